import { claimRef, fields, list, optionalText, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** A big figure (the claim it names, lib/content/claims.json) with its words: the order of the list is the marketer's. */
function stat() {
  return fields({ claim: claimRef(), prefix: optionalText({ max: 20 }), label: text({ max: 40 }), body: text({ max: 200 }) });
}

/** The brands page's claims as big figures on a dark band. */
const nonprofitStatsFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  intro: text({ max: 240, multiline: true }),
  stats: list(stat(), { max: 9 }),
};

export default defineSectionSchema("nonprofit-stats", {
  label: "Big figures from claims (dark)",
  fields: nonprofitStatsFields,
  example: {
    eyebrow: "Example eyebrow",
    title: "Example claims as big figures",
    intro: "An example introduction to the figures below.",
    stats: [
      { claim: "loyaltyCharities", label: "charities", body: "A sentence on what this figure means." },
      { claim: "lowerFees", prefix: "Up to", label: "lower fees", body: "A sentence on this figure too." },
    ],
  },
});
