/**
 * Every amount and count the site shows is formatted here. Money is pounds
 * sterling (en-GB, GBP), bar the brands page's example campaign, which is
 * budgeted in US dollars. Sums are done in whole pence so 0.1 + 0.2 never shows
 * up as £0.30000000000000004.
 */

/**
 * A formatter made on first use, not when the module loads: every page's boot
 * evaluates this module (the islands import it), and making four ICU
 * formatters took about 40 ms of the phone profile's main thread there, a task
 * a tap could land in (docs/performance.md, "At the floor again").
 */
function formatter(locale: string, options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat(locale, options));
}

const withPence = formatter("en-GB", { style: "currency", currency: "GBP" });
const wholePounds = formatter("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const wholeDollars = formatter("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const counts = formatter("en-GB");

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function fromPence(pence: number): number {
  return pence / 100;
}

/** Always two decimals: £20.00, £0.80. A non-finite value shows as £0.00, never NaN. */
export function formatGBP(pounds: number): string {
  return withPence().format(Number.isFinite(pounds) ? fromPence(toPence(pounds)) : 0);
}

/** Drops the pence on whole pounds, the way people write amounts: £30, but £25.50. */
export function formatAmount(pounds: number): string {
  if (!Number.isFinite(pounds)) return wholePounds().format(0);
  const pence = toPence(pounds);
  return pence % 100 === 0 ? wholePounds().format(pence / 100) : withPence().format(pence / 100);
}

/** A share of an amount (0.25 for 25%), rounded to the penny. */
export function shareOf(pounds: number, share: number): number {
  return fromPence(Math.round(toPence(pounds) * share));
}

/** Adds amounts penny-exact. */
export function addMoney(...amounts: number[]): number {
  return fromPence(amounts.reduce((sum, a) => sum + toPence(a), 0));
}

/** 0.25 → "25%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Whole US dollars: 50000 → "$50,000". */
export function formatUsd(dollars: number): string {
  return wholeDollars().format(Number.isFinite(dollars) ? dollars : 0);
}

/** A count with thousands separators: 500000 → "500,000". */
export function formatCount(n: number): string {
  return counts().format(n);
}
