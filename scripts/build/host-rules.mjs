// Paths a static host would answer with 200 though they are the not-found page:
// /404 (404.html, which the host must keep to answer unknown paths) and
// /_not-found (Next's own copy of the same page). A soft 404 a crawler can find,
// so both are rewritten to a path that has no file, which the host answers with
// 404.html and status 404. Cloudflare Pages and Netlify read out/_redirects;
// `npm start` gets the same rewrites in its serve config.
// Before them, the pages' redirects (lib/content/redirects.mjs): a moved page's
// former paths, a retired page's paths, each a 301 to where the page is now, for
// "/x", "/x/" and "/x.html" alike (the host matches a rule's path exactly).
// Also the host's limits on _redirects and on the export's files: past them
// Cloudflare Pages ignores rules or refuses the deployment, so the build fails
// first, naming the limit (scripts/postbuild.mjs).
import { readdirSync } from "node:fs";

/** A path no build writes: rewriting to it makes the host answer 404. */
export const MISSING_PATH = "/__not-a-page";

/** Every not-found page the export holds, as a host would answer it with 200. */
export function softNotFoundPaths(pageFiles) {
  const paths = pageFiles.filter((f) => f === "404.html" || f === "_not-found.html").map((f) => `/${f.replace(/\.html$/, "")}`);
  if (!paths.includes("/404")) throw new Error("the export has no 404.html: hosts need it to answer unknown paths");
  return paths.sort();
}

/** The addresses a visitor may type for a page's path, which a redirect from it answers: "/x", "/x/", "/x.html" ("/" and "/index.html" for the home page's). */
export const addressesOf = (path) => (path === "/" ? ["/", "/index.html"] : [path, `${path}/`, `${path}.html`]);

/** Where a redirect sends visitors: a path of the site under its base path, or another site's address as it is. */
const targetOf = (to, basePath) => (to.startsWith("/") ? `${basePath}${to}` : to);

/**
 * out/_redirects: the pages' redirects first (each a 301, from every address of its source), then each soft not-found path
 * rewritten (status 200: a rewrite, not a redirect) to a missing one.
 * @param {{ basePath?: string, paths: string[], redirects?: { from: string, to: string }[] }} o
 */
export function redirectsFile({ basePath = "", paths, redirects = [] }) {
  const moved = redirects.flatMap(({ from, to }) => addressesOf(from).map((source) => `${basePath}${source} ${targetOf(to, basePath)} 301`));
  return [...moved, ...paths.map((p) => `${basePath}${p} ${basePath}${MISSING_PATH} 200`), ""].join("\n");
}

/** The same rewrites for serve's config (paths relative to the served folder, as serve wants them). */
export function serveRewrites({ basePath = "", paths }) {
  return paths.map((p) => ({ source: `${basePath}${p}`.slice(1), destination: `${basePath}${MISSING_PATH}` }));
}

/**
 * The pages' redirects for serve's config: serve sends "/x/" and "/x.html" to "/x" first (its clean URLs), then "/x" where
 * the page is now (serve's redirects, relative to the served folder).
 * @param {{ basePath?: string, redirects: { from: string, to: string }[] }} o
 */
export function serveRedirects({ basePath = "", redirects }) {
  return redirects.map(({ from, to }) => ({ source: `${basePath}${from}`.slice(1) || "/", destination: targetOf(to, basePath), type: 301 }));
}

/**
 * Cloudflare Pages' documented limits (https://developers.cloudflare.com/pages/configuration/redirects/,
 * "Per file"; https://developers.cloudflare.com/pages/platform/limits/, "Files", Free plan):
 * _redirects holds at most 2,000 static rules (no splat or placeholder in the source) and
 * 100 dynamic ones, a rule at most 1,000 characters, and static rules come first (the host
 * counts every rule after the first dynamic one as dynamic); a deployment at most 20,000 files.
 */
export const HOST_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, redirectLength: 1000, files: 20000 };

const isDynamic = (source) => source.includes("*") || /(^|\/):[A-Za-z]/.test(source);

/** What Cloudflare Pages would ignore in a _redirects file, naming the limit and the rule. */
export function redirectsFileProblems(text, limits = HOST_LIMITS) {
  const rules = text
    .split("\n")
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line && !line.startsWith("#"));
  const firstDynamic = rules.findIndex(({ line }) => isDynamic(line.split(/\s+/)[0]));
  const dynamic = firstDynamic < 0 ? 0 : rules.length - firstDynamic;
  const statics = rules.length - dynamic;
  return [
    ...rules
      .filter(({ line }) => line.length > limits.redirectLength)
      .map(({ line, number }) => `_redirects: line ${number} is ${line.length} characters; the host allows at most ${limits.redirectLength} a rule`),
    ...(statics > limits.staticRedirects ? [`_redirects: ${statics} static rules; the host allows at most ${limits.staticRedirects}`] : []),
    ...(dynamic > limits.dynamicRedirects
      ? [`_redirects: ${dynamic} dynamic rules (every rule from line ${rules[firstDynamic].number} on); the host allows at most ${limits.dynamicRedirects}`]
      : []),
  ];
}

/** How many files an export folder holds, its host files (_headers, _redirects) counted too. */
export const exportFileCount = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

/** The export over the host's number of files a deployment may hold, if it is. */
export function fileCountProblems(count, limits = HOST_LIMITS) {
  return count > limits.files ? [`out/: ${count} files; the host allows at most ${limits.files} in a deployment`] : [];
}
