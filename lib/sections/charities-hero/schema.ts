import { fields, list, step, text, twoLines } from "@/lib/content/schema";
import { apply } from "../shared/pitch-fields";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_STEPS } from "../shared/examples";

/** The charities page's pale hero: the Apply button, a verified cause's card and how verification works. */
const charitiesHeroFields = {
  eyebrow: text({ max: 40 }),
  /** Two lines, the second with a marker stroke behind it. */
  headline: twoLines({ max: 40 }),
  intro: text({ max: 400, multiline: true }),
  apply: apply(),
  stepsTitle: text(),
  steps: list(step()),
  /** The drawn card of a verified cause. */
  card: fields({
    name: text(),
    tag: text(),
    need: text(),
    drops: text({ max: 12 }),
    /** "12.4k drops received": {drops} is filled in. */
    received: text({ slots: ["drops"] }),
    button: text({ max: 20 }),
  }),
};

export default defineSectionSchema("charities-hero", {
  label: "Hero with the verified-cause drawing and a partner button",
  fields: charitiesHeroFields,
  example: {
    eyebrow: "For example charities",
    headline: ["Receive", "small gifts"],
    intro: "An example introduction for charities: how they receive drops.",
    apply: "Apply now",
    stepsTitle: "An example steps title",
    steps: EXAMPLE_STEPS,
    card: {
      name: "Example Trust",
      tag: "Example cause",
      need: "What the cause needs",
      drops: "1.2k",
      received: "{drops} example drops",
      button: "Give a drop",
    },
  },
  partnerAudiences: () => ["charity"],
  oncePerPage: true,
  mainHeading: true,
});
