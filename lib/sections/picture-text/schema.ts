import { markdown } from "@/lib/content/markdown";
import { anchorForLinks, oneOf, picture, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** A picture beside a heading and some text (the Text section's Markdown), the picture on the left or the right. */
export default defineSectionSchema("picture-text", {
  label: "Picture and text",
  hint: "A picture side by side with a heading and some text, the picture on the left or the right (on a phone, the picture comes first).",
  fields: {
    heading: text({ max: 80, hint: "The section's heading: a few words on what the text is about." }),
    body: markdown({
      max: 2000,
      hint: "Paragraphs, bold, italic, lists and small (level-3) headings. A link goes to a page of this site (its path, like /brands) or an https:// address.",
    }),
    picture: picture({ hint: "The picture beside the text." }),
    pictureSide: oneOf(["left", "right"]).meta({ description: "Which side the picture is on, on a wide screen." }),
    anchor: anchorForLinks(),
  },
  example: {
    heading: "An example picture and text",
    body: "An example paragraph beside the picture, with **bold words** and *italic ones*.\n\n- A first point\n- A second point",
    picture: { src: "/media/example-landscape.jpg", alt: "A drawn sea at dusk under a yellow sun, with drops of water falling" },
    pictureSide: "left",
  },
  heading: (section) => section.heading,
});
