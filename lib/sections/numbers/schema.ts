import { claimRef, fields, list, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_FIGURES } from "../shared/examples";

/** A figure: the claim it names (lib/content/claims.json), so it changes where the claim does, and a label under it. */
const figure = () => fields({ claim: claimRef(), label: text({ max: 40, hint: "A few words under the figure: what it counts." }) });

/** Two to four big figures under a heading, on the dark band the launch pages' numbers use. */
export default defineSectionSchema("numbers", {
  label: "Numbers (claims)",
  fields: {
    heading: text({ max: 80, hint: "The section's heading, above the figures." }),
    figures: list(figure(), { min: 2, max: 4 }).meta({ description: "Two to four figures, each a claim picked by its name, with a label." }),
  },
  example: {
    heading: "Example figures",
    figures: EXAMPLE_FIGURES,
  },
});
