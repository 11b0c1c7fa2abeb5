import { ROUTE_COPY } from "./content/routes";

/**
 * Every page of the site, in the order the footer and sitemap list them.
 * Adding a path here (and its footer label and card headline in
 * lib/content/routes.ts) gives it a footer link, a sitemap entry and a social
 * card; getMetadata refuses a page whose path is not here.
 */
export const ROUTE_PATHS = [
  "/",
  "/brands",
  "/charities",
  "/chatbot",
  "/donation-api/charities",
  "/donation-api/ecommerce",
  "/donation-api/loyalty",
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export interface SiteRoute {
  path: RoutePath;
  /** Footer link text. */
  label: string;
  /** Headline printed on the page's social card. */
  headline: string;
}

export const ROUTES: readonly SiteRoute[] = ROUTE_PATHS.map((path) => ({ path, ...ROUTE_COPY[path] }));

export function isRoutePath(path: string): path is RoutePath {
  return (ROUTE_PATHS as readonly string[]).includes(path);
}

/** File-name slug of a route: "/" → "home", "/donation-api/loyalty" → "donation-api-loyalty". */
export function routeSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? trimmed.replace(/\//g, "-") : "home";
}

/** Path of a route's social card image (1200×630 PNG generated at build time). */
export function ogImagePath(path: string): string {
  return `/og/${routeSlug(path)}.png`;
}
