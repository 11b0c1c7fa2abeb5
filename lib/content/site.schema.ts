import "server-only";
import { z } from "zod";
import { description, fields, text, title } from "./schema";

/** Copy that belongs to the whole site rather than one page. */
export const siteSchema = fields({
  /** Browser and search title of the home page, and every page's fallback. */
  title: title(),
  /** The site-wide meta description (the home page's own). */
  description: description(),
  /** One line for the web app manifest. */
  manifestDescription: text({ max: 160 }),
  /** The organisation, as structured data describes it. */
  organisation: text({ max: 200, multiline: true }),
  /** The keyboard user's first stop on every page. */
  skipLink: text(),
});

export type SiteCopy = z.infer<typeof siteSchema>;
