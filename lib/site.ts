/**
 * The business constants (numbers, timings, marketing claims) and site-wide
 * settings, in one place. Anything timed, counted or claimed elsewhere imports
 * it from here; tests/unit/literal-figures.test.ts fails when one is typed
 * into visible text instead.
 */

export const SITE_NAME = "Drops";

/** Public origin used for canonical URLs, the sitemap and social cards. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "https://drops.example").replace(/\/+$/, "");

/** Sub-path the export is served under (branch previews), "" in production. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH || "";

/** A branch preview: noindex, robots.txt disallows everything, and a review page at /_review/. */
export const IS_PREVIEW = process.env.NEXT_PUBLIC_SITE_PREVIEW === "1";

export const FREE_DROPS_DAILY = 5;

export const DROPLIST_SUBMIT_MS = 1000;
export const DROPLIST_RESET_MS = 2000;

export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const COPYRIGHT_YEAR = 2025;

/** Routes whose header starts transparent over a full-bleed hero. */
export const TRANSPARENT_HEADER_ROUTES: readonly string[] = ["/"];

export const CHAT_REPLY_DELAY_MS = 1500;
export const CHAT_MAX_HEIGHT_PX = 500;

export const CHECKOUT = {
  presets: [10, 20, 50],
  defaultAmount: 30,
  cardFee: 0.8,
  giftAidUplift: 0.25,
  /** The custom amount box goes up to this, in pounds: a demo, not a cap on generosity. */
  maxCustomAmount: 10_000,
} as const;

export const LOYALTY = {
  pointsPerPound: 100,
  min: 500,
  max: 2000,
  step: 500,
  defaultPoints: 2000,
  pointsPerChildMonth: 500,
} as const;

export const REVENUE_SHARE = 0.01;

/** Partner enquiry (/brands, /charities): a simulated wait like the Droplist; nothing is sent. */
export const PARTNER_ENQUIRY_SUBMIT_MS = 1200;
export const PARTNER_MESSAGE_MAX_CHARS = 1000;
/** The message counter speaks up once this few characters are left. */
export const PARTNER_COUNTER_ANNOUNCE_FROM = 100;

/** The example campaign on /brands. */
export const EXAMPLE_CAMPAIGN = {
  budgetUsd: 50_000,
  drops: 500_000,
  impressions: 250_000,
  impressionSeconds: 30,
  loyaltyLiftPct: 20,
  engagementLiftPct: 35,
} as const;

/** The marketing claims of the brands page, word for word. */
export const BRAND_CLAIMS = {
  nonProfits: "170k+",
  supporterReach: "25M+",
  brandAlignment: "90%",
  brandLoyalty: "4.2x",
  conversionIncrease: "15%",
} as const;

/** The marketing claims of the donation API for charities, word for word. */
export const DONATION_API_CLAIMS = {
  raised: "£12M+",
  charities: "3,400+",
  increasedConversion: "80%",
  lowerFees: "80%",
  averageIntegration: "3 mins",
} as const;

/** The loyalty page's claim, word for word. */
export const LOYALTY_CLAIMS = {
  charities: "100,000+",
} as const;

/** How long a copy button shows its tick after a copy. */
export const COPY_CONFIRM_MS = 2000;

/** How long a toast stays up. */
export const TOAST_DURATION_MS = 5000;

/** The home page's tapping phone sends a drop this often. */
export const TAP_ANIMATION_MS = 1600;
