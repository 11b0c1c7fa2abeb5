import "server-only";
import { z } from "zod";
import { fields, figure } from "./schema";

/**
 * The figures marketers own that the site's logic computes with (the islands
 * import them through lib/constants.ts, so this file stays small). Timings stay in
 * lib/constants.ts; the claims and the example campaign are in claims.json.
 */
export const figuresSchema = fields({
  freeDropsDaily: figure({
    min: 1,
    max: 100,
    integer: true,
    hint: "Drops a day: how many free drops brands fund for each person every day. Lines that say {freeDropsDaily} show it.",
  }),
  /** Pounds a card payment costs in the checkout demo. */
  cardFee: figure({ max: 10, hint: "In pounds (1.5 is £1.50): what the checkout demo adds for a card payment." }),
  /** Share of an order the ecommerce samples donate (0.01 is 1%). */
  revenueShare: figure({ max: 1, hint: "A fraction of each order, not a percentage: 0.01 is 1%, 0.05 is 5%. What the ecommerce samples donate." }),
});

export type Figures = z.infer<typeof figuresSchema>;
