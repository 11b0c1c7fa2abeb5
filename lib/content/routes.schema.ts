import "server-only";
import { z } from "zod";
import { ROUTE_PATHS, routeSlug } from "./route-paths";
import { fields, text } from "./schema";

const routeCopy = () =>
  fields({
    /** Footer link text. */
    label: text({ max: 40 }),
    /** Headline printed on the page's social card. */
    headline: text({ max: 60 }),
  });

/** How each page is named outside itself: in the footer and on its social card, keyed by the route's slug. */
export const routesSchema = fields(
  Object.fromEntries(ROUTE_PATHS.map((path) => [routeSlug(path), routeCopy()])) as Record<string, ReturnType<typeof routeCopy>>,
);

export type RouteCopy = z.infer<ReturnType<typeof routeCopy>>;
