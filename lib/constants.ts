/**
 * The business constants (numbers, timings, marketing claims) and site-wide
 * settings, in one place. Anything timed, counted or claimed elsewhere imports
 * it from here; tests/unit/literal-figures.test.ts fails when one is typed
 * into visible text instead. The figures marketers own (drops per day, fees,
 * claims) are edited in lib/content/figures.json and claims.json (the claims
 * are exported by lib/content/claims.ts: no island needs them); timings stay here.
 */
import { FIGURES_FILE as FIGURES } from "./content/island-files/figures";

export const SITE_NAME = "Drops";

/**
 * Public origin used for canonical URLs, the sitemap and social cards. next.config.ts
 * always sets it (scripts/build/site-origin.mjs: a production build without it fails);
 * the fallback, the same local address, is for unit tests, which skip the config.
 */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

/** Sub-path the export is served under (branch previews), "" in production. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH || "";

/** A branch preview: noindex, robots.txt disallows everything, and a review page at /_review/. */
export const IS_PREVIEW = process.env.NEXT_PUBLIC_SITE_PREVIEW === "1";

export const FREE_DROPS_DAILY = FIGURES.freeDropsDaily;

/** After a join, the form resets (and the modal closes) this long after the endpoint said the address is stored. */
export const DROPLIST_RESET_MS = 2000;

export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const COPYRIGHT_YEAR = 2025;

export const CHAT_REPLY_DELAY_MS = 1500;

/** How near the viewport (px, above or below) a demo's card comes before its later steps are fetched (components/demos/later-steps.tsx). */
export const LATER_STEPS_MARGIN_PX = 400;
export const CHAT_MAX_HEIGHT_PX = 500;

export const CHECKOUT = {
  presets: [10, 20, 50],
  defaultAmount: 30,
  cardFee: FIGURES.cardFee,
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

export const REVENUE_SHARE = FIGURES.revenueShare;

/**
 * Partner enquiry (/brands, /charities): Send stores the enquiry for the team
 * (functions/api/enquiries.ts); the dialog also names this address, a second way
 * to write.
 */
export const PARTNERSHIPS_EMAIL = "partnerships@drops.example";
export const PARTNER_MESSAGE_MAX_CHARS = 1000;
/** The message counter speaks up once this few characters are left. */
export const PARTNER_COUNTER_ANNOUNCE_FROM = 100;

/** How long a copy button shows its tick after a copy. */
export const COPY_CONFIRM_MS = 2000;

/** How long a toast stays up. */
export const TOAST_DURATION_MS = 5000;

/** The home page's tapping phone sends a drop this often. */
export const TAP_ANIMATION_MS = 1600;
