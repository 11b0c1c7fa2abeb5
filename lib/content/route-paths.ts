/* The site's routes: code, not copy (a page needs its page file). No schema library here: islands import it. */

/**
 * Every page of the site, in the order the footer and sitemap list them.
 * Adding a path here (and its footer label and card headline in
 * lib/content/routes.json) gives it a footer link, a sitemap entry and a social
 * card; getMetadata refuses a page whose path is not here.
 */
export const ROUTE_PATHS = ["/brands", "/charities"] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

/** File-name slug of a route: "/" → "home", "/donation-api/loyalty" → "donation-api-loyalty". */
export function routeSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? trimmed.replace(/\//g, "-") : "home";
}
