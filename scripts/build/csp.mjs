// Content-Security-Policy for the export: inline scripts and styles are allowed
// only by their sha256 hashes, computed from the pages as the build wrote them.
// Two policies, which the browser both enforces (a load must pass each):
//   - each page's own, in a <meta http-equiv> that is the first thing in its
//     <head> after the charset (withPolicyMeta): the page's hashes, so the
//     host's rules do not grow with the pages;
//   - one site-wide header (sitePolicy, every response): the same directives
//     with 'unsafe-inline' where the meta has hashes, plus what a meta cannot
//     carry (frame-ancestors). No page outside the editor (which has a policy of
//     its own) runs an inline script: Next's are moved to a file
//     (build/payload-data.mjs), so scripts are 'self' alone in both, and the
//     check below names a page that has one. Where the meta has a directive, the header's
//     allows at least as much, so the two together are exactly
//     contentSecurityPolicy (the single per-page header policy the site had).
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
      // A tag held for the first picture or the stylesheet (build/picture-first.mjs) is no script until it is given its src.
      if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || /\bdata-after-(?:picture|style)=/.test(attrs)) continue;
      scripts.add(sha256(m[2]));
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(m[1]));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

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
    // React (a dialog's height kept) and sonner set a few style attributes; scripts stay hash-only.
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

/** Directives a browser ignores in a <meta> policy (CSP 3, "delivered via meta"): they belong in the header. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

const directivesOf = (policy) => policy.split("; ");
const isHeaderOnly = (directive) => HEADER_ONLY_DIRECTIVES.includes(directive.split(" ")[0]);

/**
 * The site-wide header policy: no hash (it is one rule for every page), so inline
 * styles are 'unsafe-inline' here and each page's meta narrows them to its own hashes;
 * no inline script at all (no page has one); everything else as strict as a page's, and
 * frame-ancestors, which only a header can carry.
 */
export const sitePolicy = () => contentSecurityPolicy({ scripts: [], styles: ["'unsafe-inline'"] });

/** A page's meta policy: its hashes, and every directive of the site's policy a meta can carry. */
export const metaPolicy = (hashes) =>
  directivesOf(contentSecurityPolicy(hashes))
    .filter((d) => !isHeaderOnly(d))
    .join("; ");

/** The hashes one page's policy allows: its own inline scripts and styles, and sonner's style. */
export function pageHashes(html, sonner = sonnerStyleHashes()) {
  const own = inlineHashesOfHtml([html]);
  return { scripts: own.scripts, styles: [...new Set([...own.styles, ...sonner])].sort() };
}

const META_OPEN = '<meta http-equiv="Content-Security-Policy" content="';
// The head's start, and its charset declaration if it comes first: nothing a policy governs.
const HEAD_START = /<head(?:\s[^>]*)?>(?:<meta charset="?utf-8"?\s*\/?>)?/i;

/**
 * The page with its policy in a <meta http-equiv="Content-Security-Policy">, the first
 * thing in its <head> after the charset, so it governs every script, stylesheet and
 * preload of the page. Throws on a page with no <head> or a policy meta already: the
 * day Next writes its pages otherwise, the build says so.
 */
export function withPolicyMeta(html, sonner = sonnerStyleHashes()) {
  if (html.includes(META_OPEN)) throw new Error("the page already has a Content-Security-Policy meta");
  const head = html.match(HEAD_START);
  if (!head) throw new Error("no <head> to put the page's Content-Security-Policy meta in: update scripts/build/csp.mjs");
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${META_OPEN}${metaPolicy(pageHashes(html, sonner))}">${html.slice(at)}`;
}

/**
 * What is wrong with a page's policy meta, if anything: missing, not the first thing in
 * its <head> after the charset (an element before it is not governed), or not allowing
 * one of the page's inline scripts or styles (the page would break); and an inline script
 * on the page, which the site-wide header refuses. Milliseconds a page.
 */
export function policyMetaProblems(html, sonner = sonnerStyleHashes()) {
  const head = html.match(HEAD_START);
  if (!head) return ["no <head>"];
  const rest = html.slice(head.index + head[0].length);
  if (!rest.startsWith(META_OPEN))
    return [html.includes(META_OPEN) ? "its Content-Security-Policy meta is not the first thing in its <head>" : "no Content-Security-Policy meta"];
  const policy = rest.slice(META_OPEN.length, rest.indexOf('"', META_OPEN.length));
  const hashes = pageHashes(html, sonner);
  return [
    ...(policy === metaPolicy(hashes) ? [] : ["its Content-Security-Policy meta does not allow exactly its own inline scripts and styles"]),
    ...(hashes.scripts.length ? ["an inline script, which the site-wide policy refuses (scripts/build/payload-data.mjs moves Next's to a file)"] : []),
  ];
}
