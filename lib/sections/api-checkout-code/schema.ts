import { anchor, fields, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { scrollActions } from "../shared/action";

/** The sample snippet: one checkout object on the charity's donate page. The code itself is code (checkout-snippet.ts). */
const apiCheckoutCodeFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  intro: text({ max: 300, multiline: true }),
  /** Scrolls to the demo. */
  requestDemo: text({ max: 30 }),
  requestDemoNote: text(),
  /**
   * Id of the demo Request Demo scrolls to: a developer's field. Without it the button is not drawn, so one a marketer
   * adds (from its example, which has none) never scrolls to a demo the page lacks; the page's check holds it.
   */
  target: anchor().optional(),
  /** Its title is drawn in the code's monospace face. */
  snippet: fields({ id: anchor(), title: text({ mono: true }), copyLabel: text() }),
};

export default defineSectionSchema("api-checkout-code", {
  actions: (section) => scrollActions(section.requestDemo, section.target),
  label: "Checkout code sample",
  reads: ["demos"],
  fields: apiCheckoutCodeFields,
  example: {
    eyebrow: "Example eyebrow",
    title: "An example code sample",
    intro: "A sentence on what the code below does.",
    requestDemo: "Try the demo",
    requestDemoNote: "An example note beside the button",
    snippet: { id: "example-snippet", title: "checkout.js", copyLabel: "Copy the code" },
  },
});
