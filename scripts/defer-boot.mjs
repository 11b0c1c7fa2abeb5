// Rewrites an exported page so its JavaScript starts after the first paint
// (lib/inline/boot.js says why and how). Next writes its scripts as async
// <script src> tags, plus a preload hint for some; those go, and one inline
// boot script listing them goes at the end of the body.
//
// The rewrite is strict: it fails the build, naming the page, the day Next's
// output stops looking the way it expects, rather than leaving a page that
// starts its scripts early, twice, or never.
import { readInlineScript } from "../lib/inline/inline-source.mjs";

/** Attributes of one start tag, names lower-cased, in any order and any quoting. */
export function parseAttributes(source) {
  const attrs = new Map();
  for (const m of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK_TAG = /<link\b([^>]*?)\/?>/gi;

/** Next's async external scripts: a src, async, and neither nomodule nor a data type. */
function isAsyncScript(attrs) {
  return attrs.has("src") && attrs.has("async") && !attrs.has("nomodule") && !/json/i.test(attrs.get("type") ?? "");
}

/** What a page holds: Next's async script URLs and the boot scripts already in it. */
export function inspectPage(html) {
  const asyncSrcs = [];
  let boots = 0;
  for (const m of html.matchAll(SCRIPT_TAG)) {
    const attrs = parseAttributes(m[1]);
    if (isAsyncScript(attrs)) asyncSrcs.push(attrs.get("src"));
    if (attrs.has("data-boot")) boots++;
  }
  return { asyncSrcs, boots };
}

/**
 * The rewritten page. `bootScript` is the inline script's text (lib/inline/boot.js
 * as shipped). Throws, saying what it found, when the page is not what Next writes:
 * no async scripts to move (and no boot script from an earlier run), a script URL
 * that cannot go in an attribute, no </body>, or anything but exactly one boot
 * script and no async script afterwards. A page already rewritten comes back
 * unchanged.
 * @param {string} html
 * @param {{ bootScript?: string, page?: string }} [options]
 */
export function deferBootScripts(html, { bootScript = readInlineScript("boot.js"), page = "page" } = {}) {
  const before = inspectPage(html);
  if (before.asyncSrcs.length === 0) {
    if (before.boots === 1) return html;
    throw new Error(`defer-boot: ${page} has no async <script src> tags to defer (has Next's output changed?)`);
  }
  if (before.boots > 0) throw new Error(`defer-boot: ${page} has both Next's async scripts and a boot script`);
  const srcs = [...new Set(before.asyncSrcs)];
  const bad = srcs.find((src) => /[\s"'&<>]/.test(src));
  if (bad !== undefined) throw new Error(`defer-boot: ${page} has a script URL that cannot be listed: ${bad}`);
  if (!html.includes("</body>")) throw new Error(`defer-boot: ${page} has no </body> for the boot script`);

  const deferred = new Set(srcs);
  const stripped = html
    .replace(SCRIPT_TAG, (tag, attrSource) => (isAsyncScript(parseAttributes(attrSource)) ? "" : tag))
    .replace(LINK_TAG, (tag, attrSource) => {
      const attrs = parseAttributes(attrSource);
      const hint = attrs.get("rel")?.toLowerCase() === "preload" && attrs.get("as")?.toLowerCase() === "script";
      return hint && deferred.has(attrs.get("href")) ? "" : tag;
    });
  const end = stripped.lastIndexOf("</body>");
  const out = `${stripped.slice(0, end)}<script data-boot="${srcs.join(" ")}">${bootScript}</script>${stripped.slice(end)}`;

  const after = inspectPage(out);
  if (after.asyncSrcs.length !== 0 || after.boots !== 1) {
    throw new Error(`defer-boot: ${page} ended with ${after.boots} boot scripts and ${after.asyncSrcs.length} async scripts`);
  }
  return out;
}
