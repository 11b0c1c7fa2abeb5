import type { PageMeta } from "../metadata";
import { FREE_DROPS_DAILY } from "../site";
import { FEED_PHONE, type FeedPhoneCopy } from "./illustrations";
import { SITE_COPY } from "./shared";

/** Home takes the site's own title and description. */
export const HOME_META = { path: "/", description: SITE_COPY.description } satisfies PageMeta;

export interface HomeHeroCopy {
  badge: string;
  /** Two lines, the second in the accent colour. */
  headline: readonly [string, string];
  tagline: string;
  intro: string;
  cta: string;
  /** Id of what the button scrolls to. */
  target: string;
  /** The region the button scrolls to, by name. */
  targetLabel: string;
  phone: FeedPhoneCopy;
}

export const HOME_HERO = {
  badge: "Private beta coming soon",
  headline: ["Scrolling that", "actually matters"],
  tagline: "Scroll. Tap. Give. Repeat.",
  intro: `A feed of causes worth your thumb. Every tap sends a drop to a real charity, and brands fund your first ${FREE_DROPS_DAILY} every day.`,
  cta: "Let's Go",
  target: "how-it-works",
  targetLabel: "How it works",
  phone: FEED_PHONE,
} satisfies HomeHeroCopy;

export interface HomeFeatureCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  /** Which drawing stands beside it. */
  illustration: "feed" | "tap" | "impact" | "waves";
}

export const HOME_FEATURES = [
  {
    id: "feed",
    eyebrow: "01 · Scroll",
    title: "Our feed hits different",
    body: "Short stories from verified charities, in the feed you already know how to use. No guilt trips, no walls of text: just causes, what they need today and what a drop does.",
    points: ["Verified causes only", "Real updates, not ads", "Pick the causes you follow"],
    illustration: "feed",
  },
  {
    id: "tap",
    eyebrow: "02 · Tap",
    title: "Tap to make magic happen",
    body: `One tap sends a drop. You get ${FREE_DROPS_DAILY} free drops every day, paid for by brands who would rather fund good than buy another banner ad. It costs you nothing but a second.`,
    points: [`${FREE_DROPS_DAILY} free drops, every day`, "Funded by brands, not your wallet", "Instant, no sign-up forms"],
    illustration: "tap",
  },
  {
    id: "impact",
    eyebrow: "03 · Feel it",
    title: "Feel good with yourself",
    body: "See what your drops became: meals served, trees planted, nights of shelter. Every drop is tracked to the cause, so the good feeling is backed by receipts.",
    points: ["See your impact in real numbers", "Updates from the causes you backed", "A giving streak worth keeping"],
    illustration: "impact",
  },
  {
    id: "waves",
    eyebrow: "04 · Repeat",
    title: "Enough drops make waves",
    body: "Out of free drops? Get more by inviting friends, redeeming offers from partner brands or topping up. When a friend joins, you both get a splash of extra drops.",
    points: ["Invite friends for 10x free Drops", "Redeem offers from brands you like", "Top up whenever you want to give more"],
    illustration: "waves",
  },
] as const satisfies readonly HomeFeatureCopy[];

export interface HomeClosingCopy {
  title: string;
  body: string;
  cta: string;
}

export const HOME_CLOSING = {
  title: "Join the next generation of giving",
  body: "We're releasing a private beta app soon",
  cta: "Join the Droplist",
} satisfies HomeClosingCopy;

export interface TapPhoneCopy {
  cause: string;
  need: string;
  tap: string;
  freeToday: string;
  /** "3 of 5 left": {left} and {total} are filled in. */
  left: string;
}

/** The phone beside "Tap to make magic happen". */
export const HOME_TAP_PHONE = {
  cause: "Harbour Kids Trust",
  need: "Hot lunches for 40 kids",
  tap: "Tap to drop",
  freeToday: "Free drops today",
  left: "{left} of {total} left",
} satisfies TapPhoneCopy;

export interface ImpactCardCopy {
  badge: string;
  message: string;
  detail: string;
  streak: string;
}

/** The impact message a donor sees after giving. */
export const HOME_IMPACT_CARD = {
  badge: "Impact unlocked",
  message: "You just dropped 3 meals!",
  detail: "Harbour Kids Trust · just now",
  streak: "Giving streak: 12 days",
} satisfies ImpactCardCopy;

export interface InviteCardCopy {
  eyebrow: string;
  title: string;
  detail: string;
  /** Initials on the friends' avatars. */
  friends: readonly string[];
  ways: readonly string[];
}

/** More drops: the invite reward and the ways to top up. */
export const HOME_INVITE_CARD = {
  eyebrow: "Invite a friend",
  title: "10x free Drops",
  detail: "when a friend joins with your link",
  friends: ["A", "J", "M", "S"],
  ways: ["Invite", "Offers", "Top up"],
} satisfies InviteCardCopy;
