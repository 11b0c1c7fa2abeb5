import { anchorForLinks, list, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** Numbered steps under a heading: how something works, in order. */
const stepsFields = {
  heading: text({ max: 70 }),
  steps: list(step(), { min: 2, max: 6 }),
  anchor: anchorForLinks(),
};

export default defineSectionSchema("steps", {
  label: "Steps: numbered, in order",
  hint: "A heading and two to six numbered steps, each a title and a line.",
  fields: stepsFields,
  example: {
    heading: "An example of three steps",
    steps: [
      { title: "A first step", body: "What happens first, in a line." },
      { title: "A second step", body: "What happens next, in a line." },
      { title: "A third step", body: "How it ends, in a line." },
    ],
    anchor: "example-steps",
  },
  heading: (section) => section.heading,
});
