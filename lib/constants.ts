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

/**
 * What the keeping endpoints (functions/api/droplist.ts, functions/api/enquiries.ts) accept,
 * on top of each form's own rules (lib/droplist.ts, lib/partner-enquiry.ts).
 */
/** An email address, as SMTP bounds a path (RFC 5321): longer is refused as "too-long". */
export const EMAIL_MAX_CHARS = 254;
/** The Droplist's whole request body: an address at its longest, percent-encoded, fits three times over. */
export const DROPLIST_BODY_MAX_BYTES = 4 * 1024;
/** A page path a form says it was sent from. */
export const PAGE_PATH_MAX_CHARS = 300;
/** The enquiry's fields other than the message (PARTNER_MESSAGE_MAX_CHARS) and the address (EMAIL_MAX_CHARS), in characters. */
export const PARTNER_FIELD_MAX_CHARS = { name: 200, organisation: 200, charityNumber: 50 } as const;
/**
 * An enquiry's whole request body. It must admit the largest valid enquiry in its largest encoding: a form post
 * percent-encodes each byte of UTF-8 as three, so a character of four bytes (an emoji) becomes 12. Every field at its
 * limit in such characters is 12 × (1,000 + 200 + 200 + 50 + 254) = 20,448 bytes, a page path of '%' signs 900, the
 * field names, audience and honeypot under 100: 21,448 bytes (tests/unit/keeping.test.ts builds it). 24 KiB admits
 * it with room, and still refuses a body no person typed.
 */
export const ENQUIRY_BODY_MAX_BYTES = 24 * 1024;
/**
 * Requests a client (its address, hashed) may send to the keeping endpoints in a window. A family or an office
 * behind one address, each joining once and mistyping a few times, stays well under 20 in 10 minutes; a script
 * sending a list does not.
 */
export const RATE_LIMIT_MAX = 20;
export const RATE_LIMIT_WINDOW_SECONDS = 600;
/**
 * How long what the endpoints keep is kept, in days, before the next write deletes it (docs/data.md): a sign-up
 * waits for the launch, an enquiry for its reply and the partnership after it.
 */
export const SIGNUP_RETENTION_DAYS = 730;
export const ENQUIRY_RETENTION_DAYS = 365;
