import type { PageMeta } from "../metadata";
import { CHECKOUT, FREE_DROPS_DAILY } from "../site";

const pounds = (n: number) => `£${Number.isInteger(n) ? n : n.toFixed(2)}`;

export const CHARITIES_META = {
  path: "/charities",
  title: "For charities",
  description:
    "Become a verified cause on Drops: appear in the feed, receive drops from people who scroll it, and take donations anywhere with our donation-checkout API.",
} satisfies PageMeta;

export const CHARITIES_APPLY_CTA = "Apply to be a verified cause";

export const CHARITIES_HERO = {
  eyebrow: "For charities and non-profits",
  headline: ["Get your cause", "in the feed"],
  intro: `Drops puts verified causes where people already spend their time. Supporters tap to send drops, and brands fund the first ${FREE_DROPS_DAILY} every day, so giving never waits for a card.`,
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
  },
} as const;

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
} as const;

export const CHARITIES_CHECKOUT_API = {
  id: "checkout-api",
  eyebrow: "Donation-checkout API",
  title: "A checkout built for giving",
  body: "Our donation checkout drops into your own site or app with a few lines of code. Donors pay by instant bank transfer, so more of every gift reaches you.",
  points: [
    "Up to 80% lower fees than card payments",
    "Instant settlement",
    "Gift Aid automation for UK charities",
    "No chargebacks",
  ],
  more: { href: "/donation-api/charities", label: "See the donation API and try the demo" },
  sample: {
    amount: pounds(CHECKOUT.defaultAmount),
    label: "Your donation",
    method: "Bank Transfer (Instant)",
    fee: "Free",
    giftAid: `Gift Aid adds ${pounds(CHECKOUT.defaultAmount * CHECKOUT.giftAidUplift)}`,
  },
} as const;
