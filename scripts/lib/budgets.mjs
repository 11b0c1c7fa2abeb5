// The site's page budgets, in one place: what postbuild, `npm run size`, the review page and
// the every-route e2e check hold each page to, and how a page is measured for them.
//   - Initial JavaScript (gzip -9) at most the framework floor (a hello-world export built
//     with the same Next version: what any page of this stack costs) plus BUDGET_OVER_FLOOR.
//   - HTML (gzip -9) at most HTML_BUDGET_BYTES, what a fresh connection's first round trip
//     carries (10 segments of 1,460 bytes): a page over it pays one more round trip before
//     its first paint.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", "..");

/** What a page's initial JavaScript may add to the framework floor. */
export const BUDGET_OVER_FLOOR = 25 * 1024;

/** The first round trip of a fresh connection (10 segments of 1,460 bytes). */
export const HTML_BUDGET_BYTES = 10 * 1460;

export const gz = (buf) => gzipSync(buf, { level: 9 }).length;
export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

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

/** The framework floor: the hello-world export's initial JavaScript. */
export const floorJs = () => measurePage(floorExport(), "index.html").js;
