import { anchor, list, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_STEPS } from "../shared/examples";

/** "How it works": numbered steps in a dark band. */
const howItWorksFields = {
  /** The heading's id. */
  id: anchor(),
  title: text({ max: 60 }),
  steps: list(step()),
};

export default defineSectionSchema("how-it-works", {
  label: "Numbered steps (dark)",
  fields: howItWorksFields,
  example: {
    id: "example-how-it-works",
    title: "How it works, for example",
    steps: EXAMPLE_STEPS,
  },
});
