// The content files against a real build: a file changed on disk shows up on
// the built page; a page file added with no code becomes a page at its path,
// with its canonical URL, sitemap entry, social card, footer link, header rule
// and review-page entry; and a file that breaks its schema fails the build
// with a message naming file, field and rule. Runs in a temporary copy of the
// project (never the working tree) holding the launch pages and the pages they
// link to, seeded with the build cache of the export `npm test` has just made,
// so each build recompiles only what the file feeds.
//   node scripts/check-content-build.mjs [--json out.json]
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { measurePage, pagePictures } from "./lib/budgets.mjs";
import { writeReviewPage } from "./build/review-page.mjs";
import { policyMetaProblems } from "./build/csp.mjs";
import { linkPictureCache } from "./build/pictures.mjs";
import { LAUNCH_PAGES, PAGES_DIR, pageNameOf, pagesNeededBy } from "../lib/content/page-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const FILE = "lib/content/pages/home.json";
/** The section whose headline the check changes: the home page's hero, found by its type. */
const HERO_TYPE = "hero";
/** The page file the check adds, and the path it gives its page. */
const NEW_FILE = "lib/content/pages/content-build-check.json";
const NEW_PATH = "/campaigns/content-build-check";

/**
 * The project's files (tracked and new, not ignored), node_modules and the picture cache hard-linked, the build cache
 * copied (unless `buildCache` is false). With `pages` (names), only those of the page files.
 * @param {string} to
 * @param {{ pages?: ReadonlySet<string>, buildCache?: boolean }} [options]
 */
export function copyProject(to, { pages, buildCache = true } = {}) {
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  const leftOut = (file) => pages !== undefined && path.dirname(file) === PAGES_DIR && file.endsWith(".json") && !pages.has(pageNameOf(file));
  for (const file of files) {
    if (!existsSync(path.join(root, file)) || leftOut(file)) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(to, file));
  }
  // Turbopack refuses a node_modules symlinked from outside the project: hard links cost no space.
  if (spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(to, "node_modules")]).status !== 0) {
    cpSync(path.join(root, "node_modules"), path.join(to, "node_modules"), { recursive: true });
  }
  if (buildCache && existsSync(path.join(root, ".next", "cache")))
    cpSync(path.join(root, ".next", "cache"), path.join(to, ".next", "cache"), { recursive: true });
  linkPictureCache(root, to);
  // The framework floor's export, which the build measures pages against (scripts/lib/budgets.mjs).
  const floor = path.join("tests", "fixtures", "floor-app", "out");
  if (existsSync(path.join(root, floor))) cpSync(path.join(root, floor), path.join(to, floor), { recursive: true });
}

function build(dir, { post = false } = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BASE_PATH: "", NEXT_PUBLIC_SITE_PREVIEW: "" };
  // The picture step first, as `npm run build` runs it (its output is not in the copy: it is ignored by git).
  const pictures = spawnSync(process.execPath, ["scripts/build/pictures.mjs"], { cwd: dir, encoding: "utf8", env });
  if (pictures.status !== 0) return { status: pictures.status, output: `${pictures.stdout}\n${pictures.stderr}` };
  const r = spawnSync(path.join(dir, "node_modules", ".bin", "next"), ["build"], { cwd: dir, encoding: "utf8", env });
  if (r.status !== 0 || !post) return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
  // The host's rules come from the export, as `npm run build` makes them; then the review page, as a preview's.
  const p = spawnSync(process.execPath, ["scripts/postbuild.mjs"], { cwd: dir, encoding: "utf8", env });
  if (p.status === 0) {
    const outDir = path.join(dir, "out");
    writeReviewPage({ outDir, budget: Infinity, measure: (file) => measurePage(outDir, file, "").js, pictures: pagePictures(dir) });
  }
  return { status: p.status, output: `${r.stdout}\n${p.stdout}\n${p.stderr}` };
}

/** A new page: the chat's section from /chatbot under a path of its own, with words of its own. */
function addPage(dir) {
  const chatbot = JSON.parse(readFileSync(path.join(dir, "lib/content/pages/chatbot.json"), "utf8"));
  const page = {
    path: NEW_PATH,
    title: "Content build check",
    description: "A page the content build check adds with no code, to see that a page file alone becomes a page with everything a page gets.",
    label: "Build check page",
    headline: "A page from a file",
    // As the editor's New page writes it: shown in the footer, which the check then looks for.
    showInFooter: true,
    sections: chatbot.sections,
  };
  writeFileSync(path.join(dir, NEW_FILE), `${JSON.stringify(page, null, 2)}\n`);
}

const read = (dir, file) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), "utf8") : "");

/** Edits the home page's hero, found by its type (a marketer may move it), and returns its place on the page, counted from 1. */
function editHero(dir, edit) {
  const file = path.join(dir, FILE);
  const data = JSON.parse(readFileSync(file, "utf8"));
  const at = data.sections.findIndex((section) => section.type === HERO_TYPE);
  if (at < 0) throw new Error(`content build check: ${FILE} has no "${HERO_TYPE}" section to edit`);
  edit(data.sections[at]);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return at + 1;
}

export function checkContentBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "drops-content-build-"));
  const results = [];
  try {
    // The launch pages and the pages they link to, whatever the number of pages marketers have added: what this
    // checks is what a content file does to a build, the same for any page (at 500 pages a build of them all took 136 s).
    copyProject(dir, { pages: pagesNeededBy(LAUNCH_PAGES, root) });

    const words = "Headline changed on disk";
    editHero(dir, (hero) => (hero.headline = words));
    addPage(dir);
    const changed = build(dir, { post: true });
    const page = changed.status === 0 ? readFileSync(path.join(dir, "out", "index.html"), "utf8") : "";
    results.push({
      name: `a changed ${FILE} shows up on the built home page`,
      ok: changed.status === 0 && page.includes(`>${words}<`),
      detail: changed.status === 0 ? `"${words}" not found in out/index.html` : `the build failed:\n${changed.output.slice(-2000)}`,
    });

    const slugged = NEW_PATH.slice(1).replace(/\//g, "-");
    const newPage = read(dir, `out${NEW_PATH}.html`);
    const expectations = [
      ["a built page at its path", newPage.includes("</html>")],
      ["its own canonical URL", new RegExp(`<link rel="canonical" href="[^"]*${NEW_PATH}"`).test(newPage)],
      ["a social card that exists", newPage.includes(`/og/${slugged}.png`) && existsSync(path.join(dir, "out", "og", `${slugged}.png`))],
      ["a sitemap entry", read(dir, "out/sitemap.xml").includes(`${NEW_PATH}</loc>`)],
      ["a footer link on the home page", read(dir, "out/index.html").includes(`href="${NEW_PATH}"`)],
      ["a Content-Security-Policy of its own, in its <head>", newPage.includes("</html>") && policyMetaProblems(newPage).length === 0],
      ["an entry on the review page", read(dir, "out/_review/index.html").includes(`>${NEW_PATH}</a>`)],
    ];
    for (const [what, ok] of expectations) {
      results.push({
        name: `${NEW_FILE}, added with no code, gets ${what}`,
        ok: changed.status === 0 && ok,
        detail: changed.status === 0 ? `not found in the export` : `the build failed`,
      });
    }

    const place = editHero(dir, (section) => (section.headline = ""));
    const broken = build(dir);
    // As the editor words it (lib/content/page-problems.ts fieldWords): the file, the section by its place and its
    // type's editor label (a schema's, which this plain script cannot import), the field by its label, the rule.
    const [start, end] = [`${FILE}: Section ${place}, `, ": Headline: must not be empty"];
    const message = `${start}…${end}`;
    const named = broken.output.split("\n").some((line) => line.trim().startsWith(start) && line.trimEnd().endsWith(end));
    results.push({
      name: `an empty headline in ${FILE} fails the build with "${message}"`,
      ok: broken.status !== 0 && named,
      detail: broken.status === 0 ? "next build succeeded" : `the build failed without the message:\n${broken.output.slice(-2000)}`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
  const results = checkContentBuild();
  for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} content build: ${r.name}${r.ok ? "" : `\n     ${r.detail}`}`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`content build: ${passed} passed, ${failed} failed`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, results }, null, 2));
  process.exit(failed ? 1 : 0);
}
