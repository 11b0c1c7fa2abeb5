// The table `npm run perf` prints from Lighthouse CI's reports: one row per
// route, the median of its runs for each column.
import { median } from "./real-phone.mjs";

const COLUMNS = ["route", "perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "bytes"];
const WIDTHS = [26, 5, 5, 5, 5, 8, 8, 7, 6, 8];

/** @param {Array<{ requestedUrl: string, categories: Record<string, { score: number }>, audits: Record<string, { numericValue: number }> }>} lhrs */
export function formatLighthouseTable(lhrs) {
  const byRoute = new Map();
  for (const lhr of lhrs) {
    const route = new URL(lhr.requestedUrl).pathname;
    (byRoute.get(route) ?? byRoute.set(route, []).get(route)).push(lhr);
  }
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(WIDTHS[i]) : String(c).padStart(WIDTHS[i]))).join(" ");
  const rows = [...byRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, runs]) => {
      const score = (cat) => Math.round(median(runs.map((r) => r.categories[cat].score)) * 100);
      const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
      const seconds = (id) => `${(audit(id) / 1000).toFixed(2)} s`;
      return line([
        route,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        seconds("first-contentful-paint"),
        seconds("largest-contentful-paint"),
        `${Math.round(audit("total-blocking-time"))} ms`,
        audit("cumulative-layout-shift").toFixed(3),
        `${(audit("total-byte-weight") / 1024).toFixed(0)} kB`,
      ]);
    });
  return [line(COLUMNS), ...rows].join("\n");
}
