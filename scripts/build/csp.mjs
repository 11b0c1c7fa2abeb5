// Content-Security-Policy for the export: inline scripts and styles are allowed
// only by their sha256 hashes, computed from the pages as the build wrote them.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Hashes of the inline scripts (JSON data blocks excepted) and inline <style>s of some HTML. */
export function inlineHashesOfHtml(htmls) {
  const scripts = new Set();
  const styles = new Set();
  for (const html of htmls) {
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1];
      // A tag held for the first picture (build/picture-first.mjs) is no script until it is given its src.
      if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || /\bdata-after-picture=/.test(attrs)) continue;
      scripts.add(sha256(m[2]));
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(m[1]));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The same, for HTML files on disk. */
export const inlineHashes = (files) => inlineHashesOfHtml(files.map((file) => readFileSync(file, "utf8")));

/**
 * sonner injects its stylesheet as one <style> element when the toaster first
 * loads; it appends the element empty before filling it, so "" needs a hash too.
 * Fails the build when sonner stops doing it that way.
 */
export function sonnerStyleHashes(source = readFileSync(path.join(path.dirname(require.resolve("sonner")), "index.mjs"), "utf8")) {
  const literal = source.match(/\n__insertCSS\(("(?:[^"\\]|\\.)*")\);/)?.[1];
  if (!literal) throw new Error("sonner's __insertCSS call not found: update scripts/build/csp.mjs");
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

/** The policy of one page: its own inline hashes plus sonner's style. */
export function pagePolicy(file, sonner = sonnerStyleHashes()) {
  const own = inlineHashes([file]);
  return contentSecurityPolicy({ scripts: own.scripts, styles: [...new Set([...own.styles, ...sonner])].sort() });
}
