import { claimRef, fields, text, twoLines } from "@/lib/content/schema";
import { scrollActions } from "../shared/action";
import { heroFields } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/**
 * The dark hero of the loyalty page, the charities claim and what points are
 * worth beside it. The title is two lines, the second in the accent colour; the
 * button scrolls to the demo.
 */
const apiHeroPointsFields = {
  ...heroFields(twoLines({ max: 40 })),
  /** Beside the hero: a claim (the charities members choose from) and what points are worth (£1). */
  value: fields({
    claim: fields({ claim: claimRef(), label: text() }),
    /** "is what every 100 points give": {points} is filled in. */
    rate: fields({ label: text({ slots: ["points"] }) }),
  }),
};

export default defineSectionSchema("api-hero-points", {
  label: "Hero with a points' value drawing (dark)",
  fields: apiHeroPointsFields,
  example: {
    eyebrow: "Example eyebrow",
    title: ["Points that", "give"],
    body: "A sentence on what the API does for a loyalty scheme.",
    cta: "See it work",
    value: {
      claim: { claim: "loyaltyCharities", label: "charities to choose from" },
      rate: { label: "is what every {points} points give" },
    },
  },
  oncePerPage: true,
  mainHeading: true,
  actions: (hero) => scrollActions(hero.cta, hero.target),
});
