/**
 * The drawings a Picture and text section may show in place of a picture: a
 * typed block (a list of at most one, whose "Add" offers each drawing by name),
 * each kind with the fields that drawing needs and none other, as the action
 * model's buttons are (lib/sections/shared/action.ts). The kind also sets the
 * band the drawing stands on (components/sections/picture-text/drawn.tsx).
 */
import { z } from "zod";
import { feedPhoneTilt } from "@/lib/sections/shared/feed-phone";
import { claimRef, fields, list, noneOrOne, oneOfKinds, text } from "@/lib/content/schema";

/** A figure of the example campaign and its label: the figure is the claim it names (lib/content/claims.json). */
const figure = () => fields({ claim: claimRef(), label: text({ max: 40 }) });

const DRAWING_KINDS = [
  fields({
    type: z.literal("feed-phone"),
    tilted: feedPhoneTilt(true),
  }).meta({
    title: "The app's feed on a phone",
    description: "A phone showing the app's feed of causes, on white. Its words are in Shared, Illustrations (the feed phone).",
  }),
  fields({
    type: z.literal("checkout-card"),
    title: text({ hint: "The card's title, beside the drop." }),
    badge: text({ max: 12, hint: "The small tag at the card's top right." }),
    label: text({ hint: "The line above the amount (the checkout's default donation)." }),
    method: text({ hint: "The payment method, ticked." }),
    fee: text({ hint: "The tag beside the payment method." }),
    giftAid: text({ slots: ["giftAid"], hint: "The Gift Aid line: {giftAid} is what Gift Aid adds to the amount." }),
    donate: text({ slots: ["amount"], hint: "The drawn button: {amount} is the amount." }),
  }).meta({
    title: "A drawn donation checkout",
    description: "A donation checkout card as a donor meets it on a charity's site, on a deep-blue band.",
  }),
  fields({
    type: z.literal("campaign-card"),
    title: text({ hint: "The card's title, beside the drop." }),
    caption: text({ hint: "The line under the card." }),
    badge: text({ max: 12, hint: "The small tag at the card's top right." }),
    budget: figure().meta({ description: "The big figure at the top (the budget): the claim it shows and its label." }),
    figures: list(figure(), { max: 4 }).meta({ description: "The figures under it, two to a row (drops funded, impressions)." }),
    lifts: list(figure(), { max: 4 }).meta({ description: "The coloured tiles at the bottom (the lifts in loyalty and engagement)." }),
  }).meta({
    title: "An example campaign's results card",
    description: "A campaign's results as a card, each figure a claim, on white. A page has one.",
  }),
] as const;

/** One drawing, told apart by its "type". */
export const drawing = () => oneOfKinds("a drawing", DRAWING_KINDS);

/** A section's drawing, none or one. */
export const drawingField = () => noneOrOne(drawing(), "A drawing of the app in place of the picture: add one, or a picture above, not both.");

export type Drawing = z.output<ReturnType<typeof drawing>>;
