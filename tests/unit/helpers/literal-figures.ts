import { addMoney, formatAmount, formatCount, formatGBP, formatPercent, formatUsd, shareOf } from "@/lib/money";
import { CLAIM_FORMATS, type Claim } from "@/lib/content/claim-values";
import { CLAIMS } from "@/lib/content/claims";
import * as site from "@/lib/constants";
import { isMarkup, visibleText } from "./visible-text";

/** Figures from lib/constants.ts and lib/content/claims.ts, each as it would read if someone typed it into visible text. */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Not glued to a word, a number or a price on either side. */
const figure = (body: string) => new RegExp(`(?<![\\w.,£$\\-[(])(?:${body})(?![\\w,]|\\.\\d)`, "i");
const oneOf = (...variants: string[]) => figure([...new Set(variants)].map(escape).join("|"));

const { CHECKOUT, LOYALTY } = site;
const giftAidOnDefault = shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift);

/**
 * A claim as it would read typed in: as shown, or its number in its format and
 * the other ways a number is written. A small plain number (a campaign's
 * seconds) is everywhere in code, so it counts only with a unit of time after it.
 */
function claimPattern(claim: Claim): RegExp {
  if (claim.type === "shown") return oneOf(claim.value);
  const n = claim.value;
  if (claim.format === "percent" || claim.format === "increase") return oneOf(`${n}%`, CLAIM_FORMATS[claim.format](n));
  if (claim.format === "plain" && n < 100) return figure(`${n}[-\\s](?:sec(?:ond)?s?|min(?:ute)?s?|hours?|days?)\\b`);
  return oneOf(CLAIM_FORMATS[claim.format](n), formatCount(n), String(n), formatUsd(n));
}

export const FIGURES: { name: string; pattern: RegExp }[] = [
  { name: "FREE_DROPS_DAILY", pattern: figure(`${site.FREE_DROPS_DAILY}\\s+(?:free|daily|drops?|every)\\b`) },
  { name: "COPYRIGHT_YEAR", pattern: oneOf(String(site.COPYRIGHT_YEAR)) },
  ...CLAIMS.map((claim) => ({ name: `claims: ${claim.name}`, pattern: claimPattern(claim) })),
  ...[...CHECKOUT.presets, CHECKOUT.defaultAmount, CHECKOUT.cardFee, CHECKOUT.maxCustomAmount].map((amount) => ({
    name: `CHECKOUT amount ${amount}`,
    pattern: oneOf(formatAmount(amount), formatGBP(amount)),
  })),
  {
    name: "CHECKOUT sums (Gift Aid and totals on the default amount)",
    pattern: oneOf(
      ...[giftAidOnDefault, addMoney(CHECKOUT.defaultAmount, giftAidOnDefault), addMoney(CHECKOUT.defaultAmount, CHECKOUT.cardFee)].flatMap((a) => [
        formatAmount(a),
        formatGBP(a),
      ]),
    ),
  },
  { name: "CHECKOUT.giftAidUplift", pattern: oneOf(formatPercent(CHECKOUT.giftAidUplift)) },
  { name: "REVENUE_SHARE", pattern: oneOf(formatPercent(site.REVENUE_SHARE)) },
  {
    name: "LOYALTY points",
    pattern: figure(
      `(?:${[...new Set([LOYALTY.min, LOYALTY.max, LOYALTY.pointsPerPound, LOYALTY.pointsPerChildMonth])]
        .flatMap((n) => [formatCount(n), String(n)])
        .map(escape)
        .join("|")})\\s+points`,
    ),
  },
  {
    name: "timings and limits",
    pattern: oneOf(
      ...[
        site.DROPLIST_RESET_MS,
        site.CHAT_REPLY_DELAY_MS,
        site.PARTNER_MESSAGE_MAX_CHARS,
        site.COPY_CONFIRM_MS,
        site.TOAST_DURATION_MS,
        site.TAP_ANIMATION_MS,
      ].flatMap((n) => [String(n), formatCount(n)]),
      `${site.CHAT_REPLY_DELAY_MS / 1000} s`,
      `${site.CHAT_REPLY_DELAY_MS / 1000}s`,
      `${site.CHAT_REPLY_DELAY_MS / 1000} seconds`,
    ),
  },
  { name: "pixel thresholds", pattern: figure(`(?:${site.CHAT_MAX_HEIGHT_PX}|${site.MOBILE_BREAKPOINT_PX}|${site.HEADER_SCROLL_THRESHOLD_PX})\\s?px`) },
];

/** The figures typed literally into the visible text of one file. */
export function literalFigures(source: string): string[] {
  const found = new Map<string, { names: string[]; where: string }>();
  for (const piece of visibleText(source)) {
    if (isMarkup(piece.text)) continue;
    for (const { name, pattern } of FIGURES) {
      const match = pattern.exec(piece.text);
      if (!match) continue;
      // One finding per figure typed, even where two constants share a value ("80%").
      const key = `line ${piece.line}: "${match[0].trim()}"`;
      const entry = found.get(key) ?? { names: [], where: `in ${piece.kind} "${piece.text.trim().slice(0, 60)}"` };
      entry.names.push(name);
      found.set(key, entry);
    }
  }
  return [...found].map(([key, { names, where }]) => `${key} (${names.join(", ")}) ${where}`);
}
