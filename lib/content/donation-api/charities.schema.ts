import "server-only";
import { z } from "zod";
import { anchor, description, fields, list, oneOf, text, title } from "../schema";
import { ctaBand, demoSteps, headedSection, heroFields } from "./shared.schema";

/**
 * /donation-api/charities. Figures the page works out from the checkout's
 * settings are slots: {donation} (the default donation), {giftAid} (its Gift
 * Aid), {maxAmount} (the largest custom amount), {uplift} (Gift Aid's rate)
 * and {cardFee}.
 */
export const donationApiCharitiesSchema = fields({
  meta: fields({ title: title(), description: description({ figures: true }) }),
  /** The button scrolls to "Get started". */
  hero: fields({ ...heroFields(text({ max: 40 })), secondary: text({ max: 30 }) }),
  /** Beside the hero: a donation notification as the charity sees it. */
  settled: fields({
    /** The card is one picture to assistive technology: this is its text alternative. */
    label: text({ slots: ["donation", "giftAid"] }),
    heading: text(),
    rows: list(fields({ term: text(), value: text({ slots: ["giftAid"] }) })),
    /** The total (donation and Gift Aid) is worked out. */
    total: fields({ term: text() }),
  }),
  benefits: fields({
    eyebrow: text({ max: 40 }),
    title: text({ max: 60 }),
    body: text({ max: 300, multiline: true }),
    benefits: list(
      fields({
        title: text({ max: 80 }),
        body: text({ max: 200, multiline: true }),
        icon: oneOf(["fees", "instant", "code", "gift-aid", "secure", "shield"]),
      }),
    ),
  }),
  code: fields({
    eyebrow: text({ max: 40 }),
    title: text({ max: 60 }),
    intro: text({ max: 300, multiline: true }),
    /** Scrolls to the demo. */
    requestDemo: text({ max: 30 }),
    requestDemoNote: text(),
    /** The code itself is code: lib/content/donation-api/charities.ts. */
    snippet: fields({ id: anchor(), title: text(), copyLabel: text() }),
  }),
  /** The claims' figures come from claims.json, in this order: raised, charities, increased conversion, average integration. */
  stats: fields({
    label: text(),
    stats: z.tuple([stat(), stat(), stat(), stat()], { error: "must be four stats" }),
  }),
  /** Everything the smart-checkout demo says. */
  demo: fields({
    ...headedSection(),
    /** "Donate to Harbour Kids Trust": {charity} is filled in. */
    cardTitle: text({ slots: ["charity"] }),
    /** The fictional charity the demo gives to. */
    charity: text(),
    progressLabel: text(),
    steps: demoSteps(4),
    shortSteps: demoSteps(4),
    presetsLabel: text(),
    customAmount: text(),
    customAmountHint: text({ slots: ["maxAmount"] }),
    monthly: text(),
    /** "You're giving £30 a month.": {amount} (in bold) and {perMonth} are filled in. */
    giving: text({ slots: ["amount", "perMonth"] }),
    perMonth: text(),
    giftAidPitch: text({ slots: ["uplift"] }),
    giftAidCheckbox: text(),
    giftAidNote: text(),
    summary: fields({
      donation: text(),
      /** "Gift Aid (25%)": {rate} is filled in. */
      giftAidRate: text({ slots: ["rate"] }),
      /** "Harbour Kids Trust receives": {charity} is filled in. */
      receives: text({ slots: ["charity"] }),
      donationLine: text(),
      monthlySuffix: text(),
      giftAid: text(),
      notClaimed: text(),
      fee: text(),
      youPay: text(),
    }),
    bank: text(),
    bankBadge: text(),
    card: text(),
    cardBadge: text({ slots: ["cardFee"] }),
    /** Step 4, with the amount chosen. */
    thankYou: text({ slots: ["amount"] }),
    receipt: text(),
    monthlyNote: text(),
    back: text({ max: 20 }),
    continue: text({ max: 20 }),
    donate: text({ max: 20 }),
    startOver: text({ max: 20 }),
  }),
  getStarted: ctaBand(),
});

function stat() {
  return fields({ label: text({ max: 30 }) });
}

export type DonationApiCharitiesContent = z.infer<typeof donationApiCharitiesSchema>;
