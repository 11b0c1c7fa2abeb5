/**
 * The claims (lib/content/claims.json) as pages show them, and how a page picks
 * one: by its name, never by its place in a list, so a marketer who reorders
 * either list keeps every label beside its own figure. No file is read here and
 * no schema is run, so the editor's preview uses it with the claims being edited.
 */
import { formatCount, formatUsd } from "../money";

/** How a claim given as a number is printed. */
export const CLAIM_FORMATS = {
  /** 1200 */
  plain: (n: number) => String(n),
  /** 1,200 */
  thousands: formatCount,
  /** $1,200 */
  usd: formatUsd,
  /** 12% */
  percent: (n: number) => `${n}%`,
  /** +12% */
  increase: (n: number) => `+${n}%`,
} as const satisfies Record<string, (n: number) => string>;
export type ClaimFormat = keyof typeof CLAIM_FORMATS;
export const CLAIM_FORMAT_NAMES = Object.keys(CLAIM_FORMATS) as [ClaimFormat, ...ClaimFormat[]];

/** A claim as claims.json holds it: the figure as shown, or a number and its format. */
export type Claim = { type: "shown"; name: string; value: string } | { type: "number"; name: string; value: number; format: ClaimFormat };

/** Each claim's name and its figure as a page shows it ("raised" → "£2M+", "budget" → "$1,200"). */
export type ClaimValues = Readonly<Record<string, string>>;

/** The claims' figures, by name. */
export function claimValuesOf(claims: readonly Claim[]): ClaimValues {
  return Object.fromEntries(claims.map((claim) => [claim.name, claim.type === "shown" ? claim.value : CLAIM_FORMATS[claim.format](claim.value)]));
}

/** The figure of the claim a page names; a name claims.json does not have throws, naming it. */
export function claimValue(claims: ClaimValues, name: string): string {
  const value = claims[name];
  if (value === undefined) throw new Error(`No claim named "${name}" in lib/content/claims.json (its claims: ${Object.keys(claims).join(", ")})`);
  return value;
}

/** Items that each name a claim, each with its claim's figure beside its own words. */
export const withClaims = <T extends { claim: string }>(items: readonly T[], claims: ClaimValues): (T & { value: string })[] =>
  items.map((item) => ({ ...item, value: claimValue(claims, item.claim) }));
