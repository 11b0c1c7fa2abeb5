import { claimValuesOf } from "./claim-values";
import { SHARED_FILES } from "./shared-files";

/**
 * The marketing claims: lib/content/claims.json, as the manifest checked it
 * (lib/content/shared-files.ts). Pages show them by name
 * (lib/content/claim-values.ts); no island imports them, so the file never
 * ships to the browser.
 */
export const CLAIMS = SHARED_FILES.claims.content.claims;

/** Each claim's figure as pages show it, by name. */
export const CLAIM_VALUES = claimValuesOf(CLAIMS);
