// The early event contract (lib/inline/early-events.js) ships once, as a small
// file of its own. Rendered by React as an inline script, its text went out
// twice in every page's HTML (in the markup and again in the inline RSC
// payload), and even once it was 1.7 kB gzip of a first round trip that holds
// 14.6 kB. So this step writes the contract, minified, to
// out/_next/static/early-events.<hash>.js (beside Next's hashed assets, under
// the host's year-long immutable rule) and puts a classic script tag for it
// first in each page's <head>: it is fetched beside the stylesheet (which holds
// up the first paint anyway) and runs before the page can paint or any of
// Next's scripts can run, then comes from the cache on the next page. React
// never rendered the tag, and React 19 skips tags it did not render in <head>
// when it hydrates.
//
// The tag is `async` and `blocking="render"`: the browser may not paint
// before it has run (so nothing a visitor can tap is on screen without the
// contract), but the parser goes on reading the page while it comes. As a
// parser-blocking script it held the first paint about 240 ms later on the
// real-phone profile (docs/performance.md, "At the floor again"). Next's
// chunks are requested by this file (lib/inline/picture-first.js), so it
// always runs before them. A browser without `blocking` runs it as soon as it
// has come, before the stylesheet as a rule (it is first, and small).
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The contract as shipped: minified (terser, as bundled with Next; ES5 out, as written). */
export function minifyInline(source) {
  const { minify_sync: minify } = require("next/dist/compiled/terser");
  return minify(source, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false } }).code;
}

/** The file name of a contract text: content-addressed, so a changed contract is fetched afresh. */
export function earlyEventsFile(script) {
  return `early-events.${createHash("sha256").update(script).digest("hex").slice(0, 12)}.js`;
}

const TAG = /<script data-early-events="" src="[^"]*" async="" blocking="render"><\/script>/g;
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Puts the page's one early-events tag first in its <head>, right after the
 * charset (or points it at a new file when the step runs again). Fails, naming
 * the page, when the head is not as expected. Pages without the site's layout
 * (a preview's review page) are left alone.
 * @param {string} html
 * @param {{ src: string, page: string }} opts
 */
export function linkEarlyEvents(html, { src, page }) {
  if (!html.includes("__next_f")) return html;
  const tag = `<script data-early-events="" src="${src}" async="" blocking="render"></script>`;
  const count = [...html.matchAll(TAG)].length;
  if (count > 1) throw new Error(`${page}: expected at most one <script data-early-events>, found ${count}`);
  if (count === 1) return html.replace(TAG, tag);
  const at = html.indexOf(`<head>${CHARSET}`);
  if (at < 0) throw new Error(`${page}: no <head>${CHARSET} to put the early event contract after`);
  const end = at + `<head>${CHARSET}`.length;
  return html.slice(0, end) + tag + html.slice(end);
}
