// The site's page budgets, in one place: what postbuild, `npm run size`, the review page and
// the every-route e2e check hold each page to, and how a page is measured for them.
//   - Initial JavaScript (gzip -9) at most the framework floor (a hello-world export built
//     with the same Next version: what any page of this stack costs) plus BUDGET_OVER_FLOOR.
//   - HTML (gzip -9) at most HTML_BUDGET_BYTES, what a fresh connection's first round trip
//     carries (10 segments of 1,460 bytes): a page over it pays one more round trip before
//     its first paint.
//   - Pictures: see "Pictures" below.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageRoutes } from "../../lib/content/page-files.mjs";
import { HERO_SIZES } from "../../lib/pictures/sizes.mjs";
import { MANIFEST_FILE, pictureUses, picturesToBuild } from "../build/pictures.mjs";
import { PAYLOAD_PATH } from "../build/payload-data.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** What a page's initial JavaScript may add to the framework floor. */
export const BUDGET_OVER_FLOOR = 25 * 1024;

/** The first round trip of a fresh connection (10 segments of 1,460 bytes). */
export const HTML_BUDGET_BYTES = 10 * 1460;

export const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** gz of a file, once per file as it is on disk: every page loads the same chunks (at 500 pages, 10 s of gzip). */
const gzOfFile = new Map();
export function gzFile(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  if (!gzOfFile.has(key)) gzOfFile.set(key, gz(readFileSync(file)));
  return gzOfFile.get(key);
}
export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/**
 * Module scripts the HTML loads at start, deferred, held for the first picture or not (no nomodule polyfills), the
 * scripts it preloads (an island in a chunk of its own, components/layout/lazy-island.tsx:
 * the page needs it to finish hydrating), and the RSC payload (inline, or in a file of its own).
 */
export function measurePage(dir, file, basePath = process.env.BASE_PATH || "") {
  const html = readFileSync(path.join(dir, file), "utf8");
  let js = 0;
  const srcs = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    // A tag held until the first picture or the stylesheet is in (scripts/build/picture-first.mjs) loads all the same.
    const src = attrs.match(/\b(?:src|data-after-picture|data-after-style)="([^"]+)"/)?.[1];
    if (src) srcs.add(src.split("?")[0]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = m[1];
    const href = attrs.match(/\bhref="([^"]+\.js)(?:\?[^"]*)?"/)?.[1];
    if (href && /\brel="preload"/.test(attrs) && /\bas="script"/.test(attrs)) srcs.add(href);
  }
  // Next's payload is data in a script: inline as Next writes it, or in a file of its own (scripts/build/payload-data.mjs).
  let apart = 0;
  for (const src of srcs) {
    const local = src.startsWith(basePath) ? src.slice(basePath.length) : src;
    if (local.startsWith(PAYLOAD_PATH)) apart += gzFile(path.join(dir, local));
    else js += gzFile(path.join(dir, local));
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const rsc = gz(Buffer.from(inline)) + apart;
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

// Pictures (scripts/build/pictures.mjs makes them; docs/performance.md, "Pictures").
//   - Any file of any picture at most PICTURE_FILE_BUDGET_BYTES.
//   - A picture in a page's first section (its hero: eager, the page's LCP candidate) at most
//     HERO_PHONE_BUDGET_BYTES in the file a 390 px phone at DPR 2 picks from its srcset.

/** The largest file of any picture. */
export const PICTURE_FILE_BUDGET_BYTES = 250 * 1024;

/** The hero picture's file a phone (PHONE) downloads. */
export const HERO_PHONE_BUDGET_BYTES = 60 * 1024;

/** The phone the hero budget is for: 390 CSS pixels wide at DPR 2. */
export const PHONE = { width: 390, dpr: 2 };

/**
 * The slot width in CSS pixels a `sizes` attribute gives at a viewport `viewport` px wide:
 * the first entry whose media condition holds, else the last (conditions of the form
 * "(min-width: Nrem|px)" or "(max-width: …)"; lengths in vw, px or rem, 1rem = 16px, or
 * "calc(A - B)" / "calc(A + B)" of two of them).
 */
export function slotWidth(sizes, viewport) {
  const px = (value, unit) => Number(value) * (unit === "rem" || unit === "em" ? 16 : unit === "vw" ? viewport / 100 : 1);
  const LENGTH = /^([\d.]+)(vw|px|rem|em)$/;
  const length = (text) => {
    const plain = text.match(LENGTH);
    if (plain) return px(plain[1], plain[2]);
    const calc = text.match(/^calc\(\s*(\S+)\s+([-+])\s+(\S+)\s*\)$/);
    const [a, b] = calc ? [calc[1].match(LENGTH), calc[3].match(LENGTH)] : [];
    if (!a || !b) return undefined;
    return px(a[1], a[2]) + (calc[2] === "-" ? -1 : 1) * px(b[1], b[2]);
  };
  for (const entry of sizes.split(/,(?![^(]*\))/).map((s) => s.trim())) {
    const m = entry.match(/^(?:\((min|max)-width:\s*([\d.]+)(px|rem|em)\)\s+)?(.+)$/);
    const width = m && length(m[4]);
    if (width === undefined) throw new Error(`sizes "${sizes}": cannot read "${entry}"`);
    const [, kind, limit, limitUnit] = m;
    const holds = !kind || (kind === "min" ? viewport >= px(limit, limitUnit) : viewport <= px(limit, limitUnit));
    if (holds) return width;
  }
  throw new Error(`sizes "${sizes}": no entry holds at ${viewport} px`);
}

/**
 * The file a browser takes from a srcset of `files` (narrowest first) for a slot of
 * `slot` CSS px at `dpr`: the narrowest at least slot × dpr wide, else the widest.
 * Browsers may take a narrower one, never a wider: this is the most the visitor downloads.
 */
export const chosenFile = (files, slot, dpr) => files.find((f) => f.width >= slot * dpr) ?? files[files.length - 1];

/** The file a phone (PHONE) takes for a hero picture: the widest slot the hero's sizes give it, in AVIF (every current phone's browser takes AVIF). */
export function heroPhoneFile(picture, heroSizes = Object.values(HERO_SIZES)) {
  const slot = Math.max(...heroSizes.map((sizes) => slotWidth(sizes, PHONE.width)));
  return chosenFile(picture.avif, slot, PHONE.dpr);
}

/** A picture's largest file, in either format. */
export const largestFile = (picture) => [...picture.avif, ...picture.webp].reduce((a, b) => (b.bytes > a.bytes ? b : a));

/** The picture step's manifest, or {} when no picture was built (MANIFEST_FILE). */
export function readPictureManifest(projectRoot = root) {
  const file = path.join(projectRoot, MANIFEST_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * Each page's pictures with what the budgets say of them, by route:
 * Map<route, [{ src, alt, decorative, hero, largest, phone?, problems: string[] }]>.
 * A picture the manifest lacks is listed with the problem (the step runs before next build).
 */
export function pagePictures(projectRoot = root, manifest = readPictureManifest(projectRoot)) {
  const routeOf = new Map(pageRoutes(projectRoot).map((r) => [r.file, r.path]));
  const byRoute = new Map();
  for (const use of pictureUses(projectRoot)) {
    const route = routeOf.get(use.file);
    if (!route) continue;
    const built = manifest[use.src];
    const entry = { src: use.src, alt: use.alt, decorative: use.decorative, hero: use.firstSection, problems: [] };
    if (!built) entry.problems.push(`picture ${use.src}: not built (the picture step, scripts/build/pictures.mjs, runs before next build)`);
    else {
      entry.largest = largestFile(built);
      if (entry.largest.bytes > PICTURE_FILE_BUDGET_BYTES) {
        entry.problems.push(
          `picture ${use.src}: its largest file ${entry.largest.url} is ${kb(entry.largest.bytes)}, over the ${kb(PICTURE_FILE_BUDGET_BYTES)} budget`,
        );
      }
      if (use.firstSection) {
        entry.phone = heroPhoneFile(built);
        if (entry.phone.bytes > HERO_PHONE_BUDGET_BYTES) {
          entry.problems.push(
            `hero picture ${use.src}: a ${PHONE.width} px phone at DPR ${PHONE.dpr} downloads ${entry.phone.url}, ${kb(entry.phone.bytes)}, over the ${kb(HERO_PHONE_BUDGET_BYTES)} budget`,
          );
        }
      }
    }
    byRoute.set(route, [...(byRoute.get(route) ?? []), entry]);
  }
  return byRoute;
}

/**
 * Every picture the manifest holds, but those of `except`, whose largest file is over its
 * budget, naming who uses it (shared files and the gallery too).
 */
export function pictureFileProblems(projectRoot = root, manifest = readPictureManifest(projectRoot), except = new Set()) {
  const users = picturesToBuild(projectRoot);
  return Object.values(manifest)
    .filter((picture) => !except.has(picture.src))
    .map((picture) => ({ picture, largest: largestFile(picture) }))
    .filter(({ largest }) => largest.bytes > PICTURE_FILE_BUDGET_BYTES)
    .map(
      ({ picture, largest }) =>
        `picture ${picture.src} (used by ${(users.get(picture.src) ?? []).join(", ")}): its largest file ${largest.url} is ${kb(largest.bytes)}, over the ${kb(PICTURE_FILE_BUDGET_BYTES)} budget`,
    );
}
