import { ROUTE_COPY, ROUTE_PATHS, routeSlug, type RoutePath } from "./content/routes";

export { ROUTE_PATHS, routeSlug, type RoutePath };

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

/** Path of a route's social card image (1200×630 PNG generated at build time). */
export function ogImagePath(path: string): string {
  return `/og/${routeSlug(path)}.png`;
}
