import type { PageMeta } from "../../metadata";
import { addMoney, formatAmount, formatGBP, formatPercent, shareOf } from "../../money";
import { CHECKOUT, DONATION_API_CLAIMS } from "../../site";
import { CODE_BLOCK, DEMO_FRAME, type CodeBlockCopy, type DemoCardCopy } from "../shared";
import type { CodeSnippetCopy, DonationApiCtaCopy, DonationApiHeroCopy, HeadedSectionCopy } from "./shared";

/** /donation-api/charities: the FOR CHARITIES pitch, the smart-checkout demo and Get Started. */

export const DONATION_API_CHARITIES_META = {
  path: "/donation-api/charities",
  title: "Donation API for charities",
  description: `Take donations by instant bank transfer: up to ${DONATION_API_CLAIMS.lowerFees} lower fees than cards, instant settlement, Gift Aid automation and no chargebacks. Try the smart checkout.`,
} satisfies PageMeta;

const DEMO_ID = "checkout-demo";
/** The fictional charity the demo gives to. */
const DEMO_CHARITY = "Harbour Kids Trust";
const GET_STARTED_ID = "get-started";

export const DONATION_API_CHARITIES_HERO = {
  eyebrow: "Donation API",
  title: "For charities",
  body: "Swap card fees for instant bank payments. Your supporters give in a few taps, you get the money in seconds, and more of every gift goes where it should.",
  cta: { label: "Get Started Free", target: GET_STARTED_ID },
  secondary: "View Documentation",
} satisfies DonationApiHeroCopy;

export interface SettledCardCopy {
  /** The card is one picture to assistive technology: this is its text alternative. */
  label: string;
  heading: string;
  amount: string;
  rows: readonly { term: string; value: string }[];
  total: { term: string; value: string };
}

const SETTLED_GIFT_AID = shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift);

/** Beside the hero: a donation notification as the charity sees it. Decorative numbers, real maths. */
export const DONATION_API_CHARITIES_SETTLED = {
  label: `Example: a ${formatGBP(CHECKOUT.defaultAmount)} donation settled instantly, plus ${formatGBP(SETTLED_GIFT_AID)} Gift Aid`,
  heading: "New donation · just now",
  amount: formatGBP(CHECKOUT.defaultAmount),
  rows: [
    { term: "Settled", value: "Instantly" },
    { term: "Card fees", value: "None" },
    { term: "Gift Aid", value: `+ ${formatGBP(SETTLED_GIFT_AID)}` },
  ],
  total: { term: "Total to the cause", value: formatGBP(addMoney(CHECKOUT.defaultAmount, SETTLED_GIFT_AID)) },
} satisfies SettledCardCopy;

export interface Benefit {
  title: string;
  body: string;
  icon: "fees" | "instant" | "code" | "gift-aid" | "secure" | "shield";
}

export interface BenefitsGridCopy {
  eyebrow: string;
  title: string;
  body: string;
  benefits: readonly Benefit[];
}

export const DONATION_API_CHARITIES_BENEFITS = {
  eyebrow: "Why charities switch",
  title: "Every pound goes further",
  body: "Card payments quietly eat into every gift. Bank payments don't.",
  benefits: [
    { title: `Up to ${DONATION_API_CLAIMS.lowerFees} lower fees than card payments`, body: "Bank payments skip the card networks, so more of every donation reaches the cause.", icon: "fees" },
    { title: "Instant settlement", body: "Donations land in your account in seconds, not in three working days.", icon: "instant" },
    { title: "Simple integration", body: "A few lines of JavaScript on your donate page. No new forms, no card data to look after.", icon: "code" },
    { title: "Gift Aid automation for UK charities", body: "Declarations are captured at checkout and your claims are ready to send to HMRC.", icon: "gift-aid" },
    { title: "Secure bank-level donor authentication", body: "Supporters approve every gift in their own banking app, with their usual face or fingerprint.", icon: "secure" },
    { title: "No chargebacks", body: "A bank payment can't be clawed back months later, so what you raise stays raised.", icon: "shield" },
  ],
} satisfies BenefitsGridCopy;

export interface CheckoutCodeCopy {
  eyebrow: string;
  title: string;
  intro: string;
  requestDemo: string;
  requestDemoNote: string;
  /** Where Request Demo scrolls to. */
  demoTarget: string;
  snippet: CodeSnippetCopy;
  block: CodeBlockCopy;
}

export const DONATION_API_CHARITIES_CODE = {
  eyebrow: "Simple integration",
  title: "Live in minutes",
  intro: "Drop the checkout onto your donate page. One object, six fields, done.",
  requestDemo: "Request Demo",
  requestDemoNote: "Rather see it first? The live checkout is right below.",
  demoTarget: DEMO_ID,
  snippet: {
    id: "charity-checkout-code",
    title: "donate.js",
    language: "javascript",
    copyLabel: "Copy the checkout code",
    code: `import { DropsCheckout } from "@drops/checkout";

const checkout = new DropsCheckout({
  apiKey: "pk_live_your_public_key",
  charityId: "chr_your_charity_id",
  amount: ${CHECKOUT.defaultAmount},
  currency: "GBP",
  giftAid: true,
  onSuccess: (donation) => {
    console.log(\`Thank you! Donation \${donation.id} received.\`);
  },
});

checkout.mount("#donate");
`,
  },
  block: CODE_BLOCK,
} satisfies CheckoutCodeCopy;

export interface StatsBandCopy {
  label: string;
  stats: readonly { value: string; label: string }[];
}

export const DONATION_API_CHARITIES_STATS = {
  label: "Donation API in numbers",
  stats: [
    { value: DONATION_API_CLAIMS.raised, label: "raised" },
    { value: DONATION_API_CLAIMS.charities, label: "charities" },
    { value: DONATION_API_CLAIMS.increasedConversion, label: "increased conversion" },
    { value: DONATION_API_CLAIMS.averageIntegration, label: "average integration" },
  ],
} satisfies StatsBandCopy;

/** Everything the smart-checkout demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export interface CheckoutDemoCopy extends HeadedSectionCopy, DemoCardCopy {
  cardTitle: string;
  charity: string;
  presetsLabel: string;
  customAmount: string;
  customAmountHint: string;
  monthly: string;
  /** "You're giving £30 a month.": {amount} (in bold) and {perMonth} are filled in. */
  giving: string;
  perMonth: string;
  giftAidPitch: string;
  giftAidCheckbox: string;
  giftAidNote: string;
  summary: {
    donation: string;
    /** "Gift Aid (25%)": {rate} is filled in. */
    giftAidRate: string;
    /** "Harbour Kids Trust receives": {charity} is filled in. */
    receives: string;
    donationLine: string;
    monthlySuffix: string;
    giftAid: string;
    notClaimed: string;
    fee: string;
    youPay: string;
  };
  bank: string;
  bankBadge: string;
  card: string;
  cardBadge: string;
  /** Step 4, with the amount chosen. */
  thankYou: string;
  receipt: string;
  monthlyNote: string;
  back: string;
  continue: string;
  donate: string;
  startOver: string;
}

export const DONATION_API_CHARITIES_DEMO = {
  id: DEMO_ID,
  eyebrow: "Live demo",
  title: "Try the smart checkout",
  body: "This is what your supporters see. Click through it: nothing is charged and nothing is sent.",
  cardTitle: `Donate to ${DEMO_CHARITY}`,
  charity: DEMO_CHARITY,
  progressLabel: "Checkout progress",
  steps: ["Select Amount", "Gift Aid", "Select Payment Method", "Thank You"],
  shortSteps: ["Amount", "Gift Aid", "Payment", "Done"],
  presetsLabel: "Choose an amount",
  customAmount: "Custom amount",
  customAmountHint: `Any amount up to ${formatAmount(CHECKOUT.maxCustomAmount)}.`,
  monthly: "Make this a monthly donation",
  giving: "You're giving {amount}{perMonth}.",
  perMonth: " a month",
  giftAidPitch: `Boost your donation by ${formatPercent(CHECKOUT.giftAidUplift)} at no extra cost to you`,
  giftAidCheckbox: "I am a UK taxpayer and would like to claim Gift Aid on my donation",
  giftAidNote: "The charity claims the extra from HMRC. You pay nothing more.",
  summary: {
    donation: "Your donation",
    giftAidRate: "Gift Aid ({rate})",
    receives: "{charity} receives",
    donationLine: "Donation",
    monthlySuffix: " (monthly)",
    giftAid: "Gift Aid",
    notClaimed: "Not claimed",
    fee: "Payment fee",
    youPay: "You pay",
  },
  bank: "Bank Transfer (Instant)",
  bankBadge: "Free",
  card: "Credit/Debit Card",
  cardBadge: `+ ${formatGBP(CHECKOUT.cardFee)} fee`,
  thankYou: "Your {amount} donation has been processed successfully.",
  receipt: "A receipt has been sent to your email",
  monthlyNote: "It will repeat every month until you stop it.",
  back: "Back",
  continue: "Continue",
  donate: "Donate Now",
  startOver: "Start Over",
  frame: DEMO_FRAME,
} satisfies CheckoutDemoCopy;

export const DONATION_API_CHARITIES_GET_STARTED = {
  id: GET_STARTED_ID,
  title: "Get started",
  body: "Get your keys, add the checkout, and take your first instant donation today. Free to start, no contract.",
  primary: "Request API Key",
  secondary: "View Documentation",
  focusTarget: true,
} satisfies DonationApiCtaCopy;
