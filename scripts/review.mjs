// What changed, at a glance: npm run review -- --base <ref>   (default: main)
//
// Builds the working tree as a preview (SITE_PREVIEW=1, into out/) and the base
// ref (a copy of it in .review/base, reused while the ref's commit is the same),
// screenshots every route of either sitemap at 390 and 1280 px on both (motion
// reduced and animations off, fonts loaded, the clock and Math.random fixed,
// the page hydrated and its network idle), diffs each pair with pixelmatch,
// compares everything else a marketer can change (title, description,
// canonical URL, the social card as an image, structured data, the words:
// build/page-changes.mjs), lists the content files the branch changed with the
// pages they feed, and writes the result into the preview's review page
// (out/_review/): changed routes first, each with what changed; unchanged
// routes listed as such. Prints one line per changed route and content file.
//   --base REF     what to compare against (a branch, tag or commit)
//   --no-build     compare the out/ and .review/base/out already built
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findTestChromium } from "./lib/find-chromium.mjs";
import { drawSkippedParts } from "./lib/draw-skipped.mjs";
import { isMain } from "./lib/is-main.mjs";
import { serveFolder } from "./lib/real-phone.mjs";
import { pageFacts, REVIEW_DIR, reviewRoutes, slug } from "./build/review-page.mjs";
import { CHANGE_KINDS, CHANGE_LABELS, contentFileRoutes, pageChanges, redirectChanges } from "./build/page-changes.mjs";
import { writeReview } from "./postbuild.mjs";
import { linkPictureCache } from "./build/pictures.mjs";
import { pageRoutes, readPageFiles } from "../lib/content/page-files.mjs";
import { pageRedirects } from "../lib/content/redirects.mjs";
import { changedFiles } from "./changed-pages.mjs";

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

/**
 * Full-page screenshots of `routes` at each width, and each page as served and
 * as read at the widest width. Resolves to { shots: { [route]: { [width]: PNG
 * buffer | null } }, pages: { [route]: { html, text } | null } } (null: 404).
 */
export async function screenshotSite(browser, origin, routes, { widths = WIDTHS } = {}) {
  const shots = {};
  const pages = {};
  const widest = Math.max(...widths);
  for (const route of routes) {
    shots[route] = {};
    pages[route] = null;
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
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector("script[src]"), null, {
        timeout: 20_000,
      });
      // Drawn before the fonts are awaited: the words it draws may ask for a face of their own.
      await drawSkippedParts(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      shots[route][width] = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
      // The words as a visitor reads them (rendered, hidden parts left out), at the widest layout.
      if (width === widest) pages[route] = { html: await response.text(), text: await page.evaluate(() => document.body.innerText) };
      await context.close();
    }
  }
  return { shots, pages };
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
  // No row filter: the diff is flat grey with red where it changed, which deflate packs well
  // as is; pngjs's default tries all five filters on every row, 40 times slower (seconds
  // per full page, 150 times slower inside Jest's sandbox).
  return { changedPixels, changedShare: changedPixels / (width * height), diff: PNG.sync.write(diff, { filterType: 0 }), height, band };
}

/** A page's social card as served (a PNG buffer), or null when the page names none or it is not there. */
async function fetchCard(request, origin, facts) {
  if (!facts.ogImage) return null;
  const response = await request.get(origin + new URL(facts.ogImage, origin).pathname);
  if (response.status() === 404) return null;
  if (!response.ok()) throw new Error(`review: ${response.url()} answered ${response.status()}`);
  return response.body();
}

/**
 * Screenshots every route on both sites and compares them (compareCaptures).
 * Resolves to the routes, changed ones first: { path, status: changed |
 * unchanged | new | removed, shots, changes }.
 */
export async function compareSites({ baseOrigin, branchOrigin, routes, widths = WIDTHS, reviewDir, executablePath = findTestChromium() }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const base = await screenshotSite(browser, baseOrigin, routes, { widths });
    const branch = await screenshotSite(browser, branchOrigin, routes, { widths });
    const cards = await browser.newContext();
    return await compareCaptures({
      routes,
      widths,
      reviewDir,
      base: { ...base, card: (facts) => fetchCard(cards.request, baseOrigin, facts) },
      branch: { ...branch, card: (facts) => fetchCard(cards.request, branchOrigin, facts) },
    });
  } finally {
    await browser.close();
  }
}

/**
 * The decisions, from what was captured of both sites (no browser): each route's
 * screenshots compared pixel by pixel, and everything else a marketer can change
 * (page-changes.mjs: title, description, canonical, structured data, the words;
 * the social card compared as an image here). `base` and `branch` are what
 * screenshotSite resolves to, plus `card(facts)`: the page's social card as a PNG
 * buffer, or null. Writes the images of changed routes into `imagesDir` (named
 * relative to `reviewDir`). Resolves to the routes, changed ones first:
 * { path, status: changed | unchanged | new | removed, shots, changes }.
 */
export async function compareCaptures({ routes, widths = WIDTHS, reviewDir, base, branch }) {
  const imagesDir = path.join(reviewDir, "visual");
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  const save = (route, width, kind, buffer) => {
    const file = `visual/${slug(route)}-${width}-${kind}.png`;
    writeFileSync(path.join(reviewDir, file), buffer);
    return file;
  };
  const otherChanges = async (route, basePage, branchPage) => {
    const [a, b] = [
      { ...basePage, facts: pageFacts(basePage.html) },
      { ...branchPage, facts: pageFacts(branchPage.html) },
    ];
    const changes = pageChanges(a, b);
    const [cardA, cardB] = [await base.card(a.facts), await branch.card(b.facts)];
    const card = { kind: "socialCard", baseUrl: a.facts.ogImage ?? "", branchUrl: b.facts.ogImage ?? "" };
    if (cardA && cardB) {
      const { changedPixels, changedShare, diff } = comparePngs(cardA, cardB);
      if (changedPixels > 0)
        changes.push({
          ...card,
          changedShare,
          base: save(route, "card", "base", cardA),
          branch: save(route, "card", "branch", cardB),
          diff: save(route, "card", "diff", diff),
        });
      else if (card.baseUrl !== card.branchUrl) changes.push({ ...card, changedShare: 0 });
    } else if (cardA || cardB) {
      changes.push({ ...card, base: cardA && save(route, "card", "base", cardA), branch: cardB && save(route, "card", "branch", cardB) });
    }
    return changes.sort((x, y) => CHANGE_KINDS.indexOf(x.kind) - CHANGE_KINDS.indexOf(y.kind));
  };
  const results = [];
  for (const route of routes) {
    const shots = widths.map((width) => {
      const [b, h] = [base.shots[route][width], branch.shots[route][width]];
      if (!b || !h) return { width, base: b && save(route, width, "base", b), branch: h && save(route, width, "branch", h) };
      const { changedPixels, changedShare, diff, height, band } = comparePngs(b, h);
      if (changedPixels === 0) return { width, changedShare: 0 };
      return {
        width,
        changedShare,
        height,
        band,
        base: save(route, width, "base", b),
        branch: save(route, width, "branch", h),
        diff: save(route, width, "diff", diff),
      };
    });
    // A route missing on one side has no share at any width.
    const missing = shots.every((s) => s.changedShare === undefined);
    const changes = missing ? [] : await otherChanges(route, base.pages[route], branch.pages[route]);
    const status = missing ? (shots[0].base ? "removed" : "new") : shots.every((s) => s.changedShare === 0) && changes.length === 0 ? "unchanged" : "changed";
    results.push({ path: route, status, shots, changes });
  }
  const order = { changed: 0, new: 1, removed: 2, unchanged: 3 };
  return results.sort((x, y) => order[x.status] - order[y.status]);
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
  // The pictures this tree has encoded: main's build encodes only those the branch does not use.
  linkPictureCache(root, dir);
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
    baseBuild = {
      dir: path.join(root, ".review", "base"),
      commit: existsSync(path.join(root, ".review", "base", ".review-commit"))
        ? readFileSync(path.join(root, ".review", "base", ".review-commit"), "utf8")
        : undefined,
    };
  } else {
    baseBuild = buildBase(base, env);
    run("npm", ["run", "build"], { cwd: root, env });
  }
  if (!existsSync(path.join(outDir, REVIEW_DIR, "index.html"))) throw new Error("out/ is not a preview build (no out/_review/): run without --no-build");

  const routes = [...new Set([...reviewRoutes(outDir, "", root), ...reviewRoutes(path.join(baseBuild.dir, "out"), "", baseBuild.dir)])];
  // REVIEW_PORT (and the next one) where another review may be running on the machine.
  const port = Number(process.env.REVIEW_PORT || 3500);
  const stops = [
    await serveFolder(path.join(baseBuild.dir, "out"), port, path.join(baseBuild.dir, "serve.generated.json")),
    await serveFolder(outDir, port + 1, path.join(root, "serve.generated.json")),
  ];
  let results;
  try {
    results = await compareSites({
      baseOrigin: `http://localhost:${port}`,
      branchOrigin: `http://localhost:${port + 1}`,
      routes,
      reviewDir: path.join(outDir, REVIEW_DIR),
    });
  } finally {
    stops.forEach((stop) => stop());
  }
  const branchRoutes = reviewRoutes(outDir, "", root);
  const visual = {
    base,
    baseCommit: baseBuild.commit,
    widths: WIDTHS,
    routes: results,
    // The redirects the branch adds or removes (a page moved, retired, or moved back), from each side's page files.
    redirects: redirectChanges(pageRedirects(readPageFiles(baseBuild.dir)).redirects, pageRedirects(readPageFiles(root)).redirects),
    contentFiles: contentFileRoutes(
      changedFiles(base, root, (line) => console.log(`review: ${line}`)),
      branchRoutes,
      Object.fromEntries(pageRoutes(root).map((page) => [page.file, page.path])),
    ),
  };
  writeFileSync(path.join(outDir, REVIEW_DIR, "visual.json"), JSON.stringify(visual, null, 2) + "\n");
  writeReview(outDir, "");

  const changed = results.filter((r) => r.status !== "unchanged");
  for (const r of changed) {
    const detail = r.shots.map((s) => `${s.width}: ${s.changedShare === undefined ? r.status : `${(s.changedShare * 100).toFixed(2)}%`}`).join(", ");
    const what = r.changes.length ? `; ${r.changes.map((c) => CHANGE_LABELS[c.kind]).join(", ")}` : "";
    console.log(`  ${r.status.padEnd(9)} ${r.path} (${detail}${what})`);
  }
  for (const r of visual.redirects.added) console.log(`  redirect  ${r.from} → ${r.to} (new, ${r.file})`);
  for (const r of visual.redirects.removed) console.log(`  redirect  ${r.from} → ${r.to} (removed)`);
  for (const { file, routes } of visual.contentFiles)
    console.log(`  content   ${file} → ${routes.length === branchRoutes.length ? "every page" : routes.join(", ")}`);
  console.log(
    `review: ${changed.length} of ${results.length} routes changed against ${base}; see out/${REVIEW_DIR}/index.html (npm run serve, then /${REVIEW_DIR})`,
  );
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
