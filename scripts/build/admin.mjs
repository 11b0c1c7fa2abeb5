// The copy editor, out/admin/: Decap CMS's own files, copied from node_modules
// (no CDN, no source maps), a page that loads them, and its own policy. Its
// config.yml is made by the Next build (app/admin/config.yml/route.ts). The
// public pages never load any of it: admin/ is left out of the pages, the
// sitemap and the review (scripts/export-files.mjs).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { NO_UPLOADS_LIBRARY } from "../../lib/editor-media.mjs";
import { ADMIN_DIR } from "../export-files.mjs";

const require = createRequire(import.meta.url);

/** Where the editor reaches its local backend (decap-server) from the browser. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8082";

/**
 * The editor's Content-Security-Policy. Decap compiles its config's JSON
 * schema validator (ajv) with `new Function`, so 'unsafe-eval'; its styles are
 * injected at run time (emotion), so style 'unsafe-inline'. It talks to GitHub's
 * API and shows the user's GitHub avatar. Only a local build's editor may also
 * talk to decap-server on this machine: a deployed editor holds a GitHub token,
 * and its policy names no address beyond the site's and GitHub's.
 * @param {{ localBackend?: boolean }} [options] true for a local build (scripts/build/preview-build.mjs, isLocalBuild)
 */
export function adminPolicy({ localBackend = false } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    ["connect-src 'self' https://api.github.com", ...(localBackend ? [LOCAL_BACKEND_ORIGIN] : [])].join(" "),
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
 */
export const adminHeaders = ({ localBackend = false } = {}) => ({
  "Content-Security-Policy": adminPolicy({ localBackend }),
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
});

const escape = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The editor's page: it loads only admin.js, which starts Decap. */
export function adminIndexHtml({ basePath = "", siteCss = [], siteClass = "", siteName = "Drops" }) {
  const admin = `${basePath}/${ADMIN_DIR}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${escape(siteName)}</title>
<link rel="cms-config-url" type="text/yaml" href="${escape(admin)}/config.yml">
<link rel="icon" href="${escape(basePath)}/icon.svg" type="image/svg+xml">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="${escape(admin)}/admin.js" data-cms="${escape(admin)}/decap-cms.js" data-preview="${escape(admin)}/preview.json" data-media-library="${escape(NO_UPLOADS_LIBRARY)}" data-site-css="${escape(siteCss.join(" "))}" data-base-path="${escape(basePath)}" data-site-class="${escape(siteClass)}"></script>
</body>
</html>
`;
}

/** The site's stylesheets, as the home page links them (the preview pane wears them). */
export function siteStylesheets(indexHtml) {
  return [...indexHtml.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0].match(/href="([^"]+)"/)?.[1]).filter(Boolean);
}

/** Copies Decap's bundle and its lazy chunks, without source maps or their comments. */
export function copyDecap(toDir, dist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"))) {
  const files = readdirSync(dist).filter((name) => /(^|\.)decap-cms\.js$/.test(name));
  for (const name of files) {
    const source = readFileSync(path.join(dist, name), "utf8");
    writeFileSync(path.join(toDir, name), source.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n"));
  }
  return files;
}

/** Writes out/admin/: Decap, admin.js and index.html. config.yml is already there (next build). */
export function writeAdmin(outDir, { basePath = "" } = {}) {
  const dir = path.join(outDir, ADMIN_DIR);
  mkdirSync(dir, { recursive: true });
  const files = copyDecap(dir);
  copyFileSync(path.join(import.meta.dirname, "admin-app.js"), path.join(dir, "admin.js"));
  const home = readFileSync(path.join(outDir, "index.html"), "utf8");
  // The font variables sit on the site's <html> class; the preview pane wraps its markup in it.
  const siteClass = home.match(/<html\b[^>]*\bclass="([^"]*)"/)?.[1] ?? "";
  writeFileSync(path.join(dir, "index.html"), adminIndexHtml({ basePath, siteCss: siteStylesheets(home), siteClass }));
  return { files: files.length + 2 };
}
