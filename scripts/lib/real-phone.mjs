// The real-phone profile: each page loaded in Chromium with real throttling
// through the DevTools protocol (150 ms round trip, 1.6 Mbps x 0.9 down, 750 kbps
// x 0.9 up, 4x CPU slowdown, a 412x823 touch screen), a fresh browser context per
// load. Records first contentful paint, largest contentful paint and the moment
// <html data-hydrated> appears (React has hydrated: every control works).
//
// Unlike Lighthouse's default score this is not a model: the bytes really arrive
// at that rate and the scripts really run four times slower.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { htmlFiles } from "./export-files.mjs";
import { CHROMIUM_ARGS, findSystemChromium } from "./find-chromium.mjs";

export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

/** Median of the finite values; undefined when there are none. */
export function median(values) {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return undefined;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/**
 * The order of the loads: every run visits every route in every variant before
 * the next run starts, so drift on the machine (another process, thermal
 * throttling) hits all variants alike.
 */
export function interleave(routes, variants, runs) {
  const order = [];
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      // Rotate which variant goes first, so none always loads right after another's.
      for (let i = 0; i < variants.length; i++) order.push({ run, route, variant: variants[(i + run) % variants.length] });
    }
  }
  return order;
}

/**
 * A page with every script taken out: external, inline and the RSC payload,
 * and the preload hints for scripts. JSON-LD stays (it is data, not code).
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs) => (/type=["']?application\/ld\+json/i.test(attrs) ? tag : ""))
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, "");
}

/** Copies an export folder with every page's scripts taken out (the paint floor). */
export function copyWithoutScripts(from, to) {
  cpSync(from, to, { recursive: true });
  for (const file of htmlFiles(to)) writeFileSync(file, stripScripts(readFileSync(file, "utf8")));
}

/** Put in every page before its own scripts: records paint timings and the hydration mark. */
function recorder() {
  const marks = { fcp: undefined, lcp: undefined, hydrated: undefined, cls: 0 };
  window.__realPhone = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) marks.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") marks.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const check = () => {
    if (marks.hydrated === undefined && document.documentElement.hasAttribute("data-hydrated")) marks.hydrated = performance.now();
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

/**
 * A page in a fresh browser context on the profile: the phone's screen and
 * touch, the network's round trip and rates (no cache), the CPU slowed down.
 * The caller closes the context.
 */
export async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * One load on the profile; resolves to { fcp, lcp, hydrated } in ms from
 * navigation start and { cls }, the layout shift the load caused.
 */
export async function measureLoad(browser, url, { expectHydration, timeoutMs = 30_000 }) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(recorder);
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    if (expectHydration) {
      await page.waitForFunction(() => window.__realPhone?.hydrated !== undefined, null, { timeout: timeoutMs, polling: 50 });
    }
    // Let a late paint (a swapped font) report before reading.
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({ ...window.__realPhone }));
  } finally {
    await context.close();
  }
}

/** A port nothing listens on now, from the system: tests on a shared machine never pick one another's. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a folder as `npm start` does (scripts/serve.mjs: pretty URLs, gzip, the
 * headers of `config`) on a local port; resolves to a stop function.
 */
export function serveFolder(dir, port, config = "serve.generated.json") {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "serve.mjs"), dir], {
    env: { ...process.env, PORT: String(port), SERVE_CONFIG: config },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`serving ${dir} exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      if (chunk.toString().includes("running at")) resolve(() => child.kill());
    });
  });
}

/**
 * Measures every route in every variant ({ name, dir, hydrates, config? }: config, the
 * variant's own serve config, else `config`), `runs` times,
 * interleaved. Resolves to rows { route, [variant]: { fcp, lcp, hydrated } } of medians.
 */
export async function measureVariants({ routes, variants, runs = 5, basePort = Number(process.env.REAL_PHONE_PORT || 3400), config, log = () => {} }) {
  const stops = [];
  const ports = new Map();
  try {
    for (const [i, variant] of variants.entries()) {
      ports.set(variant.name, basePort + i);
      stops.push(await serveFolder(variant.dir, basePort + i, variant.config ?? config));
    }
    const browser = await chromium.launch({ executablePath: findSystemChromium(), args: CHROMIUM_ARGS });
    const samples = new Map();
    try {
      const order = interleave(routes, variants, runs);
      for (const [n, { route, variant }] of order.entries()) {
        const url = `http://127.0.0.1:${ports.get(variant.name)}${route}`;
        const m = await measureLoad(browser, url, { expectHydration: variant.hydrates });
        const key = `${route}\n${variant.name}`;
        (samples.get(key) ?? samples.set(key, []).get(key)).push(m);
        log(
          `${n + 1}/${order.length} ${variant.name} ${route}: FCP ${Math.round(m.fcp)} LCP ${Math.round(m.lcp)} interactive ${m.hydrated === undefined ? "-" : Math.round(m.hydrated)}`,
        );
      }
    } finally {
      await browser.close();
    }
    return routes.map((route) => {
      const row = { route };
      for (const variant of variants) {
        const list = samples.get(`${route}\n${variant.name}`) ?? [];
        row[variant.name] = {
          fcp: median(list.map((m) => m.fcp)),
          lcp: median(list.map((m) => m.lcp)),
          hydrated: median(list.map((m) => m.hydrated)),
          // CLS's budget is 0, so the worst load is what counts, not the median.
          cls: list.length ? Math.max(...list.map((m) => m.cls ?? 0)) : undefined,
        };
      }
      return row;
    });
  } finally {
    for (const stop of stops) stop();
  }
}

const ms = (v) => (v === undefined ? "-" : String(Math.round(v)));

/**
 * The table `npm run perf` prints: per route, FCP / LCP / interactive for each
 * variant, then the two ratios the budgets name (interactive against the plain
 * build, LCP against the page with no scripts).
 */
export function formatTable(rows, { site = "site", plain = "plain", noScripts = "no-scripts" } = {}) {
  const head = [
    "route",
    `FCP ${site}/${plain}/${noScripts}`,
    `LCP ${site}/${plain}/${noScripts}`,
    `interactive ${site}/${plain}`,
    "TTI ratio",
    "LCP ratio",
    `CLS ${site} worst`,
  ];
  const body = rows.map((r) => {
    const tti = r[site].hydrated !== undefined && r[plain].hydrated ? r[site].hydrated / r[plain].hydrated : undefined;
    const lcp = r[site].lcp !== undefined && r[noScripts].lcp ? r[site].lcp / r[noScripts].lcp : undefined;
    return [
      r.route,
      `${ms(r[site].fcp)} / ${ms(r[plain].fcp)} / ${ms(r[noScripts].fcp)}`,
      `${ms(r[site].lcp)} / ${ms(r[plain].lcp)} / ${ms(r[noScripts].lcp)}`,
      `${ms(r[site].hydrated)} / ${ms(r[plain].hydrated)}`,
      tti === undefined ? "-" : `x${tti.toFixed(2)}`,
      lcp === undefined ? "-" : `x${lcp.toFixed(2)}`,
      r[site].cls === undefined ? "-" : r[site].cls.toFixed(3),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), ...body.map(line)].join("\n");
}

/**
 * The budgets (issue "At the floor again"): LCP within 5% of the page without
 * scripts; interactive within 10% of plain `next build` (no tap waits for it:
 * the menu and the dialogs are the browser's, the forms post without script);
 * and no layout shift in any load of the site (a web font arriving after the
 * first paint is one).
 */
export const REAL_PHONE_SLACK = { lcp: 0.05, interactive: 0.1 };

export function realPhoneVerdicts(
  rows,
  { site = "site", plain = "plain", noScripts = "no-scripts", lcpSlack = REAL_PHONE_SLACK.lcp, ttiSlack = REAL_PHONE_SLACK.interactive } = {},
) {
  const lines = [];
  let ok = true;
  for (const r of rows) {
    const late = r[site].hydrated === undefined || r[plain].hydrated === undefined || r[site].hydrated > r[plain].hydrated * (1 + ttiSlack);
    const slow = r[site].lcp === undefined || r[noScripts].lcp === undefined || r[site].lcp > r[noScripts].lcp * (1 + lcpSlack);
    const shifted = r[site].cls === undefined || r[site].cls > 0;
    if (late) lines.push(`${r.route}: interactive more than ${Math.round(ttiSlack * 100)}% later than plain next build`);
    if (slow) lines.push(`${r.route}: LCP more than ${Math.round(lcpSlack * 100)}% over the page without scripts`);
    if (shifted) lines.push(`${r.route}: the layout shifted (CLS ${r[site].cls?.toFixed(3) ?? "not measured"})`);
    ok &&= !late && !slow && !shifted;
  }
  lines.push(ok ? "All real-phone budgets hold." : "Some real-phone budgets miss (see above).");
  return { ok, lines };
}
