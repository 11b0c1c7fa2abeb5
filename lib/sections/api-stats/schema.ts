import { claimRef, fields, list, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_FIGURES } from "../shared/examples";

/** A figure and its label: the figure is the claim it names (lib/content/claims.json), so the order of the list is the marketer's. */
const stat = () => fields({ claim: claimRef(), label: text({ max: 30 }) });

/** The numbers band: four to a row on a wide screen. */
const apiStatsFields = {
  label: text(),
  stats: list(stat(), { max: 8 }),
};

export default defineSectionSchema("api-stats", {
  label: "Figures from claims in a row (light)",
  fields: apiStatsFields,
  example: {
    label: "Example API figures",
    stats: EXAMPLE_FIGURES,
  },
});
