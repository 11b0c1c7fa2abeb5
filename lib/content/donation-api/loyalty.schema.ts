import "server-only";
import { z } from "zod";
import { anchor, description, fields, list, text, title, twoLines } from "../schema";
import { demoSteps, headedSection, heroFields } from "./shared.schema";

/** /donation-api/loyalty. {charities} is the loyalty claim (claims.json loyaltyClaims.charities). The sample charities are in loyalty-charities.json. */
export const donationApiLoyaltySchema = fields({
  meta: fields({ title: title(), description: description({ slots: ["charities"] }) }),
  /** The title is two lines, the second in the accent colour; the button scrolls to the demo. */
  hero: fields(heroFields(twoLines({ max: 40 }), ["charities"])),
  /** Beside the hero: the charities claim (its figure) and what points are worth (£1). */
  value: fields({
    claim: fields({ label: text() }),
    /** "is what every 100 points give": {points} is filled in. */
    rate: fields({ label: text({ slots: ["points"] }) }),
  }),
  explainer: fields({
    id: anchor(),
    title: text({ max: 60 }),
    steps: list(fields({ title: text(), body: text({ slots: ["charities"] }) })),
  }),
  /** Everything the club-card demo says. */
  demo: fields({
    ...headedSection(),
    cardBrand: text(),
    balanceLabel: text(),
    balance: text(),
    progressLabel: text(),
    steps: demoSteps(3),
    shortSteps: demoSteps(3),
    pointsLabel: text(),
    /** "2,000 points". */
    points: text({ slots: ["points"] }),
    /** "= £20.00" beside the points. */
    value: text({ slots: ["value"] }),
    /** What the slider announces: "2,000 points, £20.00". */
    valueText: text({ slots: ["points", "value"] }),
    /** "100 points = £1.00. …": {points} and {pound} are filled in. */
    rateNote: text({ slots: ["points", "pound"] }),
    /** The search box is a picture of the real thing: it finds nothing. */
    searchLabel: text(),
    searchPlaceholder: text({ slots: ["charities"] }),
    charitiesLabel: text(),
    /** "You donated 2,000 points (£20.00) to Harbour Kids Trust." */
    donated: text({ slots: ["points", "value", "charity"] }),
    /** "That's 4 children helped for a month.": {count} is filled in. */
    impact: fields({ one: text({ slots: ["count"] }), other: text({ slots: ["count"] }) }),
    /** The step buttons: Continue, then Confirm Donation; Back; Start Over on the last step. */
    continue: text({ max: 20 }),
    confirm: text({ max: 30 }),
    back: text({ max: 20 }),
    startOver: text({ max: 20 }),
  }),
});

export type DonationApiLoyaltyContent = z.infer<typeof donationApiLoyaltySchema>;
