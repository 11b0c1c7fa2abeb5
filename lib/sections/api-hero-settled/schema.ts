import { fields, list, text } from "@/lib/content/schema";
import { scrollActions } from "../shared/action";
import { heroFields } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/**
 * The dark hero of the donation API for charities, a settled donation beside it.
 * {donation} (the default donation) and {giftAid} (its Gift Aid) are worked out
 * from the checkout's settings.
 */
const apiHeroSettledFields = {
  ...heroFields(text({ max: 40 })),
  /** A second button (there is no documentation site yet). */
  secondary: text({ max: 30 }),
  /** Beside the hero: a donation notification as the charity sees it. */
  settled: fields({
    /** The card is one picture to assistive technology: this is its text alternative. */
    label: text({ slots: ["donation", "giftAid"] }),
    heading: text(),
    rows: list(fields({ term: text(), value: text({ slots: ["giftAid"] }) })),
    /** The total (donation and Gift Aid) is worked out. */
    total: fields({ term: text() }),
  }),
};

export default defineSectionSchema("api-hero-settled", {
  label: "Hero with a settled-donation drawing (dark)",
  fields: apiHeroSettledFields,
  example: {
    eyebrow: "Example eyebrow",
    title: "An example hero title",
    body: "A sentence on what the API does for a charity.",
    cta: "See it work",
    secondary: "Read the docs",
    settled: {
      label: "A donation of {donation} with {giftAid} Gift Aid, settled",
      heading: "Donation settled",
      rows: [
        { term: "From", value: "A. Donor" },
        { term: "Gift Aid", value: "{giftAid}" },
      ],
      total: { term: "Total" },
    },
  },
  oncePerPage: true,
  mainHeading: true,
  actions: (hero) => scrollActions(hero.cta, hero.target),
});
