// Per exported route, gzip -9: the initial JavaScript, against a budget of the
// framework floor (a hello-world export built with the same Next version) plus
// 25 kB, and the HTML itself, against what a fresh connection's first round
// trip carries (10 segments of 1,460 bytes): a page over it pays one more round
// trip before its first paint.
//   node scripts/check-size.mjs [--json out.json] [--dir out]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileRoute, htmlFiles } from "./lib/export-files.mjs";
import { HTML_BUDGET_BYTES } from "./build/review-page.mjs";
import { isMain } from "./lib/is-main.mjs";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const outDir = path.resolve(root, args.includes("--dir") ? args[args.indexOf("--dir") + 1] : "out");
export const BUDGET_OVER_FLOOR = 25 * 1024;
export { HTML_BUDGET_BYTES };

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/**
 * Module scripts the HTML loads at start, deferred or not (no nomodule polyfills), the
 * scripts it preloads (an island in a chunk of its own, components/layout/lazy-island.tsx:
 * the page needs it to finish hydrating), and the inline RSC payload.
 */
export function measurePage(dir, file, basePath = process.env.BASE_PATH || "") {
  const html = readFileSync(path.join(dir, file), "utf8");
  let js = 0;
  const srcs = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) srcs.add(src.split("?")[0]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = m[1];
    const href = attrs.match(/\bhref="([^"]+\.js)(?:\?[^"]*)?"/)?.[1];
    if (href && /\brel="preload"/.test(attrs) && /\bas="script"/.test(attrs)) srcs.add(href);
  }
  for (const src of srcs) {
    const local = src.startsWith(basePath) ? src.slice(basePath.length) : src;
    js += gz(readFileSync(path.join(dir, local)));
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const rsc = gz(Buffer.from(inline));
  return { js, rsc, html: gz(html), scripts: srcs.size };
}

/**
 * The hello-world fixture exported by the project's Next version (built on first
 * use, and again when Next changes); returns its out/ folder. Its pages are
 * Next's own output, untouched by the post-build step.
 */
export function floorExport() {
  const fixture = path.join(root, "tests", "fixtures", "floor-app");
  const nextVersion = JSON.parse(readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version;
  const stamp = path.join(fixture, "out", ".next-version");
  const fresh = () => existsSync(stamp) && readFileSync(stamp, "utf8") === nextVersion;
  // Test files in parallel workers may all ask at once: one builds, the others wait.
  const lock = path.join(fixture, ".building");
  const giveUp = Date.now() + 180_000;
  for (;;) {
    if (fresh()) return path.join(fixture, "out");
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > giveUp) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (!fresh()) {
      const r = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
        cwd: fixture,
        stdio: "ignore",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BASE_PATH: "" },
      });
      if (r.status !== 0) throw new Error("could not build the hello-world fixture");
      writeFileSync(stamp, nextVersion);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return path.join(fixture, "out");
}

function floorFromFixture() {
  return measurePage(floorExport(), "index.html").js;
}

if (isMain(import.meta.url)) {
  const floor = floorFromFixture();
  const budget = floor + BUDGET_OVER_FLOOR;
  const pages = htmlFiles(outDir)
    .map((f) => path.relative(outDir, f))
    .filter((f) => f !== "_not-found.html")
    .sort();
  console.log(
    `Initial JS (gzip). Framework floor ${kb(floor)}, budget ${kb(budget)} (floor + 25 kB). HTML (gzip -9) budget ${HTML_BUDGET_BYTES} bytes (the first round trip).`,
  );
  console.log(["route".padEnd(34), "js".padStart(9), "over floor".padStart(11), "rsc inline".padStart(11), "html bytes".padStart(11), "  result"].join(""));
  let passed = 0;
  let failed = 0;
  const rows = [];
  for (const file of pages) {
    const m = measurePage(outDir, file);
    const route = fileRoute(file);
    const problems = [];
    if (m.js > budget) problems.push(`JS ${kb(m.js)} over its budget`);
    if (m.html > HTML_BUDGET_BYTES) problems.push(`HTML ${m.html} bytes, ${m.html - HTML_BUDGET_BYTES} over the first round trip`);
    const ok = problems.length === 0;
    if (ok) passed++;
    else failed++;
    rows.push({ route, ...m, overFloor: m.js - floor, ok });
    console.log(
      [
        route.padEnd(34),
        kb(m.js).padStart(9),
        kb(m.js - floor).padStart(11),
        kb(m.rsc).padStart(11),
        String(m.html).padStart(11),
        ok ? "  ok" : `  OVER BUDGET: ${route}: ${problems.join("; ")}`,
      ].join(""),
    );
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ floor, budget, rows, passed, failed }, null, 2));
  console.log(`size: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
