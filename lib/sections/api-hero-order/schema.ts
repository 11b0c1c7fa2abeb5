import { fields, figure, list, text, twoLines } from "@/lib/content/schema";
import { scrollActions } from "../shared/action";
import { heroFields } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/**
 * The dark hero of the donation API for ecommerce, an order confirmation beside
 * it. The title is two lines, the second in the accent colour; the button
 * scrolls to the prompt. The card's {orderTotal} and {orderDonation} are worked
 * out from its items.
 */
const apiHeroOrderFields = {
  ...heroFields(twoLines({ max: 40 })),
  /** Beside the hero: an order confirmation with its donation line. */
  order: fields({
    /** The card is one picture to assistive technology: this is its text alternative. */
    label: text({ slots: ["orderTotal", "orderDonation"] }),
    heading: text(),
    /** Prices in pounds. */
    items: list(fields({ name: text(), price: figure({ max: 10_000, hint: "In pounds (24.99 is £24.99)." }) })),
    total: fields({ term: text() }),
    /** "£0.85 went to …": {amount} is filled in. */
    donation: fields({ line: text({ slots: ["amount"] }) }),
  }),
};

export default defineSectionSchema("api-hero-order", {
  label: "Hero with an order drawing (dark)",
  fields: apiHeroOrderFields,
  example: {
    eyebrow: "Example eyebrow",
    title: ["Give at", "checkout"],
    body: "A sentence on what the API does for a shop.",
    cta: "See it work",
    order: {
      label: "An order of {orderTotal}, of which {orderDonation} went to charity",
      heading: "Order confirmed",
      items: [
        { name: "Example item", price: 12.5 },
        { name: "Another item", price: 7 },
      ],
      total: { term: "Total" },
      donation: { line: "{amount} went to an example charity" },
    },
  },
  oncePerPage: true,
  mainHeading: true,
  actions: (hero) => scrollActions(hero.cta, hero.target),
});
