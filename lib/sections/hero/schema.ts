import { anchorForLinks, noneOrOne, oneOf, optionalText, picture, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { actions } from "../shared/action";
import { drawing, drawingOf, underTheHeader } from "./drawing";

/** A page's opening band for any campaign or announcement: its h1, a line or two, and one or two buttons, on dark or light. */
const heroFields = {
  eyebrow: text({ max: 40, hint: "A few words above the headline: what the page is about." }),
  headline: text({ max: 70, hint: "The page's main heading (its only one): shown large, in capitals." }),
  headlineAccent: optionalText({
    max: 40,
    hint: "Optional. A second line of the headline: in the accent colour on dark, with a marker stroke behind it on light.",
  }),
  intro: text({ max: 300, multiline: true }),
  buttons: actions({ max: 2 }),
  background: oneOf(["dark", "light"]).meta({
    description: "Dark: deep blue with white words, under a see-through header when the hero opens the page. Light: pale blue under the white header.",
  }),
  picture: picture({ hint: "Optional. A picture beside the words or behind them (choose below); a large one looks sharpest." }).optional(),
  picturePlacement: oneOf(["beside", "behind"]).optional().meta({
    description:
      "Where the picture goes. Beside: next to the words on a wide screen, under them on a phone. Behind: filling the band, darkened (or lightened) so the words stay readable.",
  }),
  drawing: noneOrOne(drawing(), "Optional, instead of a picture: one of the site's drawings beside the words, with the words it shows.").optional(),
  anchor: anchorForLinks(),
};

export default defineSectionSchema("hero", {
  label: "Hero: headline and buttons",
  hint: "The opening of a page: a headline, a short introduction and one or two buttons, on a dark or a light background.",
  fields: heroFields,
  example: {
    eyebrow: "An example eyebrow",
    headline: "An example headline",
    headlineAccent: "with a second line",
    intro: "An example introduction: a sentence or two on what this page offers and why it matters.",
    buttons: [
      { type: "droplist", label: "Join the Droplist" },
      // Nothing that needs another section: a Hero added to a new page saves as it is.
      { type: "partner-enquiry", label: "Talk to us", audience: "brand" },
    ],
    background: "dark",
    picture: { src: "/media/example-landscape.jpg", alt: "A drawn sea at dusk under a yellow sun, with drops of water falling" },
    picturePlacement: "beside",
  },
  // Dark under a see-through header, but for the donation-API pages' band, which starts under the white one.
  darkTop: (section) => section.background === "dark" && !underTheHeader(section),
  actions: (section) => section.buttons,
  heading: (section) => [section.headline, section.headlineAccent].filter(Boolean).join(" "),
  reads: (section) => (drawingOf(section)?.type === "feed" ? ["illustrations"] : []),
  problems: (section) =>
    section.picture && drawingOf(section)
      ? [{ at: ["drawing"], message: "is given beside a picture: a hero shows a picture or a drawing, not both; remove one of them" }]
      : [],
  oncePerPage: true,
  mainHeading: true,
});
