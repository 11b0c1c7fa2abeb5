import type { PageMeta } from "../../metadata";

/** /donation-api/loyalty: points-to-donation explainer and the supermarket club-card demo. */

export const DONATION_API_LOYALTY_META = {
  path: "/donation-api/loyalty",
  title: "Loyalty points to donations",
  description:
    "Let your members turn loyalty points into donations to any of 100,000+ charities. Try the supermarket club-card demo.",
} satisfies PageMeta;

export const DONATION_API_LOYALTY_HERO = {
  eyebrow: "Loyalty points to donations",
  title: ["Points that", "do good"],
  body: "Millions of loyalty points expire unused every year. Let your members turn theirs into donations to any of 100,000+ charities, right inside your app.",
  cta: "Try the demo",
  target: "loyalty-demo",
  claim: { value: "100,000+", label: "charities members can choose from" },
} as const;

export const DONATION_API_LOYALTY_EXPLAINER = {
  title: "How points become impact",
  steps: [
    { title: "Members pick their points", body: "A slider in your app or at the till: spare points, any time, no minimum spend." },
    { title: "They choose a cause", body: "Any of 100,000+ registered charities, or the ones you champion as a brand." },
    { title: "We turn points into pounds", body: "You settle the value, we deliver the donation and send the member a receipt." },
  ],
} as const;

export interface SampleCharity {
  name: string;
  cause: string;
  blurb: string;
  tone: "coral" | "aqua" | "sun";
}

/** The demo's three sample charities (fictional). The first is the default choice. */
export const LOYALTY_CHARITIES: readonly [SampleCharity, ...SampleCharity[]] = [
  { name: "Harbour Kids Trust", cause: "Children's charity", blurb: "Hot lunches and holiday clubs for kids", tone: "coral" },
  { name: "Greenline Rewild", cause: "Environment", blurb: "Planting city forests, one street at a time", tone: "aqua" },
  { name: "Open Door Shelter", cause: "Homelessness", blurb: "A safe bed and a warm meal tonight", tone: "sun" },
];

export const DONATION_API_LOYALTY_DEMO = {
  eyebrow: "Supermarket club-card demo",
  title: "Give your points a purpose",
  body: "A supermarket club card with the donation API plugged in. Have a go: no points are spent.",
  cardBrand: "FreshCart Club Card",
  balanceLabel: "Your balance",
  balance: "3,240 points",
  progressLabel: "Donation progress",
  steps: ["Convert points", "Select a Charity", "Thank You"],
  shortSteps: ["Points", "Charity", "Done"],
  pointsLabel: "Points to convert",
  searchLabel: "Search charities",
  searchPlaceholder: "Search 100,000+ charities",
  charitiesLabel: "Sample charities",
  continue: "Continue",
  confirm: "Confirm Donation",
  back: "Back",
  startOver: "Start Over",
} as const;
