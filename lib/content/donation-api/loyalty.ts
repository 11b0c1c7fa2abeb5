import type { PageMeta } from "../../metadata";
import { formatGBP } from "../../money";
import { LOYALTY_CLAIMS } from "../../site";
import { DEMO_FRAME, type DemoCardCopy, type NumberedStepsCopy } from "../shared";
import type { DonationApiHeroCopy, HeadedSectionCopy } from "./shared";

/** /donation-api/loyalty: points-to-donation explainer and the supermarket club-card demo. */

export const DONATION_API_LOYALTY_META = {
  path: "/donation-api/loyalty",
  title: "Loyalty points to donations",
  description: `Let your members turn loyalty points into donations to any of ${LOYALTY_CLAIMS.charities} charities. Try the supermarket club-card demo.`,
} satisfies PageMeta;

const DEMO_ID = "loyalty-demo";

export const DONATION_API_LOYALTY_HERO = {
  eyebrow: "Loyalty points to donations",
  title: ["Points that", "do good"],
  body: `Millions of loyalty points expire unused every year. Let your members turn theirs into donations to any of ${LOYALTY_CLAIMS.charities} charities, right inside your app.`,
  cta: { label: "Try the demo", target: DEMO_ID },
} satisfies DonationApiHeroCopy;

export interface PointsValueCardCopy {
  claim: { value: string; label: string };
  /** "is what every 100 points give": {points} is filled in. */
  rate: { value: string; label: string };
}

/** Beside the hero: the charities claim and what points are worth. */
export const DONATION_API_LOYALTY_VALUE = {
  claim: { value: LOYALTY_CLAIMS.charities, label: "charities members can choose from" },
  rate: { value: formatGBP(1), label: "is what every {points} points give" },
} satisfies PointsValueCardCopy;

export const DONATION_API_LOYALTY_EXPLAINER = {
  id: "loyalty-explainer-title",
  title: "How points become impact",
  steps: [
    { title: "Members pick their points", body: "A slider in your app or at the till: spare points, any time, no minimum spend." },
    { title: "They choose a cause", body: `Any of ${LOYALTY_CLAIMS.charities} registered charities, or the ones you champion as a brand.` },
    { title: "We turn points into pounds", body: "You settle the value, we deliver the donation and send the member a receipt." },
  ],
} satisfies NumberedStepsCopy;

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

/** Everything the club-card demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export interface LoyaltyDemoCopy extends HeadedSectionCopy, DemoCardCopy {
  cardBrand: string;
  balanceLabel: string;
  balance: string;
  pointsLabel: string;
  /** "2,000 points". */
  points: string;
  /** "= £20.00" beside the points. */
  value: string;
  /** What the slider announces: "2,000 points, £20.00". */
  valueText: string;
  /** "100 points = £1.00. …": {points} and {pound} are filled in. */
  rateNote: string;
  /** The search box is a picture of the real thing: it finds nothing. */
  searchLabel: string;
  searchPlaceholder: string;
  charitiesLabel: string;
  /** The first is chosen to begin with. */
  charities: readonly SampleCharity[];
  /** "You donated 2,000 points (£20.00) to Harbour Kids Trust." */
  donated: string;
  /** "That's 4 children helped for a month.": {count} is filled in. */
  impact: { one: string; other: string };
  /** The step buttons: Continue, then Confirm Donation; Back; Start Over on the last step. */
  continue: string;
  confirm: string;
  back: string;
  startOver: string;
}

export const DONATION_API_LOYALTY_DEMO = {
  id: DEMO_ID,
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
  points: "{points} points",
  value: "= {value}",
  valueText: "{points}, {value}",
  rateNote: "{points} points = {pound}. Your points go to a charity you choose next.",
  searchLabel: "Search charities",
  searchPlaceholder: `Search ${LOYALTY_CLAIMS.charities} charities`,
  charitiesLabel: "Sample charities",
  charities: LOYALTY_CHARITIES,
  donated: "You donated {points} ({value}) to {charity}.",
  impact: { one: "That's {count} child helped for a month.", other: "That's {count} children helped for a month." },
  continue: "Continue",
  confirm: "Confirm Donation",
  back: "Back",
  startOver: "Start Over",
  frame: DEMO_FRAME,
} satisfies LoyaltyDemoCopy;
