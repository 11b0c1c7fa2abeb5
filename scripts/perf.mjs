// npm run perf: Lighthouse (mobile, 3 runs per route) on the existing export in
// out/, then one table of medians, then the budget assertions of lighthouserc.cjs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { findSystemChromium } from "./find-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, "out", "sitemap.xml"))) {
  console.error('No export in out/: run "npm run build" first.');
  process.exit(1);
}
const chrome = process.env.CHROME_PATH || findSystemChromium();
if (!chrome) {
  console.error("No Chromium found: apt-get install -y chromium, or set CHROME_PATH.");
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome };
const lhci = path.join(root, "node_modules", ".bin", "lhci");
const lhciDir = path.join(root, ".lighthouseci");
rmSync(lhciDir, { recursive: true, force: true });

const collect = spawnSync(lhci, ["collect", "--config=lighthouserc.cjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
if (collect.status !== 0) process.exit(collect.status ?? 1);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const byUrl = new Map();
for (const file of readdirSync(lhciDir).filter((f) => f.startsWith("lhr-") && f.endsWith(".json"))) {
  const lhr = JSON.parse(readFileSync(path.join(lhciDir, file), "utf8"));
  const list = byUrl.get(lhr.requestedUrl) ?? byUrl.set(lhr.requestedUrl, []).get(lhr.requestedUrl);
  list.push(lhr);
}

const cols = ["route", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS", "bytes"];
const widths = [28, 5, 5, 5, 5, 8, 7, 6, 9];
const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" ");
console.log(`\nLighthouse mobile, median of ${[...byUrl.values()][0]?.length ?? 0} runs per route`);
console.log(line(cols));
for (const [url, runs] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) {
  const score = (cat) => Math.round(median(runs.map((r) => r.categories[cat].score)) * 100);
  const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
  console.log(
    line([
      new URL(url).pathname,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(3),
      `${(audit("total-byte-weight") / 1024).toFixed(0)} kB`,
    ]),
  );
}

const assert = spawnSync(lhci, ["assert", "--config=lighthouserc.cjs"], { cwd: root, env, stdio: "inherit" });
console.log(assert.status === 0 ? "\nAll Lighthouse budgets hold." : "\nSome Lighthouse budgets fail (see above).");
process.exit(assert.status ?? 1);
