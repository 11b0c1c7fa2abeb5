import type { z } from "zod";
import { anchor, text, twoLines } from "@/lib/content/schema";

/** The home page's dark hero: the app's feed on a phone beside it, a button down to the features. */
export const homeHeroFields = {
  badge: text({ max: 40 }),
  /** Two lines, the second in the accent colour. */
  headline: twoLines({ max: 40 }),
  tagline: text({ max: 60 }),
  intro: text({ max: 240, multiline: true }),
  cta: text({ max: 24 }),
  /** Id of what the button scrolls to (the features' region). */
  target: anchor(),
};

export type HomeHeroSection = z.infer<z.ZodObject<typeof homeHeroFields>>;
