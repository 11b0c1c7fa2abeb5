import "server-only";
import { PAGES } from "./content/load";
import { routeSlug } from "./content/page-files.mjs";

export { routeSlug };

export interface SiteRoute {
  path: string;
  /** Footer link text. */
  label: string;
  /** Headline printed on the page's social card. */
  headline: string;
}

/** Every page of the site, in path order: the footer, the sitemap and the social cards list these. */
export const ROUTES: readonly SiteRoute[] = PAGES.map(({ path, label, headline }) => ({ path, label, headline }));

export function isRoutePath(path: string): boolean {
  return ROUTES.some((route) => route.path === path);
}

/** Path of a route's social card image (1200×630 PNG generated at build time). */
export function ogImagePath(path: string): string {
  return `/og/${routeSlug(path)}.png`;
}
