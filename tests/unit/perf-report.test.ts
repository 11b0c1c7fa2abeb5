/**
 * @jest-environment node
 *
 * `npm run perf` on small fixtures: its tables and verdicts from known numbers,
 * the paint-floor variant from a real exported page, one real load on the
 * real-phone profile and one tap at paint on a page of its own (the heavy run
 * itself is not part of npm test).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { floorExport } from "../../scripts/lib/budgets.mjs";
import { formatLighthouseTable } from "../../scripts/lib/lighthouse-table.mjs";
import {
  copyWithoutScripts,
  freePort,
  formatTable,
  interleave,
  measureVariants,
  median,
  PROFILE,
  realPhoneVerdicts,
  stripScripts,
  serveFolder,
} from "../../scripts/lib/real-phone.mjs";
import {
  FLOOR_CONTROL,
  FLOOR_PAGE,
  formatSweepTable,
  formatTapTable,
  measureTap,
  SWEEP_SLACK_MS,
  sweepVerdicts,
  pagePathsByName,
  TAP_ANSWER_BUDGET_MS,
  TAP_CONTROLS,
  tapVerdicts,
} from "../../scripts/lib/tap-at-paint.mjs";
import { CHROMIUM_ARGS, findSystemChromium } from "../../scripts/lib/find-chromium.mjs";
import { chromium } from "@playwright/test";

jest.setTimeout(120_000);

it("takes medians of the finite values only", () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([undefined, 7, NaN])).toBe(7);
  expect(median([])).toBeUndefined();
});

it("interleaves every variant of a route within each run, rotating who goes first", () => {
  const order = interleave(["/", "/a"], ["site", "plain", "none"], 2).map((o) => `${o.run}${o.route}${o.variant}`);
  expect(order).toEqual(["0/site", "0/plain", "0/none", "0/asite", "0/aplain", "0/anone", "1/plain", "1/none", "1/site", "1/aplain", "1/anone", "1/asite"]);
});

const row = (route: string, site: number[], plain: number[], none: number[], cls = 0) => ({
  route,
  site: { fcp: site[0], lcp: site[1], hydrated: site[2], cls },
  plain: { fcp: plain[0], lcp: plain[1], hydrated: plain[2] },
  "no-scripts": { fcp: none[0], lcp: none[1], hydrated: undefined },
});

it("prints FCP, LCP and interactive per variant with the two ratios", () => {
  const table = formatTable([row("/", [700, 720, 1800], [800, 820, 1900], [690, 700, 0])]).split("\n");
  expect(table[0]).toMatch(
    /^route\s+FCP site\/plain\/no-scripts\s+LCP site\/plain\/no-scripts\s+interactive site\/plain\s+TTI ratio\s+LCP ratio\s+CLS site worst$/,
  );
  expect(table[1]).toMatch(/^\/\s+700 \/ 800 \/ 690\s+720 \/ 820 \/ 700\s+1800 \/ 1900\s+x0\.95\s+x1\.03\s+0\.000$/);
});

it("names each route that misses a budget", () => {
  const good = row("/", [700, 720, 1800], [800, 820, 1900], [690, 700, 0]);
  expect(realPhoneVerdicts([good])).toEqual({ ok: true, lines: ["All real-phone budgets hold."] });
  const late = row("/brands", [700, 720, 2100], [800, 820, 1900], [690, 700, 0]);
  const slow = row("/chatbot", [700, 800, 1800], [800, 820, 1900], [690, 700, 0]);
  const shifted = row("/charities", [700, 720, 1800], [800, 820, 1900], [690, 700, 0], 0.0186);
  const verdicts = realPhoneVerdicts([good, late, slow, shifted]);
  expect(verdicts.ok).toBe(false);
  expect(verdicts.lines).toEqual([
    "/brands: interactive more than 10% later than plain next build",
    "/chatbot: LCP more than 5% over the page without scripts",
    "/charities: the layout shifted (CLS 0.019)",
    "Some real-phone budgets miss (see above).",
  ]);
});

it("prints Lighthouse medians per route", () => {
  const lhr = (url: string, perf: number, lcp: number) => ({
    requestedUrl: url,
    categories: { performance: { score: perf }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 1 } },
    audits: {
      "first-contentful-paint": { numericValue: 800 },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: 60.4 },
      "cumulative-layout-shift": { numericValue: 0 },
      "total-byte-weight": { numericValue: 230 * 1024 },
    },
  });
  const table = formatLighthouseTable([
    lhr("http://localhost:3300/brands", 0.97, 2300),
    lhr("http://localhost:3300/", 1, 1200),
    lhr("http://localhost:3300/brands", 1, 1250),
    lhr("http://localhost:3300/brands", 0.99, 1800),
  ]).split("\n");
  expect(table).toHaveLength(3);
  expect(table[1]).toMatch(/^\/\s+100\s+100\s+100\s+100\s+0\.80 s\s+1\.20 s\s+60 ms\s+0\.000\s+230 kB$/);
  expect(table[2]).toMatch(/^\/brands\s+99\s+100\s+100\s+100\s+0\.80 s\s+1\.80 s\s+60 ms/);
});

it("prints each tap at paint, and names each control that answers later than the budget", () => {
  const rows = [
    { control: "the phone menu", path: "/", label: "Menu", painted: 706.4, tapped: 730, toClick: 12.4, handling: undefined, answer: 18.2 },
    { control: "the footer's Droplist", path: "/", label: "Join", painted: 695, tapped: 1010, toClick: 30, handling: 60.6, answer: TAP_ANSWER_BUDGET_MS + 1 },
  ];
  const table = formatTapTable(rows).split("\n");
  expect(table[0]).toMatch(/^control\s+page\s+painted at\s+tapped at\s+its click after\s+click handled in\s+answered after the tap$/);
  expect(table[1]).toMatch(/^the phone menu \(Menu\)\s+\/\s+706 ms\s+730 ms\s+12 ms\s+-\s+18 ms$/);
  expect(table[2]).toMatch(/^the footer's Droplist \(Join\)\s+\/\s+695 ms\s+1,010 ms\s+30 ms\s+61 ms\s+101 ms$/);
  expect(tapVerdicts(rows.slice(0, 1))).toEqual({ ok: true, lines: [`Every tap at paint answered within ${TAP_ANSWER_BUDGET_MS} ms.`] });
  // The floor is read beside the controls, not held to the budget.
  const floor = { ...rows[1]!, control: FLOOR_CONTROL.control, path: "(its own)", floor: true };
  expect(tapVerdicts([rows[0]!, floor])).toEqual({ ok: true, lines: [`Every tap at paint answered within ${TAP_ANSWER_BUDGET_MS} ms.`] });
  expect(formatTapTable([rows[0]!, floor]).split("\n")[2]).toContain(FLOOR_CONTROL.control);
  expect(tapVerdicts(rows)).toEqual({
    ok: false,
    lines: [
      `the footer's Droplist on /: answered ${TAP_ANSWER_BUDGET_MS + 1} ms after the tap (budget ${TAP_ANSWER_BUDGET_MS} ms)`,
      "Some taps at paint answer late (see above).",
    ],
  });
});

it("prints the tap sweep beside the frame-callback tap, and holds each control to the floor's median plus the slack", () => {
  const floor = {
    control: FLOOR_CONTROL.control,
    floor: true,
    path: "(its own)",
    label: "Open",
    taps: 10,
    hydrated: undefined,
    median: 60,
    worst: 90,
    worstAt: 400,
  };
  const menu = { control: "the phone menu", floor: false, path: "/", label: "Menu", taps: 12, hydrated: 2400.4, median: 70, worst: 180, worstAt: 300 };
  const table = formatSweepTable([menu, floor], [{ control: "the phone menu", answer: 51.2 }]).split("\n");
  expect(table[0]).toMatch(/^control\s+page\s+taps\s+hydrated at\s+answered: median\s+worst\s+worst tapped at\s+frame-callback tap$/);
  expect(table[1]).toMatch(/^the phone menu \(Menu\)\s+\/\s+12\s+2,400 ms\s+70 ms\s+180 ms\s+paint \+ 300 ms\s+51 ms$/);
  expect(table[2]).toMatch(/\(its own\)\s+10\s+-\s+60 ms\s+90 ms\s+paint \+ 400 ms\s+-$/);
  expect(sweepVerdicts([menu, floor]).ok).toBe(true);
  const slow = { ...menu, median: 60 + SWEEP_SLACK_MS.median + 1, worst: 60 + SWEEP_SLACK_MS.worst + 1 };
  expect(sweepVerdicts([slow, floor])).toEqual({
    ok: false,
    lines: [
      `the phone menu on /: a tap at any moment answered in ${60 + SWEEP_SLACK_MS.median + 1} ms (median), over the floor 60 ms + ${SWEEP_SLACK_MS.median} ms`,
      `the phone menu on /: a tap at paint + 300 ms answered in ${60 + SWEEP_SLACK_MS.worst + 1} ms, over the floor 60 ms + ${SWEEP_SLACK_MS.worst} ms`,
      "Some taps at some moments answer late (see above).",
    ],
  });
  // No floor, no verdict to give.
  expect(sweepVerdicts([menu]).ok).toBe(false);
});

it("finds every control's page by its file's name", () => {
  const paths = pagePathsByName(process.cwd());
  expect(paths.get("home")).toBe("/");
  for (const control of TAP_CONTROLS) expect(paths.has(control.page)).toBe(true);
});

describe("on a real export", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "perf-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes every script out for the paint floor, and nothing else", () => {
    const real = readFileSync(path.join(floorExport(), "index.html"), "utf8");
    expect(real).toMatch(/<script/);
    const stripped = stripScripts(real);
    expect(stripped).not.toMatch(/<script|as="script"/);
    expect(stripped).toContain("Hello, world");
    expect(stripScripts(`<script type="application/ld+json">{}</script><script>x()</script>`)).toBe(`<script type="application/ld+json">{}</script>`);
    copyWithoutScripts(floorExport(), path.join(dir, "none"));
    expect(readFileSync(path.join(dir, "none", "index.html"), "utf8")).toBe(stripped);
  });

  it("measures a load on the real-phone profile", async () => {
    // Served as npm start serves the site, with a headers file of its own.
    const config = path.join(dir, "serve.json");
    writeFileSync(config, JSON.stringify({ cleanUrls: true }));
    const rows = await measureVariants({
      config,
      routes: ["/"],
      runs: 1,
      basePort: await freePort(),
      variants: [{ name: "none", dir: path.join(dir, "none"), hydrates: false }],
    });
    const { fcp, lcp, hydrated } = rows[0].none;
    // The round trip alone puts the first paint past 150 ms (unthrottled, this page paints in about 30).
    expect(fcp).toBeGreaterThan(PROFILE.latencyMs);
    expect(lcp).toBeGreaterThanOrEqual(fcp!);
    expect(hydrated).toBeUndefined();
    expect(rows[0].none.cls).toBe(0); // measured, and nothing moved on a still page
  });

  it("times a tap at paint on the profile, from the tap to the frame that shows the answer", async () => {
    // A page of its own with the two kinds of control the site has: a popover's toggle, a dialog's opener (below the fold).
    const [menu, , , , footer] = TAP_CONTROLS;
    mkdirSync(path.join(dir, "tap"), { recursive: true });
    writeFileSync(
      path.join(dir, "tap", "index.html"),
      `<!doctype html><html lang="en"><title>t</title><body><main><button id="menu-toggle" popovertarget="${menu.menu}">Menu</button>` +
        `<nav id="${menu.menu}" popover="auto"><a href="#a">A link</a></nav><div style="height:3000px"></div></main>` +
        `<footer><button command="show-modal" commandfor="${footer.dialog}">Join</button></footer>` +
        `<dialog id="${footer.dialog}"><input aria-label="Email" autofocus></dialog></body></html>`,
    );
    // The floor's page, as npm run perf serves it.
    mkdirSync(path.join(dir, "tap", "floor"), { recursive: true });
    writeFileSync(path.join(dir, "tap", "floor", "index.html"), FLOOR_PAGE);
    const config = path.join(dir, "serve.json");
    writeFileSync(config, JSON.stringify({ cleanUrls: true }));
    const port = await freePort();
    const stop = await serveFolder(path.join(dir, "tap"), port, config);
    const browser = await chromium.launch({ executablePath: findSystemChromium(), args: CHROMIUM_ARGS });
    try {
      for (const control of [menu, footer, FLOOR_CONTROL]) {
        const m = await measureTap(browser, `http://127.0.0.1:${port}/${control === FLOOR_CONTROL ? "floor/" : ""}`, control);
        expect(m.painted).toBeGreaterThan(PROFILE.latencyMs);
        expect(m.tapped).toBeGreaterThanOrEqual(m.painted);
        expect(m.answered).toBeGreaterThan(m.tapped);
        // The click is handled after the tap and before the frame that shows the answer.
        expect(m.clicked).toBeGreaterThanOrEqual(m.tapped);
        expect(m.clicked).toBeLessThanOrEqual(m.answered);
        // Its Event Timing entry is there: the entry's duration runs from the touch, 16 ms and more before the next frame.
        expect(m.handled).toBeGreaterThanOrEqual(m.clicked);
        expect(m.handled).toBeLessThanOrEqual(m.answered);
        expect(m.label).toBe(control === menu ? "Menu" : control === footer ? "Join" : "Open");
        if (control !== footer) {
          expect(m.scrolledAt).toBeUndefined();
        } else {
          // Scrolled to, then tapped in a later frame, once the scrolled view was painted.
          expect(m.scrolledAt).toBeGreaterThanOrEqual(m.painted);
          expect(m.inView).toBeGreaterThan(m.scrolledAt);
        }
        expect(m.tapped).toBeGreaterThanOrEqual(m.inView);
      }
      // The sweep's tap: sent at a moment of the wall clock after the paint, without asking the page; read once the page has hydrated.
      writeFileSync(
        path.join(dir, "tap", "floor", "index.html"),
        FLOOR_PAGE.replace("</body>", "<script>setTimeout(() => document.documentElement.setAttribute('data-hydrated', ''), 900)</script></body>"),
      );
      const late = await measureTap(browser, `http://127.0.0.1:${port}/floor/`, FLOOR_CONTROL, { afterMs: 300, untilHydrated: true });
      expect(late.tapped - late.inView).toBeGreaterThanOrEqual(300);
      expect(late.answered).toBeGreaterThan(late.tapped);
      expect(late.hydrated).toBeGreaterThan(late.painted);
    } finally {
      await browser.close();
      stop();
    }
  });
});
