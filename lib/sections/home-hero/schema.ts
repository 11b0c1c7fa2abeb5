import { anchor, text, twoLines } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";
import { scrollActions } from "../shared/action";

/** The home page's dark hero: the app's feed on a phone beside it, a button down to the features. */
const homeHeroFields = {
  badge: text({ max: 40 }),
  /** Two lines, the second in the accent colour. */
  headline: twoLines({ max: 40 }),
  tagline: text({ max: 60 }),
  intro: text({ max: 240, multiline: true }),
  cta: text({ max: 24 }),
  /**
   * Id of the section the button scrolls to: a developer's field. Without it the button is not drawn (the launch page's scrolls to the features), so a hero a
   * marketer adds (from its example, which has none) never scrolls to a section the page lacks; with it, the page's
   * check holds it to a section the page has (its `actions`).
   */
  target: anchor().optional(),
};

export default defineSectionSchema("home-hero", {
  label: "Hero with the app's feed (dark)",
  reads: ["illustrations"],
  fields: homeHeroFields,
  example: {
    badge: "Example badge: new this season",
    headline: ["Small gifts", "add up"],
    tagline: "An example tagline",
    intro: "An example introduction: a sentence or two on what the app does and who it helps.",
    cta: "See how",
  },
  // Its button scrolls to the features: the page's check holds the target to a section the page has (one removed is refused, naming the button).
  actions: (hero) => scrollActions(hero.cta, hero.target),
  darkTop: () => true,
  oncePerPage: true,
  mainHeading: true,
});
