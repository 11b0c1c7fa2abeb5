import "server-only";
import { z } from "zod";
import { fields, list, oneOf, text } from "./schema";

/** Copy inside the drawn phones and cards that more than one page shows. */
export const illustrationsSchema = fields({
  /** The app's feed on a phone (home and /charities). */
  feedPhone: fields({
    title: text(),
    /** Sample cards of fictional charities. */
    cards: list(fields({ cause: text(), need: text(), drops: text({ max: 8 }), tone: oneOf(["coral", "aqua", "sun"]) })),
  }),
});

export type IllustrationsContent = z.infer<typeof illustrationsSchema>;
export type FeedPhoneCopy = IllustrationsContent["feedPhone"];
export type FeedCardCopy = FeedPhoneCopy["cards"][number];
