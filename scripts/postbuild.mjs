// After `next build`: each page's scripts start after its first paint
// (defer-boot.mjs), then the security and caching headers for the export,
// computed from what the build wrote. Writes out/_headers (Netlify / Cloudflare Pages
// format) and serve.generated.json (the same headers for `npm start` and tests).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { deferBootScripts } from "./defer-boot.mjs";
import { isMain } from "./is-main.mjs";
import { readInlineScript } from "../lib/inline/inline-source.mjs";
import { htmlFiles } from "./export-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "out");
const basePath = process.env.BASE_PATH || "";
const require = createRequire(import.meta.url);

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;


/** Hashes of every inline script (not JSON data blocks) and inline <style> in the export. */
export function inlineHashes(files) {
  const scripts = new Set();
  const styles = new Set();
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1];
      if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
      scripts.add(sha256(m[2]));
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(m[1]));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** sonner injects its stylesheet as one <style> element when the toaster first loads. */
function sonnerStyleHash() {
  const source = readFileSync(path.join(path.dirname(require.resolve("sonner")), "index.mjs"), "utf8");
  const literal = source.match(/\n__insertCSS\(("(?:[^"\\]|\\.)*")\);/)?.[1];
  if (!literal) throw new Error("sonner's __insertCSS call not found: update scripts/postbuild.mjs");
  // It appends the empty <style> before filling it, so the empty string needs a hash too.
  return [sha256(JSON.parse(literal)), sha256("")];
}

export function contentSecurityPolicy({ scripts, styles }) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    ["style-src 'self'", ...styles].join(" "),
    // React and Headless UI set a few style attributes; scripts stay hash-only.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=(), clipboard-write=(self)";

function main() {
  const pages = htmlFiles(outDir);
  // First the pages' final markup (the CSP hashes what it ends up with).
  const bootScript = readInlineScript("boot.js", root);
  for (const file of pages) {
    writeFileSync(file, deferBootScripts(readFileSync(file, "utf8"), { bootScript, page: path.relative(root, file) }));
  }
  const sonner = sonnerStyleHash();
  const withSonner = (h) => ({ scripts: h.scripts, styles: [...new Set([...h.styles, ...sonner])].sort() });
  const hashes = withSonner(inlineHashes(pages));
  const security = {
    "Content-Security-Policy": contentSecurityPolicy(hashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  const revalidate = "public, max-age=0, must-revalidate";
  const immutable = "public, max-age=31536000, immutable";

  // Hosts join the values of a header set by two matching rules, so Cache-Control
  // is set per page (revalidate) and for hashed assets (immutable), never both.
  const routes = pages
    .map((file) => "/" + path.relative(outDir, file).replace(/\.html$/, "").replace(/(^|\/)index$/, ""))
    .sort();
  const headersFile = [
    `${basePath}/*`,
    ...Object.entries(security).map(([k, v]) => `  ${k}: ${v}`),
    `${basePath}/_next/static/*`,
    `  Cache-Control: ${immutable}`,
    ...routes.flatMap((route) => [`${basePath}${route === "/" && basePath ? "" : route}`, `  Cache-Control: ${revalidate}`]),
    "",
  ].join("\n");
  writeFileSync(path.join(outDir, "_headers"), headersFile);

  // serve caps a header value at 2048 characters, which the union of every page's
  // hashes soon passes: there each page gets a policy with its own hashes only
  // (a later matching rule replaces an earlier one's header), and other files a
  // policy with none.
  const toList = (obj) => Object.entries(obj).map(([key, value]) => ({ key, value }));
  const prefix = basePath ? `${basePath.slice(1)}/` : "";
  const pagePolicy = (file) => ({ "Content-Security-Policy": contentSecurityPolicy(withSonner(inlineHashes([file]))) });
  const pageRules = pages.map((file) => ({ source: prefix + path.relative(outDir, file), headers: toList(pagePolicy(file)) }));
  // A preview host answers unknown paths with a copy of the prefix's 404 page at its root.
  if (basePath) pageRules.push({ source: "404.html", headers: toList(pagePolicy(path.join(outDir, "404.html"))) });
  const serveConfig = {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      {
        source: "**",
        headers: toList({ ...security, "Content-Security-Policy": contentSecurityPolicy(withSonner({ scripts: [], styles: [] })), "Cache-Control": revalidate }),
      },
      { source: `${prefix}_next/static/**`, headers: toList({ "Cache-Control": immutable }) },
      ...pageRules,
    ],
  };
  writeFileSync(path.join(root, "serve.generated.json"), JSON.stringify(serveConfig, null, 2) + "\n");
  console.log(`headers: ${hashes.scripts.length} inline script hashes, ${hashes.styles.length} style hashes → out/_headers, serve.generated.json`);
}

if (isMain(import.meta.url)) main();
