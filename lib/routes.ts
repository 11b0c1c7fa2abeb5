import "server-only";
import { DRAWN_PAGES, PAGES } from "./content/load";
import { routeSlug } from "./content/page-files.mjs";
import { hasDarkTop } from "./sections/schemas";

export { routeSlug };

export interface SiteRoute {
  path: string;
  /** Footer link text. */
  label: string;
  /** Headline printed on the page's social card. */
  headline: string;
  /** Whether the footer lists it (its page file's "Show in footer"). */
  showInFooter: boolean;
  /** Kept out of search engines (its page file's "Hide from search engines"): noindex, and not in the sitemap. */
  hidden: boolean;
}

/** Every page of the site, in path order: the sitemap and the social cards list these. */
export const ROUTES: readonly SiteRoute[] = PAGES.map(({ path, label, headline, showInFooter, hideFromSearch }) => ({
  path,
  label,
  headline,
  showInFooter: showInFooter === true,
  hidden: hideFromSearch === true,
}));

/** The pages the footer lists, in path order: those whose page file says so. */
export const FOOTER_ROUTES: readonly SiteRoute[] = footerRoutes(ROUTES);

/** The routes a footer lists (the site's, and the editor's preview with the pages as built). */
export function footerRoutes(routes: readonly SiteRoute[]): SiteRoute[] {
  return routes.filter((route) => route.showInFooter);
}

/** Whether a page's header starts see-through: its first section has a dark top (its type's `darkTop`, lib/sections/). */
export const startsDark = (page: { sections: readonly { type: string }[] }): boolean => Boolean(page.sections[0] && hasDarkTop(page.sections[0]));

/** The pages whose header starts see-through (each page's HTML says so itself: lib/header.ts); sample pages too, where the build draws them. */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = DRAWN_PAGES.filter(startsDark).map((page) => page.path);

export function isRoutePath(path: string): boolean {
  return ROUTES.some((route) => route.path === path);
}

/** Path of a route's social card image (1200×630 PNG generated at build time). */
export function ogImagePath(path: string): string {
  return `/og/${routeSlug(path)}.png`;
}
