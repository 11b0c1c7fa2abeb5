import { anchor, fields, list, oneOf, optionalText, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { actions } from "../shared/action";
import { CODE_NAMES } from "./code-names";

const sample = () =>
  fields({
    id: anchor(),
    code: oneOf(CODE_NAMES).meta({ description: "Which of the site's code samples it shows: the charities' checkout, or a platform's order webhook." }),
    platform: optionalText({ max: 30, hint: "Optional. A small heading above the code: the platform it is for." }),
    /** Drawn in the code's monospace face. */
    title: text({ mono: true }),
    copyLabel: text(),
    note: optionalText({ max: 200, hint: "Optional. A line under the platform, above the code." }),
  });

/**
 * A heading and some code samples: one sample is drawn beside the text on a pale band, several one under another
 * under the heading on a white band. Optionally a note and a button under the text.
 */
export default defineSectionSchema("code-samples", {
  label: "Code samples",
  hint: "One or more of the site's code samples, each in a box with a copy button: one sits beside the text, several stack under it.",
  reads: ["demos"],
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional. A few words above the heading: what the section is about." }),
    heading: text({ max: 60 }),
    intro: optionalText({ max: 300, multiline: true, hint: "Optional. A sentence or two under the heading." }),
    note: optionalText({ max: 200, hint: "Optional. A line under the intro, above the button." }),
    buttons: actions({ max: 1, labelMax: 30 }).optional().meta({ description: "Optional. A button under the note." }),
    samples: list(sample(), { min: 1, max: 4 }),
  },
  actions: (section) => section.buttons ?? [],
  example: {
    eyebrow: "Example eyebrow",
    heading: "Example code samples",
    intro: "A sentence on the samples below.",
    samples: [
      {
        id: "example-sample-1",
        code: "shopify",
        platform: "First platform",
        title: "example-1.js",
        copyLabel: "Copy the first sample",
        note: "An example note.",
      },
      {
        id: "example-sample-2",
        code: "woocommerce",
        platform: "Second platform",
        title: "example-2.php",
        copyLabel: "Copy the second sample",
        note: "Another example note.",
      },
    ],
  },
});
