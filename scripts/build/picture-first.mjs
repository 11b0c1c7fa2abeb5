// Picture first (docs/performance.md, "Picture first"): on a page whose first
// section shows a picture (components/ui/picture.tsx draws it eager, with
// fetchpriority="high": it is what a visitor waits for), Next's script tags
// (and its preload of an island's chunk) are made inert, their src kept in
// data-after-picture, and the early events file (lib/inline/picture-first.js,
// shipped with the contract) requests them once the picture is in. The long
// pole, the largest of them that together hold at least half their bytes,
// is marked data-after-parse: those are requested as soon as the page has been
// parsed, picture or not, so the download that takes longest has started when
// the picture comes in and the line is never idle waiting for a busy phone to
// notice it. Measured on the real-phone profile: the picture's LCP within
// 1.10x of the page without scripts, where Next's own loading, every chunk
// beside the picture on a 1.6 Mbps line, had it at 1.5x; interactive 2-6% later
// than Next's own loading, where holding every chunk until the picture's load
// event made it 10-14% later.
//
// It rewrites what Next writes, so it fails, naming the page, the day that
// changes: a page with such a picture and no chunk tag of the form below, or
// one still loading a chunk at once after the rewrite.
import path from "node:path";
import { gzFile } from "../lib/budgets.mjs";

/** A Next chunk tag as `next build` writes it into an exported page. */
const CHUNK_TAG = /<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's preload of a chunk it will need to finish hydrating (an island's, components/layout/lazy-island.tsx). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/** The first section's picture (React writes the attribute fetchPriority; HTML attribute names are caseless). */
const FIRST_PICTURE = /<img\b[^>]*\bfetchpriority="high"/i;
/** Any script of Next's chunks a browser would still fetch at once (the nomodule polyfill is never run by a current browser). */
const LOADING_CHUNK =
  /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="[^"]*\/_next\/static\/chunks\/[^"]*"[^>]*>|<link\b[^>]*\bhref="[^"]*\/_next\/static\/chunks\/[^"]*\.js"[^>]*>/gi;

/**
 * The chunks requested once the page is parsed: the largest, taken largest
 * first until they hold at least half the bytes of all the held ones.
 * @param {string[]} srcs
 * @param {(src: string) => number} bytes
 */
export function longPole(srcs, bytes) {
  const sized = srcs.map((src) => ({ src, bytes: bytes(src) })).sort((a, b) => b.bytes - a.bytes);
  const total = sized.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const pole = new Set();
  let taken = 0;
  for (const chunk of sized) {
    if (taken * 2 >= total) break;
    pole.add(chunk.src);
    taken += chunk.bytes;
  }
  return pole;
}

/**
 * What a chunk weighs on the line (gzip -9, as the size check weighs it), read from the export it is in.
 * @param {string} outDir the export
 * @param {string} basePath the prefix the pages put before /_next/
 */
export function chunkBytesIn(outDir, basePath = "") {
  return (src) => {
    if (!src.startsWith(`${basePath}/_next/static/chunks/`))
      throw new Error(`picture first: ${src} is not a chunk of this export (scripts/build/picture-first.mjs)`);
    return gzFile(path.join(outDir, src.slice(basePath.length)));
  };
}

/**
 * The page with its chunk tags inert when its first section shows a picture; else as it was.
 * @param {string} html
 * @param {{ page: string, chunkBytes: (src: string) => number }} opts the page's file, for the message; what each chunk weighs (chunkBytesIn)
 */
export function pictureFirst(html, { page, chunkBytes }) {
  if (!FIRST_PICTURE.test(html)) return styleFirst(html, { page, chunkBytes });
  if (!html.includes("<script data-early-events")) {
    throw new Error(`${page}: its first section has a picture, but no early events script to load Next's scripts after it`);
  }
  const held = [...html.matchAll(CHUNK_TAG)].length;
  if (held === 0) {
    throw new Error(
      `${page}: its first section has a picture, but none of Next's script tags is written as <script src=".../_next/static/chunks/….js" async=""></script>: has next build's output changed? (scripts/build/picture-first.mjs)`,
    );
  }
  const srcs = new Set([...html.matchAll(CHUNK_TAG)].map((m) => m[1]));
  const heldSrcs = [...srcs, ...[...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]).filter((href) => !srcs.has(href))];
  const pole = longPole(heldSrcs, chunkBytes);
  const inert = (src) => `<script type="text/plain" data-after-picture="${src}"${pole.has(src) ? ' data-after-parse=""' : ""}></script>`;
  // A preloaded chunk is held too: as one more tag, or not at all when a tag loads it already (a chunk only registers its modules when it runs).
  const out = html.replace(CHUNK_TAG, (_, src) => inert(src)).replace(CHUNK_PRELOAD, (_, href) => (srcs.has(href) ? "" : inert(href)));
  const left = [...out.matchAll(LOADING_CHUNK)].map((m) => m[0]);
  if (left.length) {
    throw new Error(
      `${page}: after holding Next's scripts for its first picture, these would still load at once: ${left.join(" ")} (scripts/build/picture-first.mjs)`,
    );
  }
  return out;
}

/**
 * Style first, on a page with no first picture: its largest paint is words,
 * which wait for the stylesheet, and on a 1.6 Mbps line Next's chunks,
 * requested beside it, shared the line with it. Every chunk tag (and the
 * preload of an island's chunk) is held as `data-after-style`, the long pole
 * marked `data-long-pole`; the early events file requests the long pole once
 * the page's stylesheets are in, the rest once the first paint is on the screen
 * (lib/inline/picture-first.js): the main thread makes only a few script
 * elements before the first paint, and the line is busy all along. A page
 * without the early event contract (the editor's, the review page) is left as
 * Next wrote it, as is one Next wrote no chunk tag into.
 * @param {string} html
 * @param {{ page: string, chunkBytes: (src: string) => number }} opts the page's file, for the message; what each chunk weighs (chunkBytesIn)
 */
export function styleFirst(html, { page, chunkBytes }) {
  if (!html.includes("<script data-early-events")) return html;
  const srcs = new Set([...html.matchAll(CHUNK_TAG)].map((m) => m[1]));
  if (srcs.size === 0) {
    throw new Error(
      `${page}: none of Next's script tags is written as <script src=".../_next/static/chunks/….js" async=""></script>: has next build's output changed? (scripts/build/picture-first.mjs)`,
    );
  }
  const heldSrcs = [...srcs, ...[...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]).filter((href) => !srcs.has(href))];
  const pole = longPole(heldSrcs, chunkBytes);
  const inert = (src) => `<script type="text/plain" data-after-style="${src}"${pole.has(src) ? ' data-long-pole=""' : ""}></script>`;
  const out = html.replace(CHUNK_TAG, (_, src) => inert(src)).replace(CHUNK_PRELOAD, (_, href) => (srcs.has(href) ? "" : inert(href)));
  const left = [...out.matchAll(LOADING_CHUNK)].map((m) => m[0]);
  if (left.length) {
    throw new Error(
      `${page}: after holding Next's scripts for its stylesheet, these would still load at once: ${left.join(" ")} (scripts/build/picture-first.mjs)`,
    );
  }
  return out;
}
