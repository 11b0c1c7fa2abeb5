import { claimRef, fields, list, oneOf, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_FIGURES } from "../shared/examples";

/** A figure: the claim it names (lib/content/claims.json), so it changes where the claim does, and a label under it. */
const figure = () => fields({ claim: claimRef(), label: text({ max: 40, hint: "A few words under the figure: what it counts." }) });

/** Two to four big figures on the dark band the launch pages' numbers use, under a heading shown or read out by screen readers only. */
export default defineSectionSchema("numbers", {
  label: "Numbers (claims)",
  fields: {
    heading: text({ max: 80, hint: "The section's heading, above the figures (or for screen readers only: see below)." }),
    headingVisibility: oneOf(["shown", "hidden"]).optional().meta({
      description:
        "Shown: the heading above the figures. Hidden: the figures alone on a slimmer band, the heading read out by screen readers only, to name the section. Shown when left empty.",
    }),
    figures: list(figure(), { min: 2, max: 4 }).meta({ description: "Two to four figures, each a claim picked by its name, with a label." }),
  },
  example: {
    heading: "Example figures",
    headingVisibility: "shown",
    figures: EXAMPLE_FIGURES,
  },
});
