import { claimRef, fields, list, oneOf, optionalText, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { EXAMPLE_FIGURES } from "../shared/examples";

/**
 * A figure: the claim it names (lib/content/claims.json), so it changes where the claim does, and a label under it;
 * optionally a few words above it ("Up to") and a sentence under its label.
 */
const figure = () =>
  fields({
    claim: claimRef(),
    prefix: optionalText({ max: 20, hint: "Optional. A few words above the figure, like Up to." }),
    label: text({ max: 40, hint: "A few words under the figure: what it counts." }),
    body: optionalText({ max: 200, hint: "Optional. A sentence under the label on what the figure means." }),
  });

/**
 * Big figures, each the claim it names, under a heading shown or read out by screen readers only: in a row on the
 * numbers band the API pages use, or (look "cards") each on a card of the deep band the brands page has.
 */
export default defineSectionSchema("numbers", {
  label: "Numbers (claims)",
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional. A few words above the heading (not drawn when the heading is hidden)." }),
    heading: text({ max: 80, hint: "The section's heading, above the figures (or for screen readers only: see below)." }),
    intro: optionalText({ max: 240, multiline: true, hint: "Optional. A sentence or two under the heading (not drawn when the heading is hidden)." }),
    headingVisibility: oneOf(["shown", "hidden"]).optional().meta({
      description:
        "Shown: the heading above the figures. Hidden: the figures alone on a slimmer band, the heading read out by screen readers only, to name the section. Shown when left empty.",
    }),
    figures: list(figure(), { min: 2, max: 9 }).meta({
      description: "Two to nine figures, each a claim picked by its name, with a label. Two to four read best on the band; the cards take more.",
    }),
    look: oneOf(["band", "cards"]).optional().meta({
      description:
        "Band: the figures in a row on a blue band, each over its label. Cards: each figure on a card of a deep-blue band, its label as a title, the first card wider, the figures in turn aqua, yellow and coral. Band when left empty.",
    }),
  },
  example: {
    heading: "Example figures",
    headingVisibility: "shown",
    figures: EXAMPLE_FIGURES,
    look: "band",
  },
});
