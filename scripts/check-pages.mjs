// What every exported page must have that needs no browser, in milliseconds a
// page (the browser checks run once per section type and on the pages a branch
// changes: tests/e2e/checked-pages.ts): one h1; the banner, main and
// contentinfo landmarks (the site's <header> and <footer> outside <main>); a
// title of its own (no other page's) and a description; a canonical URL at its own path and a social card
// that is in the export, or, on a test build's sample page, noindex and no
// canonical; and every page file exported and in the sitemap, which lists no
// other page. Valid HTML, links and budgets are
// check-html.mjs, check-links.mjs and check-size.mjs, over the same pages.
//   node scripts/check-pages.mjs [--json out.json]
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileRoute, htmlFiles } from "./lib/export-files.mjs";
import { isMain } from "./lib/is-main.mjs";
import { REVIEW_DIR } from "./build/review-page.mjs";
import { SAMPLES_PATH, pageRoutes } from "../lib/content/page-files.mjs";

const root = path.resolve(import.meta.dirname, "..");

const count = (html, re) => html.match(re)?.length ?? 0;
const attr = (tag, name) => tag?.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
const tagOf = (html, re) => html.match(re)?.[0];

/**
 * What one exported page lacks, as lines: the page's route, its HTML, and
 * whether a file of the export exists (for its social card).
 * @param {{ route: string, html: string, exists: (pathname: string) => boolean, basePath?: string }} page
 * @returns {string[]}
 */
export function pageProblems({ route, html, exists, basePath = "" }) {
  const problems = [];
  const h1s = count(html, /<h1[\s>]/g);
  if (h1s !== 1) problems.push(`has ${h1s} h1 headings, not one`);
  const [main, mainEnd] = [html.search(/<main[\s>]/), html.indexOf("</main>")];
  if (count(html, /<main[\s>]/g) !== 1 || mainEnd < main) problems.push("has no single <main> landmark");
  // The banner and contentinfo landmarks are a <header> and a <footer> outside <main> (inside it, they are none).
  const outside = main < 0 ? html : html.slice(0, main) + html.slice(mainEnd);
  if (!/<header[\s>]/.test(outside)) problems.push("has no banner landmark (a <header> outside <main>)");
  if (!/<footer[\s>]/.test(outside)) problems.push("has no contentinfo landmark (a <footer> outside <main>)");
  const head = html.slice(0, html.indexOf("</head>"));
  if (!/<title>[^<]+<\/title>/.test(head)) problems.push("has no title");
  if (!attr(tagOf(head, /<meta name="description"[^>]*>/), "content")) problems.push("has no description");
  const robots = attr(tagOf(head, /<meta name="robots"[^>]*>/), "content") ?? "";
  const canonical = attr(tagOf(head, /<link rel="canonical"[^>]*>/), "href");
  if (route.startsWith(`${SAMPLES_PATH}/`)) {
    if (!/\bnoindex\b/.test(robots)) problems.push("is a sample page without noindex");
    if (canonical) problems.push("is a sample page with a canonical URL");
    return problems;
  }
  const own = `${basePath}${route}`.replace(/(.)\/$/, "$1");
  if (!canonical) problems.push("has no canonical URL");
  else if (new URL(canonical, "http://site.invalid").pathname.replace(/(.)\/$/, "$1") !== own)
    problems.push(`has its canonical URL at ${canonical}, not its own path`);
  const image = attr(tagOf(head, /<meta property="og:image"[^>]*>/), "content");
  if (!image) problems.push("has no social card (og:image)");
  else {
    const pathname = new URL(image, "http://site.invalid").pathname;
    if (!pathname.startsWith(`${basePath}/`) || !exists(pathname.slice(basePath.length)))
      problems.push(`has a social card ${pathname} that is not in the export`);
  }
  return problems;
}

/**
 * Every page of an export, checked: [{ route, problems }], and the page files
 * with no page in it.
 * @param {string} outDir
 * @param {{ projectRoot?: string, basePath?: string }} [options]
 */
export function checkPages(outDir, { projectRoot = root, basePath = process.env.BASE_PATH || "" } = {}) {
  const files = htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
    .filter((file) => !file.startsWith(`${REVIEW_DIR}/`) && !["404.html", "_not-found.html"].includes(file))
    .sort();
  const exists = (pathname) => existsSync(path.join(outDir, decodeURIComponent(pathname)));
  // A title is each page's own: the second page of a title names the first.
  const titled = new Map();
  // Which pages tell search engines not to index them: a page hidden from search engines must.
  const noindex = new Map();
  const pages = files.map((file) => {
    const route = fileRoute(file);
    const html = readFileSync(path.join(outDir, file), "utf8");
    const problems = pageProblems({ route, html, exists, basePath });
    noindex.set(route, /<meta name="robots" content="[^"]*\bnoindex\b/.test(html.slice(0, html.indexOf("</head>"))));
    const title = html.slice(0, html.indexOf("</head>")).match(/<title>([^<]+)<\/title>/)?.[1];
    if (title !== undefined && titled.has(title)) problems.push(`has the title "${title}" of ${titled.get(title)}: a title is a page's own`);
    else if (title !== undefined) titled.set(title, route);
    return { route, problems };
  });
  const routes = new Set(pages.map((page) => page.route));
  const pageFiles = pageRoutes(projectRoot);
  const missing = pageFiles.filter((page) => !routes.has(page.path)).map((page) => `${page.file}: its page ${page.path} is not in the export`);
  // A page hidden from search engines says so to them (noindex).
  for (const page of pageFiles) {
    if (page.hidden && noindex.get(page.path) === false) missing.push(`${page.file}: its page ${page.path} is hidden from search engines, without noindex`);
  }
  missing.push(...sitemapProblems(outDir, { routes, pageFiles, basePath }));
  return { pages, missing };
}

/**
 * The sitemap against the export: it lists every page file's page but those hidden from search engines, and only
 * pages the export has (one read, no request a page; tests/e2e/seo.spec.ts checks robots.txt points at it).
 * @param {string} outDir
 * @param {{ routes: Set<string>, pageFiles: { file: string, path: string, hidden: boolean }[], basePath: string }} export
 */
function sitemapProblems(outDir, { routes, pageFiles, basePath }) {
  const file = path.join(outDir, "sitemap.xml");
  if (!existsSync(file)) return ["the export has no sitemap.xml"];
  const listed = [...readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname.slice(basePath.length).replace(/(.)\/$/, "$1") || "/",
  );
  return [
    ...listed.filter((route) => !routes.has(route)).map((route) => `sitemap.xml lists ${route}, which is not a page of the export`),
    ...pageFiles.filter((page) => !page.hidden && !listed.includes(page.path)).map((page) => `${page.file}: its page ${page.path} is not in sitemap.xml`),
    ...pageFiles
      .filter((page) => page.hidden && listed.includes(page.path))
      .map((page) => `${page.file}: its page ${page.path} is hidden from search engines, and in sitemap.xml`),
  ];
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
  const start = performance.now();
  const { pages, missing } = checkPages(path.join(root, "out"));
  for (const { route, problems } of pages) for (const problem of problems) console.log(`  FAIL ${route}: ${problem}`);
  for (const line of missing) console.log(`  FAIL ${line}`);
  const failed = pages.filter((page) => page.problems.length).length + missing.length;
  const passed = pages.length - pages.filter((page) => page.problems.length).length;
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
  console.log(`pages: ${passed} passed, ${failed} failed (${pages.length} pages in ${Math.round(performance.now() - start)} ms)`);
  process.exit(failed ? 1 : 0);
}
