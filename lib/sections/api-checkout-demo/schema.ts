import { fields, text } from "@/lib/content/schema";
import { demoButtons, demoSteps, headedSection } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/**
 * Everything the smart-checkout demo says. {maxAmount} (the largest custom
 * amount), {uplift} (Gift Aid's rate) and {cardFee} are worked out from the
 * checkout's settings; the others are filled in by the demo as it runs.
 */
const apiCheckoutDemoFields = {
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
  ...demoButtons(),
  donate: text({ max: 20 }),
};

export default defineSectionSchema("api-checkout-demo", {
  label: "Smart checkout demo",
  reads: ["demos"],
  fields: apiCheckoutDemoFields,
  example: {
    id: "example-checkout-demo",
    eyebrow: "Example eyebrow",
    title: "An example checkout demo",
    body: "A sentence inviting the visitor to try the demo.",
    cardTitle: "Give to {charity}",
    charity: "Example Trust",
    progressLabel: "Demo progress",
    steps: ["Choose an amount", "Add Gift Aid", "Pay", "Done"],
    shortSteps: ["Amount", "Gift Aid", "Pay", "Done"],
    presetsLabel: "Amounts",
    customAmount: "Another amount",
    customAmountHint: "Up to {maxAmount}",
    monthly: "Give monthly",
    giving: "You give {amount}{perMonth}.",
    perMonth: " a month",
    giftAidPitch: "Gift Aid adds {uplift} at no cost to you.",
    giftAidCheckbox: "Add Gift Aid",
    giftAidNote: "An example note on Gift Aid.",
    summary: {
      donation: "Donation",
      giftAidRate: "Gift Aid ({rate})",
      receives: "{charity} receives",
      donationLine: "Your gift",
      monthlySuffix: " a month",
      giftAid: "Gift Aid",
      notClaimed: "Not claimed",
      fee: "Fee",
      youPay: "You pay",
    },
    bank: "Bank transfer",
    bankBadge: "No fee",
    card: "Card",
    cardBadge: "{cardFee} fee",
    thankYou: "Thank you for {amount}!",
    receipt: "An example receipt line.",
    monthlyNote: "An example note on monthly gifts.",
    back: "Back",
    continue: "Continue",
    donate: "Give",
    startOver: "Start over",
  },
});
