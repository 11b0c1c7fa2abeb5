// No broken internal link or missing asset anywhere in the export: every page's links and the files it loads
// (href, src, srcset, poster, data) resolve to a file in out/, with pretty URLs (/brands → brands.html). A link's
// #fragment is not checked, as linkinator did not (the Droplist's Terms and Privacy are placeholders, "#terms",
// as the spec has them; the sections' anchors are followed by the end-to-end tests). Each page is read once and every
// link looked up in a set of the export's files: linear in the pages (linkinator, used before, looked each link's
// earlier result up in a list of every result: 44 s at 500 pages, about 1 s now).
//   node scripts/check-links.mjs [--json out.json]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { isMain } from "./lib/is-main.mjs";
import { fileRoute, htmlFiles } from "./lib/export-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** A base no link of the site names: a link that resolves to another origin (the site's absolute URLs, any other site) is not a file of this export. */
const BASE = "http://export.invalid";
/** The attributes that name another file or page, each holding one URL (srcset: a list). */
const URL_ATTRIBUTES = ["href", "src", "poster", "data"];

/**
 * The URLs a page names (with the attribute that names each), from its HTML.
 * @param {string} html
 * @returns {{ url: string, attribute: string }[]}
 */
export function pageLinks(html) {
  const urls = [];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        for (const attribute of URL_ATTRIBUTES) if (attributes[attribute]) urls.push({ url: attributes[attribute], attribute });
        if (attributes.srcset)
          for (const candidate of attributes.srcset.split(",")) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) urls.push({ url, attribute: "srcset" });
          }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return urls;
}

/** Every file under `dir`, as the URL path a host serves it at before pretty URLs ("/_next/static/x.js", "/brands.html"). */
function exportFiles(dir) {
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`),
  );
}

/**
 * The broken links of the pages given, each { url, page, problem }: a URL of this export with no file behind it.
 * @param {{ route: string, html: string }[]} pages  every page, by the path it is served at
 * @param {Set<string>} files  every file of the export, by its path ("/brands.html")
 */
export function brokenLinks(pages, files) {
  /** The file a path is served from, or undefined: as is, as pretty URLs serve it (/brands → brands.html), or a folder's index. */
  const fileOf = (pathname) => [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, "")}/index.html`].find((candidate) => files.has(candidate));
  const broken = [];
  let checked = 0;
  for (const { route, html } of pages) {
    for (const { url } of pageLinks(html)) {
      let target;
      try {
        target = new URL(url, `${BASE}${route}`);
      } catch {
        broken.push({ url, page: route, problem: "not a URL" });
        continue;
      }
      if (target.origin !== BASE) continue; // mailto:, data:, another site, the site's own absolute URLs
      checked += 1;
      if (!fileOf(decodeURIComponent(target.pathname))) broken.push({ url, page: route, problem: "no such file" });
    }
  }
  return { broken, checked };
}

if (isMain(import.meta.url)) {
  const outDir = path.join(root, "out");
  const args = process.argv.slice(2);
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
  // Every page a start, those in folders (/donation-api/…, /campaigns/…) too: a page no other links to is checked as well.
  const pages = htmlFiles(outDir)
    .map((file) => path.relative(outDir, file))
    .filter((file) => file !== "_not-found.html")
    .map((file) => ({ route: fileRoute(file), html: readFileSync(path.join(outDir, file), "utf8") }));
  const { broken, checked } = brokenLinks(pages, exportFiles(outDir));
  for (const l of broken) console.log(`  BROKEN ${l.url} on ${l.page}: ${l.problem}`);
  const failed = broken.length ? 1 : 0;
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: 1 - failed, failed, checked, broken: broken.length }));
  console.log(`links: ${checked} links and assets on ${pages.length} pages resolve, ${broken.length} broken`);
  process.exit(failed);
}
