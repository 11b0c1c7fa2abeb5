import { text } from "@/lib/content/schema";
import { headedSection } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/** The AI-assistant prompt, shown in full with a copy button. */
const apiPromptFields = {
  ...headedSection(),
  /** Above the prompt. */
  label: text(),
  /** The copy button's text and name. */
  copy: text({ max: 30 }),
  /** {endpoint} is the donation API's address. Drawn in the monospace face, like code. */
  text: text({ max: 2000, multiline: true, slots: ["endpoint"], mono: true }),
};

export default defineSectionSchema("api-prompt", {
  label: "AI-assistant prompt with copy button",
  reads: ["demos"],
  fields: apiPromptFields,
  example: {
    id: "example-prompt",
    eyebrow: "Example eyebrow",
    title: "An example prompt",
    body: "A sentence on what to do with the prompt.",
    label: "The prompt",
    copy: "Copy the prompt",
    text: "An example prompt for an assistant: add a donation step that calls {endpoint}.",
  },
});
