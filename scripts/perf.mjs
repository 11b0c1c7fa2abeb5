// npm run perf: two measurements of the same commit, both on the built export.
//
// 1. Lighthouse CI, default mobile configuration (a simulation: slow 4G and a 4x
//    slower CPU are modelled from an unthrottled load), 3 runs per route from
//    the sitemap, then the budget assertions of lighthouserc.cjs.
// 2. The real-phone profile (scripts/lib/real-phone.mjs: real throttling through the
//    DevTools protocol), 5 loads per route and variant, interleaved, comparing
//      site        the export as shipped (next build + scripts/postbuild.mjs),
//      plain       the same commit as plain `next build` writes it,
//      no-scripts  the site with every script removed (the paint floor),
//    with the budgets (REAL_PHONE_SLACK): interactive within 10% of plain, LCP within 5% of no-scripts.
// 3. Tap at paint on the same profile (scripts/lib/tap-at-paint.mjs): the phone
//    menu and the dialogs' openers, each tapped the moment it is painted (told by
//    the page's own frame callback), 5 loads each; budget: answered within 100 ms of
//    the tap (median). Beside them, read not held to the budget, the profile's floor:
//    a one-field dialog on a page of its own (FLOOR_PAGE), which moves with how busy
//    the machine is.
// 4. A tap at any moment (sweepTaps, same file): each control tapped at its paint and
//    every 100 ms after until a tap lands after hydration, a fresh load each, the touch
//    sent at that moment of the wall clock; budget: the floor's median (tapped the same
//    way) + 50 ms in the median, + 150 ms at worst.
//
// Builds everything itself (about 20 s), then takes about 4 + 6 + 2 + 6 minutes. Ports:
// PERF_PORT (Lighthouse's server, default 3300) and REAL_PHONE_PORT (the first of
// three, default 3400).
//   node scripts/perf.mjs [--real-only | --lighthouse-only | --tap-only] [--runs N] [--routes /a,/b]
// (--real-only: the loads and the taps; --routes: the real-phone loads on those routes of
// the sitemap only, e.g. a new page; --tap-only: the taps only.)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatLighthouseTable } from "./lib/lighthouse-table.mjs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findSystemChromium } from "./lib/find-chromium.mjs";
import { copyWithoutScripts, formatTable, measureVariants, realPhoneVerdicts, serveFolder } from "./lib/real-phone.mjs";
import { FLOOR_PAGE, formatSweepTable, formatTapTable, measureTaps, pagePathsByName, sweepTaps, sweepVerdicts, tapVerdicts } from "./lib/tap-at-paint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const tapOnly = args.includes("--tap-only");
const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 5;
const chrome = process.env.CHROME_PATH || findSystemChromium();
if (!chrome) {
  console.error("No Chromium found: apt-get install -y chromium, or set CHROME_PATH.");
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome, NEXT_TELEMETRY_DISABLED: "1" };
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) {
    console.error(`${path.basename(cmd)} ${cmdArgs.join(" ")} failed`);
    process.exit(r.status ?? 1);
  }
}

// The variants, all from this commit: plain first, then the site over it in out/.
const variantsDir = path.join(root, ".perf");
rmSync(variantsDir, { recursive: true, force: true });
console.log("Building: plain next build, then the site (post-build step) ...");
run(process.execPath, [path.join(root, "scripts", "build", "pictures.mjs")]);
run(bin("next"), ["build"]);
cpSync(path.join(root, "out"), path.join(variantsDir, "plain"), { recursive: true });
copyWithoutScripts(path.join(root, "out"), path.join(variantsDir, "no-scripts"));
run(process.execPath, [path.join(root, "scripts", "postbuild.mjs")]);

let failed = false;

/**
 * The host's rules for plain `next build`: the site's, but its policy lets inline scripts run, as Next's own output
 * needs (the site's pages have none: scripts/build/payload-data.mjs), so plain hydrates as Next alone would.
 */
function plainServeConfig() {
  const config = JSON.parse(readFileSync(path.join(root, "serve.generated.json"), "utf8"));
  const site = config.headers.find((rule) => rule.source === "**")?.headers.find((header) => header.key === "Content-Security-Policy");
  if (!site?.value.includes("script-src 'self';"))
    throw new Error("serve.generated.json: no site-wide policy with script-src 'self' to let plain's inline scripts run under");
  site.value = site.value.replace("script-src 'self';", "script-src 'self' 'unsafe-inline';");
  const file = path.join(variantsDir, "serve.plain.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

if (!args.includes("--real-only") && !tapOnly) {
  const lhciDir = path.join(root, ".lighthouseci");
  rmSync(lhciDir, { recursive: true, force: true });
  const collect = spawnSync(bin("lhci"), ["collect", "--config=lighthouserc.cjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (collect.status !== 0) process.exit(collect.status ?? 1);
  const lhrs = readdirSync(lhciDir)
    .filter((f) => f.startsWith("lhr-") && f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(lhciDir, f), "utf8")));
  console.log("\nLighthouse, default mobile (simulated throttling), median of 3 runs per route");
  console.log(formatLighthouseTable(lhrs));
  const assert = spawnSync(bin("lhci"), ["assert", "--config=lighthouserc.cjs"], { cwd: root, env, stdio: "inherit" });
  console.log(assert.status === 0 ? "All Lighthouse budgets hold." : "Some Lighthouse budgets fail (see above).");
  failed ||= assert.status !== 0;
}

if (!args.includes("--lighthouse-only") && !tapOnly) {
  const xml = readFileSync(path.join(root, "out", "sitemap.xml"), "utf8");
  const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const asked = args.includes("--routes") ? args[args.indexOf("--routes") + 1].split(",") : undefined;
  const unknown = asked?.filter((route) => !inSitemap.includes(route)) ?? [];
  if (unknown.length) {
    console.error(`--routes: not in the sitemap: ${unknown.join(", ")}`);
    process.exit(1);
  }
  const routes = asked ?? inSitemap;
  console.log(`\nReal-phone profile (real throttling), median of ${runs} loads per route and variant, interleaved; times in ms from navigation`);
  const rows = await measureVariants({
    routes,
    runs,
    variants: [
      { name: "site", dir: path.join(root, "out"), hydrates: true },
      { name: "plain", dir: path.join(variantsDir, "plain"), hydrates: true, config: plainServeConfig() },
      { name: "no-scripts", dir: path.join(variantsDir, "no-scripts"), hydrates: false },
    ],
    log: process.env.PERF_VERBOSE ? (line) => console.error(line) : undefined,
  });
  console.log(formatTable(rows));
  const verdicts = realPhoneVerdicts(rows);
  for (const line of verdicts.lines) console.log(line);
  failed ||= !verdicts.ok;
}

if (!args.includes("--lighthouse-only")) {
  const port = Number(process.env.REAL_PHONE_PORT || 3400);
  const stop = await serveFolder(path.join(root, "out"), port);
  // The floor's page (FLOOR_PAGE), served on its own.
  const floorDir = path.join(variantsDir, "floor");
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(path.join(floorDir, "index.html"), FLOOR_PAGE);
  const stopFloor = await serveFolder(floorDir, port + 1);
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  try {
    console.log(
      `\nTap at paint, real-phone profile, median of ${runs} loads per control (a fresh context each); times in ms from navigation, the answer from the tap`,
    );
    const rows = await measureTaps({
      browser,
      baseUrl: `http://127.0.0.1:${port}`,
      floorUrl: `http://127.0.0.1:${port + 1}/`,
      paths: pagePathsByName(root),
      runs,
      log: process.env.PERF_VERBOSE ? (line) => console.error(line) : undefined,
    });
    console.log(formatTapTable(rows));
    const verdicts = tapVerdicts(rows);
    for (const line of verdicts.lines) console.log(line);
    failed ||= !verdicts.ok;
    console.log(
      "\nA tap at any moment, real-phone profile: each control tapped at its paint, then every 100 ms until a tap lands after hydration (a fresh load each, the touch sent at that moment); the answer from the touch's own timestamp. The last column is the frame-callback tap above",
    );
    const sweep = await sweepTaps({
      browser,
      baseUrl: `http://127.0.0.1:${port}`,
      floorUrl: `http://127.0.0.1:${port + 1}/`,
      paths: pagePathsByName(root),
      log: process.env.PERF_VERBOSE ? (line) => console.error(line) : undefined,
    });
    console.log(formatSweepTable(sweep, rows));
    const swept = sweepVerdicts(sweep);
    for (const line of swept.lines) console.log(line);
    failed ||= !swept.ok;
  } finally {
    await browser.close();
    stop();
    stopFloor();
  }
}

if (existsSync(variantsDir)) rmSync(variantsDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
