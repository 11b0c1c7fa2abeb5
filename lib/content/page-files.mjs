// The site's pages are the files in lib/content/pages/: one JSON file a page,
// holding its own path. Plain JavaScript, like lib/snippet-limits.mjs, so the
// build scripts (the review page, the host's header rules, which page a changed
// file feeds) read the same list the site is built from. Nothing else lists
// the pages: add a file there and the build gives it a route, a footer link,
// a sitemap entry, a social card, a header rule and a place on the review page.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stringsIn } from "./json-strings.mjs";
import { PAGE_PATH, pageNameOf, reservedPathProblem, routeSlug, splitPageLink } from "./page-path.mjs";
import { retiredTargetOf } from "./redirects.mjs";

/** The folder the editor's "New page" writes to (its folder collection, lib/content/editor-config.ts). */
export const PAGES_DIR = "lib/content/pages";

export { PAGE_PATH, pageNameOf, routeSlug };

/**
 * The launch pages, by name (their files' names): a fixed set, whatever pages
 * marketers add later. Every branch runs the browser checks on them, beside the
 * pages it changes (tests/e2e/checked-pages.ts); the test build's sample pages
 * group section types as these group them (lib/content/sample-pages.ts). One a
 * marketer deletes is simply no longer checked.
 */
export const LAUNCH_PAGES = ["home", "brands", "charities", "chatbot", "donation-api-charities", "donation-api-ecommerce", "donation-api-loyalty"];

/**
 * The test build's sample pages (lib/content/sample-pages.ts): drawn only by a
 * build run with SAMPLE_PAGES_ENV=1, under SAMPLES_PATH, which no page file may
 * take (PAGE_PATH has no "_"). Here so the post-build step, which refuses them in
 * any other build (scripts/build/sample-pages.mjs), names the same.
 */
export const SAMPLE_PAGES_ENV = "DROPS_SAMPLE_PAGES";
export const SAMPLES_PATH = "/_samples";

/**
 * Every page file, parsed, in path order (the footer's and the sitemap's):
 * [{ file, data }]. A file that is not JSON fails, naming it.
 * @param {string} [root] the project's folder
 * @returns {{ file: string, data: unknown }[]}
 */
export function readPageFiles(root = process.cwd()) {
  const dir = path.join(root, PAGES_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = `${PAGES_DIR}/${name}`;
      try {
        return { file, data: JSON.parse(readFileSync(path.join(dir, name), "utf8")) };
      } catch (error) {
        throw new Error(`${file}: is not valid JSON (${error instanceof Error ? error.message : error})`);
      }
    });
}

/** @type {{ file: string, data: unknown }[] | undefined} */
let readOnce;

/**
 * The page files as this process read them the first time it asked: the
 * build's modules (the loader, the manifest, the editor's config and its
 * preview data) all read the pages through this, so the folder is read once
 * per process. "Once" is per process because the build runs in several (Next's
 * workers each load the modules anew); tests/unit/page-files-once.test.ts counts it.
 * Scripts and tests that change the files, or read another copy of the
 * project, call readPageFiles.
 * @returns {{ file: string, data: unknown }[]}
 */
export function pageFiles() {
  if (readOnce === undefined) {
    const files = readPageFiles();
    const needed = process.env[LAUNCH_PAGES_ONLY_ENV] === "1" ? neededOf(LAUNCH_PAGES, files, process.cwd()) : undefined;
    readOnce = needed ? files.filter((page) => needed.has(pageNameOf(page.file))) : files;
  }
  return readOnce;
}

/**
 * Set (to "1") by the unit tests (jest.config.js): pageFiles() then holds the launch pages and the pages they need
 * (pagesNeededBy), not every page. The unit tests check code: the launch pages and the section examples hold every
 * section type, and every page is checked where a check costs milliseconds a page (the build's schema check,
 * scripts/check-pages.mjs). Loading 500 page files cost each test file that loads the content about 2 s.
 */
export const LAUNCH_PAGES_ONLY_ENV = "DROPS_LAUNCH_PAGES_ONLY";

/**
 * The site's routes as the page files give them, in path order: [{ file, name, path }]
 * (a page's name is its file's name, what links store: lib/content/page-links.ts).
 * A retired page (its "retiredTo", lib/content/redirects.mjs) has none: it is not built.
 * Only the path is read here (the build checks the rest of each file against its
 * schema); a missing, malformed or reserved path, or two files with one path, fail naming the files.
 * @param {string} [root]
 * @returns {{ file: string, name: string, path: string, hidden: boolean }[]}
 */
export function pageRoutes(root = process.cwd()) {
  return routesOf(readPageFiles(root));
}

/**
 * The routes of page files already read (pageRoutes reads them first).
 * @param {readonly { file: string, data: unknown }[]} files
 * @returns {{ file: string, name: string, path: string, hidden: boolean }[]}
 */
export function routesOf(files) {
  const seen = new Map();
  const routes = files
    .filter(({ data }) => !retiredTargetOf(data))
    .map(({ file, data }) => {
      const route = data && typeof data === "object" && "path" in data ? data.path : undefined;
      if (typeof route !== "string" || !PAGE_PATH.test(route)) {
        throw new Error(
          `${file}: path: must be "/" or lowercase words and dashes after a slash, like /campaigns/giving-tuesday (found ${JSON.stringify(route)})`,
        );
      }
      const reserved = reservedPathProblem(route);
      if (reserved) throw new Error(`${file}: path: ${reserved}.`);
      if (seen.has(route)) throw new Error(`${file}: path: ${route} is already the path of ${seen.get(route)}; each page needs its own`);
      seen.set(route, file);
      // Hidden from search engines: noindex, and out of the sitemap (the page check holds the export to both).
      const hidden = Boolean(data && typeof data === "object" && "hideFromSearch" in data && data.hideFromSearch === true);
      return { file, name: pageNameOf(file), path: route, hidden };
    });
  return routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Each page's path by its name, from page files already read: what a link's
 * stored name resolves to ({ brands: "/brands", home: "/" }).
 * @param {readonly { file: string, data: unknown }[]} files
 * @returns {Record<string, string>}
 */
export function pagePathsOf(files) {
  return Object.fromEntries(routesOf(files).map((route) => [route.name, route.path]));
}

/**
 * The page files a build of the pages `names` needs, by name: those pages, every page a link in them or in a shared
 * content file (every JSON file under lib/content/ outside the pages' folder, a superset of the shared files) names,
 * the pages shown in the footer, and every page a link in those names, and so on. A link stores the page's name
 * (lib/content/page-links.ts), so every string of those files that is some page's name counts: a page too many at
 * worst, never one too few. What a check that builds a copy of the project keeps of the pages
 * (scripts/check-content-build.mjs, scripts/build-preview.mjs), so that its build costs the same at 7 pages and at 500.
 * @param {readonly string[]} names
 * @param {string} [root]
 * @returns {Set<string>}
 */
export function pagesNeededBy(names, root = process.cwd()) {
  return neededOf(names, readPageFiles(root), root);
}

/**
 * pagesNeededBy, of page files already read.
 * @param {readonly string[]} names
 * @param {readonly { file: string, data: unknown }[]} files
 * @param {string} root
 * @returns {Set<string>}
 */
function neededOf(names, files, root) {
  const pages = new Map(files.map((page) => [pageNameOf(page.file), page.data]));
  const shared = readdirSync(path.join(root, "lib/content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json") && !path.join("lib/content", file).startsWith(`${PAGES_DIR}/`))
    .map((file) => JSON.parse(readFileSync(path.join(root, "lib/content", file), "utf8")));
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name) || !pages.has(name)) return;
    needed.add(name);
    for (const text of stringsIn(pages.get(name))) visit(splitPageLink(text).name);
  };
  for (const name of names) visit(name);
  for (const data of shared) for (const text of stringsIn(data)) visit(splitPageLink(text).name);
  // The footer links every page to the pages whose files say "Show in footer" (lib/routes.ts).
  for (const [name, data] of pages) if (data && typeof data === "object" && "showInFooter" in data && data.showInFooter === true) visit(name);
  return needed;
}
