/**
 * A hero's drawing: one of the site's drawn cards beside its words, instead of
 * an uploaded picture. A typed block, as a button is (lib/sections/shared/action.ts):
 * the editor's "Add" offers each drawing by name, and each carries only the
 * words it draws. components/sections/hero/drawings.tsx draws them.
 */
import { z } from "zod";
import { claimRef, fields, figure, list, oneOfKinds, optionalText, step, text } from "@/lib/content/schema";
import { EXAMPLE_STEPS } from "../shared/examples";

const DRAWING_KINDS = [
  // The phone's words are the shared drawings' (Shared, Illustrations: the feed's phone), as the home page's. Its tagline
  // is the app's own line, drawn in capitals between the headline and the introduction.
  fields({
    type: z.literal("feed"),
    tagline: optionalText({ max: 60, hint: "Optional. The app's line, in capitals between the headline and the introduction." }),
  }).meta({ title: "The app's feed on a phone" }),
  fields({
    type: z.literal("budget-flow"),
    title: text(),
    steps: list(step()),
    badge: text({ max: 12, hint: "The tilted badge on the card's corner." }),
  }).meta({ title: "Where a budget goes (the budget flow)" }),
  fields({
    type: z.literal("verified-cause"),
    name: text(),
    tag: text(),
    need: text(),
    drops: text({ max: 12 }),
    received: text({ slots: ["drops"], hint: 'The drops it has received: {drops} is filled in ("{drops} drops received").' }),
    button: text({ max: 20 }),
    stepsTitle: optionalText({ hint: "Optional. A heading over steps drawn across the band, under the words and the card." }),
    steps: list(step(), { min: 0 }).optional().meta({ description: "Optional. Steps drawn across the band, under the words and the card." }),
  }).meta({ title: "A verified cause's card" }),
  fields({
    type: z.literal("settled-donation"),
    label: text({ slots: ["donation", "giftAid"], hint: "The card is one picture to screen readers: this says what it shows." }),
    heading: text(),
    rows: list(fields({ term: text(), value: text({ slots: ["giftAid"] }) })),
    // The total (donation and Gift Aid) is worked out from the checkout's settings.
    total: fields({ term: text() }),
  }).meta({ title: "A settled donation" }),
  fields({
    type: z.literal("order"),
    label: text({ slots: ["orderTotal", "orderDonation"], hint: "The card is one picture to screen readers: this says what it shows." }),
    heading: text(),
    items: list(fields({ name: text(), price: figure({ max: 10_000, hint: "In pounds (24.99 is £24.99)." }) })),
    total: fields({ term: text() }),
    /** "£0.85 went to …": {amount} is filled in. */
    donation: fields({ line: text({ slots: ["amount"] }) }),
  }).meta({ title: "An order with its donation" }),
  fields({
    type: z.literal("points"),
    claim: fields({ claim: claimRef(), label: text() }),
    /** "is what every 100 points give": {points} is filled in. */
    rate: fields({ label: text({ slots: ["points"] }) }),
  }).meta({ title: "What loyalty points are worth" }),
] as const;

/** One drawing, told apart by its "type". */
export const drawing = () => oneOfKinds("a drawing", DRAWING_KINDS);

export type Drawing = z.output<ReturnType<typeof drawing>>;
export type DrawingKind = Drawing["type"];

/** The drawings of the donation-API pages: their dark band starts under the white header, as those pages have it. */
const UNDER_THE_HEADER: readonly Drawing["type"][] = ["settled-donation", "order", "points"];

/** The hero's drawing, if it has one (asked of a half-typed section in the editor's preview too). */
export const drawingOf = (section: { drawing?: readonly Drawing[] }): Drawing | undefined => (Array.isArray(section.drawing) ? section.drawing[0] : undefined);

/** Its band starts under the white header: a dark hero drawing a donation-API card (components/ui/page-hero.tsx). */
export const underTheHeader = (section: { background: "dark" | "light"; drawing?: readonly Drawing[] }): boolean => {
  const kind = drawingOf(section)?.type;
  return section.background === "dark" && kind !== undefined && UNDER_THE_HEADER.includes(kind);
};

/** Each drawing in example words (never the site's copy): the section gallery's and the tests' drawings. */
export const EXAMPLE_DRAWINGS: { [K in DrawingKind]: z.input<ReturnType<typeof drawing>> & { type: K } } = {
  feed: { type: "feed", tagline: "An example tagline" },
  "budget-flow": { type: "budget-flow", title: "Where a budget goes", steps: EXAMPLE_STEPS, badge: "Example" },
  "verified-cause": {
    type: "verified-cause",
    name: "Example Trust",
    tag: "Example cause",
    need: "What the cause needs",
    drops: "1.2k",
    received: "{drops} example drops",
    button: "Give a drop",
  },
  "settled-donation": {
    type: "settled-donation",
    label: "A donation of {donation} with {giftAid} Gift Aid, settled",
    heading: "Donation settled",
    rows: [
      { term: "From", value: "A. Donor" },
      { term: "Gift Aid", value: "{giftAid}" },
    ],
    total: { term: "Total" },
  },
  order: {
    type: "order",
    label: "An order of {orderTotal}, of which {orderDonation} went to charity",
    heading: "Order confirmed",
    items: [
      { name: "Example item", price: 12.5 },
      { name: "Another item", price: 7 },
    ],
    total: { term: "Total" },
    donation: { line: "{amount} went to an example charity" },
  },
  points: {
    type: "points",
    claim: { claim: "loyaltyCharities", label: "charities to choose from" },
    rate: { label: "is what every {points} points give" },
  },
};
