import type { PageMeta } from "../../metadata";
import { formatAmount, formatGBP, formatPercent } from "../../money";
import { MAX_CUSTOM_AMOUNT } from "../../checkout";
import { CHECKOUT } from "../../site";

/** /donation-api/charities: the FOR CHARITIES pitch, the smart-checkout demo and Get Started. */

export const DONATION_API_CHARITIES_META = {
  path: "/donation-api/charities",
  title: "Donation API for charities",
  description:
    "Take donations by instant bank transfer: up to 80% lower fees than cards, instant settlement, Gift Aid automation and no chargebacks. Try the smart checkout.",
} satisfies PageMeta;

export const DONATION_API_CHARITIES_HERO = {
  eyebrow: "Donation API",
  title: "For charities",
  body: "Swap card fees for instant bank payments. Your supporters give in a few taps, you get the money in seconds, and more of every gift goes where it should.",
  primaryCta: "Get Started Free",
  secondaryCta: "View Documentation",
  demoTarget: "checkout-demo",
  getStartedTarget: "get-started",
} as const;

export interface Benefit {
  title: string;
  body: string;
  icon: "fees" | "instant" | "code" | "gift-aid" | "secure" | "shield";
}

export const DONATION_API_CHARITIES_BENEFITS: readonly Benefit[] = [
  { title: "Up to 80% lower fees than card payments", body: "Bank payments skip the card networks, so more of every donation reaches the cause.", icon: "fees" },
  { title: "Instant settlement", body: "Donations land in your account in seconds, not in three working days.", icon: "instant" },
  { title: "Simple integration", body: "A few lines of JavaScript on your donate page. No new forms, no card data to look after.", icon: "code" },
  { title: "Gift Aid automation for UK charities", body: "Declarations are captured at checkout and your claims are ready to send to HMRC.", icon: "gift-aid" },
  { title: "Secure bank-level donor authentication", body: "Supporters approve every gift in their own banking app, with their usual face or fingerprint.", icon: "secure" },
  { title: "No chargebacks", body: "A bank payment can't be clawed back months later, so what you raise stays raised.", icon: "shield" },
] as const;

export const DONATION_API_CHARITIES_CODE = {
  id: "charity-checkout-code",
  title: "donate.js",
  language: "javascript",
  copyLabel: "Copy the checkout code",
  intro: "Drop the checkout onto your donate page. One object, six fields, done.",
  requestDemo: "Request Demo",
  requestDemoNote: "Rather see it first? The live checkout is right below.",
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
} as const;

export const DONATION_API_CHARITIES_STATS = [
  { value: "£12M+", label: "raised" },
  { value: "3,400+", label: "charities" },
  { value: "80%", label: "increased conversion" },
  { value: "3 mins", label: "average integration" },
] as const;

export const DONATION_API_CHARITIES_DEMO = {
  eyebrow: "Live demo",
  title: "Try the smart checkout",
  body: "This is what your supporters see. Click through it: nothing is charged and nothing is sent.",
  cardTitle: "Donate to Harbour Kids Trust",
  charity: "Harbour Kids Trust",
  progressLabel: "Checkout progress",
  steps: ["Select Amount", "Gift Aid", "Select Payment Method", "Thank You"],
  shortSteps: ["Amount", "Gift Aid", "Payment", "Done"],
  presetsLabel: "Choose an amount",
  customAmount: "Custom amount",
  customAmountHint: `Any amount up to ${formatAmount(MAX_CUSTOM_AMOUNT)}.`,
  monthly: "Make this a monthly donation",
  giftAidPitch: `Boost your donation by ${formatPercent(CHECKOUT.giftAidUplift)} at no extra cost to you`,
  giftAidCheckbox: "I am a UK taxpayer and would like to claim Gift Aid on my donation",
  giftAidNote: "The charity claims the extra from HMRC. You pay nothing more.",
  bank: "Bank Transfer (Instant)",
  bankBadge: "Free",
  card: "Credit/Debit Card",
  cardBadge: `+ ${formatGBP(CHECKOUT.cardFee)} fee`,
  receipt: "A receipt has been sent to your email",
  monthlyNote: "It will repeat every month until you stop it.",
  back: "Back",
  startOver: "Start Over",
} as const;

export const DONATION_API_CHARITIES_GET_STARTED = {
  title: "Get started",
  body: "Get your keys, add the checkout, and take your first instant donation today. Free to start, no contract.",
  primary: "Request API Key",
  secondary: "View Documentation",
} as const;

export const DONATION_API_CHARITIES_BENEFITS_INTRO = {
  title: "Every pound goes further",
  body: "Card payments quietly eat into every gift. Bank payments don't.",
} as const;
