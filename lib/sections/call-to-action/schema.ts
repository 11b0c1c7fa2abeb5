import { anchorForLinks, oneOf, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { actions } from "../shared/action";

/** A band that asks for one thing: a title, a line and its button (or two), on dark (the closing band) or bright aqua. */
const callToActionFields = {
  title: text({ max: 70 }),
  line: text({ max: 200 }),
  button: actions({ max: 2 }).meta({
    description: "One or two buttons. One stands alone, a little wider; with two, the first stands out and the second sits beside it, quieter.",
  }),
  look: oneOf(["dark", "bright"]).optional().meta({
    description:
      "Dark: deep blue with white words and the drop in the corner. Bright: aqua with dark words between two drops, to stand out on a page of dark bands. Dark when left empty.",
  }),
  anchor: anchorForLinks(),
};

export default defineSectionSchema("call-to-action", {
  label: "Call to action: title, line and a button or two",
  hint: "A band asking the visitor to do one thing, with the button that does it (and a second, quieter one if need be).",
  fields: callToActionFields,
  example: {
    title: "An example call to action",
    line: "An example line on why to act now.",
    button: [{ type: "partner-enquiry", label: "Talk to us", audience: "brand" }],
    look: "dark",
  },
  actions: (section) => section.button,
  heading: (section) => section.title,
});
