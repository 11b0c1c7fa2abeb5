// What changed, at a glance: npm run review -- --base <ref>   (default: main)
//
// Builds the working tree as a preview (SITE_PREVIEW=1, into out/) and the base
// ref (a copy of it in .review/base, reused while the ref's commit is the same),
// screenshots every route of either sitemap at 390 and 1280 px on both (motion
// reduced and animations off, fonts loaded, the clock and Math.random fixed,
// the page hydrated and its network idle), diffs each pair with pixelmatch and
// writes the result into the preview's review page (out/_review/): changed
// routes first with base, branch and diff images and the share of pixels
// changed; unchanged routes listed as such. Prints one line per changed route.
//   --base REF     what to compare against (a branch, tag or commit)
//   --no-build     compare the out/ and .review/base/out already built
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findSystemChromium } from "./find-chromium.mjs";
import { isMain } from "./is-main.mjs";
import { serveFolder } from "./real-phone.mjs";
import { REVIEW_DIR, sitemapPaths, slug } from "./build/review-page.mjs";
import { writeReview } from "./postbuild.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const WIDTHS = [390, 1280];
/** The moment every screenshot is taken at, as far as the page can tell. */
export const FIXED_TIME = new Date("2026-01-15T10:00:00Z");

/** A seeded Math.random, so nothing random differs between the two screenshots. */
function seedRandom() {
  let s = 42;
  Math.random = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Full-page screenshots of `routes` at each width; resolves to { [route]: { [width]: PNG buffer | null } } (null: 404). */
export async function screenshotSite(browser, origin, routes, { widths = WIDTHS } = {}) {
  const shots = {};
  for (const route of routes) {
    shots[route] = {};
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_TIME);
      await page.addInitScript(seedRandom);
      const response = await page.goto(origin + route, { waitUntil: "load" });
      if (!response || response.status() === 404) {
        shots[route][width] = null;
        await context.close();
        continue;
      }
      // A page with scripts is settled once React has hydrated it; a plain page at once.
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector("script[src], script[data-boot]"), null, { timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      shots[route][width] = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
      await context.close();
    }
  }
  return shots;
}

/** Both images on a canvas of the larger size (what one lacks stays transparent, so counts as changed). */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

const DIFF_COLOR = [220, 20, 60];
/** Rows shown around a change on the review page, above and below it. */
const BAND_MARGIN = 160;

/** First and last row of the diff image with a changed pixel, or null. */
function changedRows(diff) {
  let first = -1;
  let last = -1;
  for (let y = 0; y < diff.height; y++) {
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] === DIFF_COLOR[0] && diff.data[i + 1] === DIFF_COLOR[1] && diff.data[i + 2] === DIFF_COLOR[2]) {
        if (first === -1) first = y;
        last = y;
        break;
      }
    }
  }
  return first === -1 ? null : [first, last];
}

/**
 * Compares two PNG buffers: { changedPixels, changedShare, diff: PNG buffer, height,
 * band: [top, bottom] rows around the change, for showing just that part }.
 */
export function comparePngs(baseBuffer, branchBuffer) {
  const base = PNG.sync.read(baseBuffer);
  const branch = PNG.sync.read(branchBuffer);
  const width = Math.max(base.width, branch.width);
  const height = Math.max(base.height, branch.height);
  const a = padTo(base, width, height);
  const b = padTo(branch, width, height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0.1, diffColor: DIFF_COLOR, alpha: 0.2 });
  const rows = changedRows(diff);
  const band = rows && [Math.max(0, rows[0] - BAND_MARGIN), Math.min(height, rows[1] + 1 + BAND_MARGIN)];
  return { changedPixels, changedShare: changedPixels / (width * height), diff: PNG.sync.write(diff), height, band };
}

/**
 * Screenshots every route on both sites and compares them; writes the images of
 * changed routes into `imagesDir` (named relative to `reviewDir`). Resolves to
 * the routes, changed ones first: { path, status: changed | unchanged | new | removed, shots }.
 */
export async function compareSites({ baseOrigin, branchOrigin, routes, widths = WIDTHS, reviewDir, executablePath = findSystemChromium() }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const base = await screenshotSite(browser, baseOrigin, routes, { widths });
    const branch = await screenshotSite(browser, branchOrigin, routes, { widths });
    const imagesDir = path.join(reviewDir, "visual");
    rmSync(imagesDir, { recursive: true, force: true });
    mkdirSync(imagesDir, { recursive: true });
    const save = (route, width, kind, buffer) => {
      const file = `visual/${slug(route)}-${width}-${kind}.png`;
      writeFileSync(path.join(reviewDir, file), buffer);
      return file;
    };
    const results = routes.map((route) => {
      const shots = widths.map((width) => {
        const [b, h] = [base[route][width], branch[route][width]];
        if (!b || !h) return { width, base: b && save(route, width, "base", b), branch: h && save(route, width, "branch", h) };
        const { changedPixels, changedShare, diff, height, band } = comparePngs(b, h);
        if (changedPixels === 0) return { width, changedShare: 0 };
        return { width, changedShare, height, band, base: save(route, width, "base", b), branch: save(route, width, "branch", h), diff: save(route, width, "diff", diff) };
      });
      // A route missing on one side has no share at any width.
      const missing = shots.every((s) => s.changedShare === undefined);
      const status = missing ? (shots[0].base ? "removed" : "new") : shots.every((s) => s.changedShare === 0) ? "unchanged" : "changed";
      return { path: route, status, shots };
    });
    const order = { changed: 0, new: 1, removed: 2, unchanged: 3 };
    return results.sort((x, y) => order[x.status] - order[y.status]);
  } finally {
    await browser.close();
  }
}

function run(cmd, args, opts) {
  console.log(`> ${cmd} ${args.join(" ")}${opts.cwd && opts.cwd !== root ? `   (in ${path.relative(root, opts.cwd)})` : ""}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** The base ref's tree in .review/base with node_modules and a preview build; reused while the commit is the same. */
function buildBase(ref, env) {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = path.join(root, ".review", "base");
  const stamp = path.join(dir, ".review-commit");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === commit && existsSync(path.join(dir, "out", "index.html"))) {
    console.log(`review: reusing the build of ${ref} (${commit.slice(0, 7)}) in .review/base`);
    return { dir, commit };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", commit], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed`);
  run("tar", ["-x", "-C", dir], { input: archive.stdout, stdio: ["pipe", "inherit", "inherit"] });
  // Same lockfile: hard links to this tree's packages (fast, no download); otherwise install.
  const sameLock = readFileSync(path.join(dir, "package-lock.json"), "utf8") === readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (sameLock) run("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")], {});
  else run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, env });
  run("npm", ["run", "build"], { cwd: dir, env });
  writeFileSync(stamp, commit);
  return { dir, commit };
}

async function main() {
  const args = process.argv.slice(2);
  const base = args.includes("--base") ? args[args.indexOf("--base") + 1] : "main";
  const noBuild = args.includes("--no-build");
  // Both built as a preview at the root, as Cloudflare Pages serves a branch.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_PREVIEW: "1", BASE_PATH: "" };
  const outDir = path.join(root, "out");

  let baseBuild;
  if (noBuild) {
    baseBuild = { dir: path.join(root, ".review", "base"), commit: existsSync(path.join(root, ".review", "base", ".review-commit")) ? readFileSync(path.join(root, ".review", "base", ".review-commit"), "utf8") : undefined };
  } else {
    baseBuild = buildBase(base, env);
    run("npm", ["run", "build"], { cwd: root, env });
  }
  if (!existsSync(path.join(outDir, REVIEW_DIR, "index.html"))) throw new Error("out/ is not a preview build (no out/_review/): run without --no-build");

  const routes = [...new Set([...sitemapPaths(readFileSync(path.join(outDir, "sitemap.xml"), "utf8")), ...sitemapPaths(readFileSync(path.join(baseBuild.dir, "out", "sitemap.xml"), "utf8"))])];
  const stops = [
    await serveFolder(path.join(baseBuild.dir, "out"), 3500, path.join(baseBuild.dir, "serve.generated.json")),
    await serveFolder(outDir, 3501, path.join(root, "serve.generated.json")),
  ];
  let results;
  try {
    results = await compareSites({ baseOrigin: "http://localhost:3500", branchOrigin: "http://localhost:3501", routes, reviewDir: path.join(outDir, REVIEW_DIR) });
  } finally {
    stops.forEach((stop) => stop());
  }
  const visual = { base, baseCommit: baseBuild.commit, widths: WIDTHS, routes: results };
  writeFileSync(path.join(outDir, REVIEW_DIR, "visual.json"), JSON.stringify(visual, null, 2) + "\n");
  writeReview(outDir, "");

  const changed = results.filter((r) => r.status !== "unchanged");
  for (const r of changed) {
    const detail = r.shots.map((s) => `${s.width}: ${s.changedShare === undefined ? r.status : `${(s.changedShare * 100).toFixed(2)}%`}`).join(", ");
    console.log(`  ${r.status.padEnd(9)} ${r.path} (${detail})`);
  }
  console.log(`review: ${changed.length} of ${results.length} routes changed against ${base}; see out/${REVIEW_DIR}/index.html (npm run serve, then /${REVIEW_DIR})`);
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
