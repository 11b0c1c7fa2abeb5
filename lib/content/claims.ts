import { claimsSchema } from "./claims.schema";
import data from "./claims.json";
import { loadContent } from "./load-file";

/**
 * The marketing claims and the example campaign: lib/content/claims.json,
 * checked against its schema at build time (lib/content/files.ts). Pages'
 * copy imports them; no island does, so the file never ships to the browser.
 */
const CLAIMS = loadContent("lib/content/claims.json", claimsSchema, data);

/** The example campaign on /brands. */
export const EXAMPLE_CAMPAIGN = CLAIMS.exampleCampaign;

/** The marketing claims of the brands page, word for word. */
export const BRAND_CLAIMS = CLAIMS.brandClaims;

/** The marketing claims of the donation API for charities, word for word. */
export const DONATION_API_CLAIMS = CLAIMS.donationApiClaims;

/** The loyalty page's claim, word for word. */
export const LOYALTY_CLAIMS = CLAIMS.loyaltyClaims;
