import "server-only";
import { z } from "zod";
import { fields, list, oneOf, plainText } from "../schema";

/** The loyalty demo's sample charities (fictional), apart from the page's copy: the demo's island ships this file. The first is the default choice. */
export const loyaltyCharitiesSchema = fields({
  charities: list(
    fields({
      name: plainText({ max: 40 }),
      cause: plainText({ max: 40 }),
      blurb: plainText({ max: 80 }),
      /** The colour of its badge. */
      tone: oneOf(["coral", "aqua", "sun"]),
    }),
  ),
});

export type LoyaltyCharitiesContent = z.infer<typeof loyaltyCharitiesSchema>;
export type SampleCharity = LoyaltyCharitiesContent["charities"][number];
