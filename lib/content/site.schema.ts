import "server-only";
import { z } from "zod";
import { description, fields, text, title } from "./schema";

/** Copy that belongs to the whole site rather than one page. */
export const siteSchema = fields({
  /** The site's name in full: the web app's name, and the title of a page with none of its own (the 404). Each page's own title is in its page file. */
  title: title(),
  /** The site-wide meta description, for a page with none of its own. Each page's own is in its page file. */
  description: description(),
  /** One line for the web app manifest. */
  manifestDescription: text({ max: 160 }),
  /** The organisation, as structured data describes it. */
  organisation: text({ max: 200, multiline: true }),
  /** The keyboard user's first stop on every page. */
  skipLink: text(),
});

export type SiteCopy = z.infer<typeof siteSchema>;
