import { claimValuesOf } from "./claim-values";
import { claimsSchema } from "./claims.schema";
import data from "./claims.json";
import { loadContent } from "./load-file";

/**
 * The marketing claims: lib/content/claims.json, checked against its schema
 * at build time (lib/content/files.ts). Pages show them by name
 * (lib/content/claim-values.ts); no island imports them, so the file never
 * ships to the browser.
 */
export const CLAIMS = loadContent("lib/content/claims.json", claimsSchema, data).claims;

/** Each claim's figure as pages show it, by name. */
export const CLAIM_VALUES = claimValuesOf(CLAIMS);
