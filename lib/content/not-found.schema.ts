import "server-only";
import { z } from "zod";
import { description, fields, text, title } from "./schema";

/** The 404 page (it has no route of its own, so no PageMeta). */
export const notFoundSchema = fields({
  /** The tab's title and the description (the page itself is kept out of search results). */
  meta: fields({ title: title(), description: description() }),
  /** The big number. */
  code: text({ max: 3 }),
  title: text(),
  body: text({ max: 200, multiline: true }),
  /** The link back to the home page. */
  cta: text(),
});

export type NotFoundCopy = z.infer<typeof notFoundSchema>;
