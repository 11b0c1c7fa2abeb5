import { markdown } from "@/lib/content/markdown";
import { text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** A heading and a few paragraphs: the general section for words of a campaign or announcement page. */
export default defineSectionSchema("text", {
  label: "Text",
  fields: {
    heading: text({ max: 80, hint: "The section's heading: a few words on what the text is about." }),
    body: markdown({
      max: 4000,
      hint: "Paragraphs, bold, italic, lists and small (level-3) headings. A link goes to a page of this site (its path, like /brands) or an https:// address.",
    }),
  },
  example: {
    heading: "An example text section",
    body: "A first paragraph with **bold words**, *italic ones* and a [link to a page](/) of this site.\n\n### A smaller heading\n\n- A first point\n- A second point\n\n1. A first step\n2. A second step",
  },
});
