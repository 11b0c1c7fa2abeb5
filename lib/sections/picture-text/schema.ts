import { markdown } from "@/lib/content/markdown";
import { anchorForLinks, list, oneOf, optionalText, picture, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { actions } from "../shared/action";
import { drawingField } from "./drawings";

/**
 * A picture, or a drawing of the app (lib/sections/picture-text/drawings.ts), beside a heading and some text (the Text
 * section's Markdown), on the left or the right; optionally an eyebrow, selling points and buttons under the text.
 */
export default defineSectionSchema("picture-text", {
  label: "Picture and text",
  hint: "A picture or a drawing side by side with a heading and some text, on the left or the right (on a phone, a picture comes first).",
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional. A few words above the heading: what the section is about." }),
    heading: text({ max: 80, hint: "The section's heading: a few words on what the text is about." }),
    body: markdown({
      max: 2000,
      hint: "Paragraphs, bold, italic, lists and small (level-3) headings. A link goes to a page of this site (its path, like /brands) or an https:// address.",
    }),
    points: list(text({ max: 80 }), { max: 6 })
      .optional()
      .meta({ description: "Optional. Short selling points under the text, each with a mark beside it." }),
    steps: list(step(), { max: 6 }).optional().meta({ description: "Optional. Numbered steps under the text, each a title and a line." }),
    // A second button is drawn as a link, which may say more ("See the donation API and try the demo").
    buttons: actions({ max: 2, labelMax: 60 })
      .optional()
      .meta({ description: "Optional. One or two buttons under the text: the first stands out, a second is a quieter link." }),
    picture: picture({ hint: "The picture beside the text: a picture or a drawing (below), not both." }).optional(),
    drawing: drawingField().optional(),
    pictureSide: oneOf(["left", "right"]).meta({ description: "Which side the picture or drawing is on, on a wide screen." }),
    anchor: anchorForLinks(),
  },
  example: {
    heading: "An example picture and text",
    body: "An example paragraph beside the picture, with **bold words** and *italic ones*.\n\n- A first point\n- A second point",
    picture: { src: "/media/example-landscape.jpg", alt: "A drawn sea at dusk under a yellow sun, with drops of water falling" },
    pictureSide: "left",
  },
  heading: (section) => section.heading,
  // The campaign card's heading has an id of its own (campaign-title): one such card on a page.
  oncePerPage: (section) => Array.isArray(section.drawing) && section.drawing[0]?.type === "campaign-card",
  // The drawn checkout stands on a deep-blue band: a see-through header over it, where it opens a page.
  darkTop: (section) => Array.isArray(section.drawing) && section.drawing[0]?.type === "checkout-card",
  actions: (section) => section.buttons ?? [],
  // The feed phone's words are the shared illustrations file's. Asked of a half-typed section in the preview too.
  reads: (section) => (Array.isArray(section.drawing) && section.drawing.some((drawing) => drawing?.type === "feed-phone") ? ["illustrations"] : []),
  problems: (section) => {
    const drawn = (section.drawing?.length ?? 0) > 0;
    if (section.picture && drawn)
      return [{ at: ["drawing"], message: "is there beside a picture: the section shows a picture or a drawing, not both; remove one" }];
    if (!section.picture && !drawn) return [{ at: ["picture"], message: "is empty, and so is Drawing: the section shows a picture or a drawing; add one" }];
    return [];
  },
});
