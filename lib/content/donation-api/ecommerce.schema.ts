import "server-only";
import { z } from "zod";
import { anchor, description, fields, figure, list, text, title, twoLines } from "../schema";
import { ctaBand, headedSection, heroFields } from "./shared.schema";

const sample = () => fields({ id: anchor(), platform: text({ max: 30 }), title: text(), copyLabel: text(), note: text({ max: 200 }) });

/**
 * /donation-api/ecommerce. {share} is the share of every order given (lib/site.ts
 * REVENUE_SHARE, from figures.json); the order card's {orderTotal} and
 * {orderDonation} are worked out from its items.
 */
export const donationApiEcommerceSchema = fields({
  meta: fields({ title: title(), description: description({ slots: ["share"] }) }),
  /** The title is two lines, the second in the accent colour; the button scrolls to the prompt. */
  hero: fields(heroFields(twoLines({ max: 40 }), ["share"])),
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
  prompt: fields({
    ...headedSection(),
    /** Above the prompt. */
    label: text(),
    /** The copy button's text and name. */
    copy: text({ max: 30 }),
    /** {endpoint} is the donation API's address. */
    text: text({ max: 2000, multiline: true, slots: ["share", "endpoint"] }),
  }),
  howItWorks: fields({ id: anchor(), title: text({ max: 60 }), steps: list(fields({ title: text({ slots: ["share"] }), body: text({ slots: ["share"] }) })) }),
  /** The code itself is code: lib/content/donation-api/ecommerce.ts. Shopify, then WooCommerce. */
  samples: fields({
    eyebrow: text({ max: 40 }),
    title: text({ max: 60 }),
    body: text({ max: 300, multiline: true, slots: ["share"] }),
    samples: z.tuple([sample(), sample()], { error: "must be two samples" }),
  }),
  cta: ctaBand(),
});

export type DonationApiEcommerceContent = z.infer<typeof donationApiEcommerceSchema>;
