import type { z } from "zod";
import { fields, list, step, text, twoLines } from "@/lib/content/schema";
import { apply } from "../shared/pitch-fields";

/** The charities page's pale hero: the Apply button, a verified cause's card and how verification works. */
export const charitiesHeroFields = {
  eyebrow: text({ max: 40 }),
  /** Two lines, the second with a marker stroke behind it. */
  headline: twoLines({ max: 40 }),
  intro: text({ max: 400, multiline: true }),
  apply: apply(),
  stepsTitle: text(),
  steps: list(step()),
  /** The drawn card of a verified cause. */
  card: fields({
    name: text(),
    tag: text(),
    need: text(),
    drops: text({ max: 12 }),
    /** "12.4k drops received": {drops} is filled in. */
    received: text({ slots: ["drops"] }),
    button: text({ max: 20 }),
  }),
};

export type CharitiesHeroSection = z.infer<z.ZodObject<typeof charitiesHeroFields>>;
export type VerifiedCauseCardCopy = CharitiesHeroSection["card"];
