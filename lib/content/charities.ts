import type { PageMeta } from "../metadata";
import { formatAmount, shareOf } from "../money";
import { CHECKOUT, DONATION_API_CLAIMS, FREE_DROPS_DAILY } from "../site";
import { FEED_PHONE, type FeedPhoneCopy } from "./illustrations";
import type { StepCopy } from "./shared";

export const CHARITIES_META = {
  path: "/charities",
  title: "For charities",
  description:
    "Become a verified cause on Drops: appear in the feed, receive drops from people who scroll it, and take donations anywhere with our donation-checkout API.",
} satisfies PageMeta;

/** Every section of the page ends with this button, which opens the partner-enquiry dialog. */
const APPLY = "Apply to be a verified cause";

export interface VerifiedCauseCardCopy {
  name: string;
  tag: string;
  need: string;
  drops: string;
  /** "12.4k drops received": {drops} is filled in. */
  received: string;
  button: string;
}

export interface CharitiesHeroCopy {
  eyebrow: string;
  headline: readonly [string, string];
  intro: string;
  cta: string;
  stepsTitle: string;
  steps: readonly StepCopy[];
  card: VerifiedCauseCardCopy;
}

export const CHARITIES_HERO = {
  eyebrow: "For charities and non-profits",
  headline: ["Get your cause", "in the feed"],
  intro: `Drops puts verified causes where people already spend their time. Supporters tap to send drops, and brands fund the first ${FREE_DROPS_DAILY} every day, so giving never waits for a card.`,
  cta: APPLY,
  stepsTitle: "How verification works",
  steps: [
    { title: "Apply", body: "Tell us about your cause in a couple of minutes." },
    { title: "Get verified", body: "We check who you are, so donors can give with confidence." },
    { title: "Go live", body: "Your stories appear in the feed and drops start landing." },
  ],
  card: {
    name: "Harbour Kids Trust",
    tag: "Verified cause",
    need: "Hot lunches for 40 kids",
    drops: "12.4k",
    received: "{drops} drops received",
    button: "Drop",
  },
} satisfies CharitiesHeroCopy;

/** The two sections after the hero: a pitch with its selling points and the Apply button. */
interface CharitiesSectionCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  cta: string;
}

export interface CharitiesReceiveDropsCopy extends CharitiesSectionCopy {
  phone: FeedPhoneCopy;
}

export const CHARITIES_RECEIVE_DROPS = {
  id: "receive-drops",
  eyebrow: "In the feed",
  title: "Receive drops from the feed",
  body: "Post short updates about what you need today. People scroll past, tap, and every drop they send is counted towards your cause. When it adds up, they hear what it became.",
  points: [
    "Short stories, not long appeals",
    "Drops funded by brands reach you too",
    "Thank supporters with real impact updates",
  ],
  cta: APPLY,
  phone: FEED_PHONE,
} satisfies CharitiesReceiveDropsCopy;

export interface CheckoutSampleCardCopy {
  title: string;
  badge: string;
  label: string;
  amount: string;
  method: string;
  fee: string;
  giftAid: string;
  /** The drawn button, "Donate £30": {amount} is filled in. */
  donate: string;
}

export interface CharitiesCheckoutApiCopy extends CharitiesSectionCopy {
  more: { href: string; label: string };
  sample: CheckoutSampleCardCopy;
}

const SAMPLE_AMOUNT = formatAmount(CHECKOUT.defaultAmount);

export const CHARITIES_CHECKOUT_API = {
  id: "checkout-api",
  eyebrow: "Donation-checkout API",
  title: "A checkout built for giving",
  body: "Our donation checkout drops into your own site or app with a few lines of code. Donors pay by instant bank transfer, so more of every gift reaches you.",
  points: [
    `Up to ${DONATION_API_CLAIMS.lowerFees} lower fees than card payments`,
    "Instant settlement",
    "Gift Aid automation for UK charities",
    "No chargebacks",
  ],
  cta: APPLY,
  more: { href: "/donation-api/charities", label: "See the donation API and try the demo" },
  sample: {
    title: "Checkout",
    badge: "Sample",
    label: "Your donation",
    amount: SAMPLE_AMOUNT,
    method: "Bank Transfer (Instant)",
    fee: "Free",
    giftAid: `Gift Aid adds ${formatAmount(shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift))}`,
    donate: "Donate {amount}",
  },
} satisfies CharitiesCheckoutApiCopy;
