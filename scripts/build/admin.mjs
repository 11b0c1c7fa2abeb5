// The copy editor, out/admin/: a Next route of its own (app/(editor)/admin/,
// with its own root layout: none of the site's stylesheet, header or early
// event contract) that loads Decap CMS (decap-cms-app, bundled by Next as a
// chunk only that page loads), its config.yml and preview.json (Next routes
// beside it), and its own policy. The public pages never load any of it:
// admin/ is left out of the pages, the sitemap and the review
// (scripts/lib/export-files.mjs).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { ADMIN_DIR } from "../lib/export-files.mjs";
import { inlineHashesOfHtml } from "./csp.mjs";

/** Where the editor reaches its local backend (decap-server) from the browser. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8082";

/**
 * The editor's Content-Security-Policy. Its page is Next's: its inline scripts
 * (the RSC payload, `self.__next_f.push(...)`) are allowed by their hashes,
 * computed from the page as exported, as on the site's pages. Decap compiles its
 * config's JSON schema validator (ajv) with `new Function`, so 'unsafe-eval';
 * its styles are injected at run time (emotion), so style 'unsafe-inline'. It
 * talks to GitHub's API and shows the user's GitHub avatar. It reads back an upload
 * not yet saved from its blob: URL (its local backup of the entry, with the picture),
 * so connect-src has blob: (this document's own objects only). Only a local build's
 * editor may also talk to decap-server on this machine: a deployed editor holds a
 * GitHub token, and its policy names no address beyond the site's and GitHub's.
 * @param {{ localBackend?: boolean, scripts?: string[] }} [options] localBackend: true for a local build
 *   (scripts/build/preview-build.mjs, isLocalBuild); scripts: the hashes of the editor page's inline scripts
 */
export function adminPolicy({ localBackend = false, scripts = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'unsafe-eval'", ...scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    ["connect-src 'self' blob: https://api.github.com", ...(localBackend ? [LOCAL_BACKEND_ORIGIN] : [])].join(" "),
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The headers of every file under admin/: its policy, never in a search index,
 * and an opener policy that lets the GitHub login popup (functions/api/auth →
 * github.com → functions/api/callback) post the token back to this window:
 * the site's "same-origin" would cut the popup off once it visits github.com.
 * @param {{ localBackend?: boolean, scripts?: string[] }} [options] as adminPolicy's
 */
export const adminHeaders = (options = {}) => ({
  "Content-Security-Policy": adminPolicy(options),
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
});

/**
 * Puts the editor's page where the editor lives, out/admin/index.html (Next
 * exports the route as admin.html, a page among the site's), and drops its
 * RSC payload (admin.txt: fetched only by client-side navigation, and no page
 * links to the editor). Returns the hashes of the inline scripts of every page
 * under admin/ (the editor's, and the section gallery Next exports there as
 * admin/sections.html), for their one policy; none for an export without the
 * editor (a test fixture).
 * @returns {{ scripts: string[] }}
 */
export function placeAdmin(outDir) {
  const dir = path.join(outDir, ADMIN_DIR);
  const exported = path.join(outDir, `${ADMIN_DIR}.html`);
  const page = path.join(dir, "index.html");
  if (existsSync(exported)) {
    mkdirSync(dir, { recursive: true });
    renameSync(exported, page);
    rmSync(path.join(outDir, `${ADMIN_DIR}.txt`), { force: true });
  }
  if (!existsSync(page)) return { scripts: [] };
  // Every page under admin/ shares its rule: the editor's and the section gallery's (admin/sections.html).
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"));
  return { scripts: inlineHashesOfHtml(pages).scripts };
}
