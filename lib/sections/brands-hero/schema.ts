import { fields, list, sectionLink, step, text, twoLines } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { scrollActions } from "../shared/action";
import { EXAMPLE_STEPS } from "../shared/examples";

/** The brands page's pale hero: Partner With Us, a link down to the example campaign, and where a budget goes. */
const brandsHeroFields = {
  eyebrow: text({ max: 40 }),
  /** Two lines, the second with a marker stroke behind it. */
  headline: twoLines({ max: 40 }),
  intro: text({ max: 400, multiline: true }),
  /** The button that opens the partner enquiry. */
  cta: text({ max: 30 }),
  /**
   * The link down to a later section: its href is that section's anchor ("#fund-drops"), a developer's field. Without
   * it the link is not drawn (a hero a marketer adds from the example has none); with it, the page's check holds it.
   */
  secondary: fields({ label: text({ max: 40 }), href: sectionLink().optional() }),
  flow: fields({
    title: text(),
    steps: list(step()),
    /** The tilted badge on the card's corner. */
    badge: text({ max: 12 }),
  }),
};

export default defineSectionSchema("brands-hero", {
  label: "Hero with the budget-flow drawing and a partner button",
  fields: brandsHeroFields,
  example: {
    eyebrow: "For example brands",
    headline: ["Give with", "every sale"],
    intro: "An example introduction for brands: what funding drops means for them.",
    cta: "Talk to us",
    secondary: { label: "See an example" },
    flow: {
      title: "Where a budget goes",
      steps: EXAMPLE_STEPS,
      badge: "Example",
    },
  },
  partnerAudiences: () => ["brand"],
  actions: ({ secondary }) => scrollActions(secondary.label, secondary.href?.slice(1)),
  oncePerPage: true,
  mainHeading: true,
});
