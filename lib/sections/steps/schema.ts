import { anchorForLinks, list, oneOf, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_STEPS } from "../shared/examples";

/** Numbered steps under a heading: how something works, in order. */
const stepsFields = {
  heading: text({ max: 70 }),
  steps: list(step(), { min: 2, max: 6 }),
  look: oneOf(["light", "dark"]).optional().meta({
    description:
      "Light: cards on white, three to a row (two where that leaves none alone). Dark: a deep-blue band, the steps in one row. Light when left empty.",
  }),
  anchor: anchorForLinks(),
};

export default defineSectionSchema("steps", {
  label: "Steps: numbered, in order",
  hint: "A heading and two to six numbered steps, each a title and a line.",
  fields: stepsFields,
  example: {
    heading: "An example of three steps",
    steps: EXAMPLE_STEPS,
    look: "light",
    anchor: "example-steps",
  },
  heading: (section) => section.heading,
});
