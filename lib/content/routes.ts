import { ROUTE_PATHS, routeSlug, type RoutePath } from "./route-paths";
import type { RouteCopy } from "./routes.schema";
import data from "./routes.json";

export type { RouteCopy } from "./routes.schema";
export { ROUTE_PATHS, routeSlug, type RoutePath };

/** How each page is named outside itself: lib/content/routes.json, checked against its schema at build time (lib/content/files.ts). */
export const ROUTE_COPY = Object.fromEntries(ROUTE_PATHS.map((path) => [path, (data as Record<string, RouteCopy>)[routeSlug(path)]!])) as Record<
  RoutePath,
  RouteCopy
>;
