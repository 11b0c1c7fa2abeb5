import { z } from "zod";
import { fields, figure } from "./schema";

/**
 * The figures marketers own that the site's logic computes with (the islands
 * import them through lib/site.ts, so this file stays small). Timings stay in
 * lib/site.ts; the claims and the example campaign are in claims.json.
 */
export const figuresSchema = fields({
  freeDropsDaily: figure({ min: 1, max: 100, integer: true }),
  /** Pounds a card payment costs in the checkout demo. */
  cardFee: figure({ max: 10 }),
  /** Share of an order the ecommerce samples donate (0.01 is 1%). */
  revenueShare: figure({ max: 1 }),
});

export type Figures = z.infer<typeof figuresSchema>;
