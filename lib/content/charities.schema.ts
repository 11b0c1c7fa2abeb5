import "server-only";
import { z } from "zod";
import { anchor, description, fields, href, list, step, text, title, twoLines } from "./schema";

/** The two sections after the hero: a pitch with its selling points (each ends with the Apply button). */
const section = () => ({
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 400, multiline: true }),
  points: list(text({ max: 80 })),
});

/** /charities. */
export const charitiesSchema = fields({
  meta: fields({ title: title(), description: description() }),
  /** Every section of the page ends with this button, which opens the partner-enquiry dialog. */
  apply: text({ max: 40 }),
  hero: fields({
    eyebrow: text({ max: 40 }),
    headline: twoLines({ max: 40 }),
    intro: text({ max: 400, multiline: true }),
    stepsTitle: text(),
    steps: list(step()),
    /** The drawn card of a verified cause. */
    card: fields({
      name: text(),
      tag: text(),
      need: text(),
      drops: text({ max: 12 }),
      /** "12.4k drops received": {drops} is filled in. */
      received: text({ slots: ["drops"] }),
      button: text({ max: 20 }),
    }),
  }),
  receiveDrops: fields(section()),
  checkoutApi: fields({
    ...section(),
    more: fields({ href: href(), label: text() }),
    /** The drawn checkout card; its amount is the checkout's default donation. */
    sample: fields({
      title: text(),
      badge: text({ max: 12 }),
      label: text(),
      method: text(),
      fee: text(),
      /** "Gift Aid adds £7.50": {giftAid} is filled in. */
      giftAid: text({ slots: ["giftAid"] }),
      /** The drawn button, "Donate £30": {amount} is filled in. */
      donate: text({ slots: ["amount"] }),
    }),
  }),
});

export type CharitiesContent = z.infer<typeof charitiesSchema>;
