import { anchor, claimRef, fields, list, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_FIGURES, EXAMPLE_STEPS } from "../shared/examples";

/** A figure of the example campaign and its label: the figure is the claim it names (lib/content/claims.json). */
const figure = () => fields({ claim: claimRef(), label: text({ max: 40 }) });

/** How brands fund drops, in steps, beside the example campaign's results card (each figure names its claim). */
const fundDropsFields = {
  /** The section's id: the hero's secondary link points here. */
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 400, multiline: true }),
  steps: list(step()),
  campaign: fields({
    title: text(),
    caption: text(),
    badge: text({ max: 12 }),
    /** The big figure at the top (the budget). */
    budget: figure(),
    /** The figures under it, two to a row (drops funded, impressions). */
    figures: list(figure(), { max: 4 }),
    /** The coloured tiles at the bottom (the lifts in loyalty and engagement). */
    lifts: list(figure(), { max: 4 }),
  }),
};

export default defineSectionSchema("fund-drops", {
  label: "Steps beside an example campaign card",
  fields: fundDropsFields,
  example: {
    id: "example-campaign",
    eyebrow: "Example eyebrow",
    title: "An example of how brands fund drops",
    body: "A sentence on how a brand's budget becomes drops.",
    steps: EXAMPLE_STEPS,
    campaign: {
      title: "An example campaign card",
      caption: "An example caption",
      badge: "Example",
      budget: { claim: "loyaltyCharities", label: "An example figure" },
      figures: EXAMPLE_FIGURES,
      lifts: [{ claim: "lowerFees", label: "A third figure" }],
    },
  },
  oncePerPage: true,
});
