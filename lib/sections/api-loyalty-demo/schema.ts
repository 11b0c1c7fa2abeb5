import { fields, text } from "@/lib/content/schema";
import { demoButtons, demoSteps, headedSection } from "../shared/api-fields";
import { defineSectionSchema } from "../section-schema";

/** Everything the club-card demo says; its sample charities are in lib/content/donation-api/loyalty-charities.json. */
const apiLoyaltyDemoFields = {
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
  searchPlaceholder: text(),
  charitiesLabel: text(),
  /** "You donated 2,000 points (£20.00) to Harbour Kids Trust." */
  donated: text({ slots: ["points", "value", "charity"] }),
  /** "That's 4 children helped for a month.": {count} is filled in. */
  impact: fields({ one: text({ slots: ["count"] }), other: text({ slots: ["count"] }) }),
  /** The step buttons: Back, Continue and Start Over, and Confirm Donation in place of Continue on the charity's step. */
  ...demoButtons(),
  confirm: text({ max: 30 }),
};

export default defineSectionSchema("api-loyalty-demo", {
  label: "Loyalty club-card demo",
  reads: ["demos", "loyaltyCharities"],
  fields: apiLoyaltyDemoFields,
  example: {
    id: "example-loyalty-demo",
    eyebrow: "Example eyebrow",
    title: "An example loyalty demo",
    body: "A sentence inviting the visitor to try the demo.",
    cardBrand: "Example Club",
    balanceLabel: "Balance",
    balance: "Example balance",
    progressLabel: "Demo progress",
    steps: ["Choose points", "Choose a charity", "Done"],
    shortSteps: ["Points", "Charity", "Done"],
    pointsLabel: "Points to give",
    points: "{points} points",
    value: "= {value}",
    valueText: "{points} points, {value}",
    rateNote: "{points} points = {pound}.",
    searchLabel: "Find a charity",
    searchPlaceholder: "Search",
    charitiesLabel: "Charities",
    donated: "You gave {points} points ({value}) to {charity}.",
    impact: { one: "That is {count} example gift.", other: "That is {count} example gifts." },
    continue: "Continue",
    confirm: "Confirm",
    back: "Back",
    startOver: "Start over",
  },
});
