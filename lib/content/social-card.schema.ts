import "server-only";
import { z } from "zod";
import { fields, text } from "./schema";

/** The words on every page's 1200×630 social card, under its headline (each page's headline is in its page file, lib/content/pages/); the site's name, in capitals, tops it. */
export const socialCardSchema = fields({
  tagline: text({ max: 40 }),
  /** Drawn as a button: the card cannot be clicked, it says what to do on the site. */
  cta: text({ max: 24 }),
});

export type SocialCardContent = z.infer<typeof socialCardSchema>;
