// Compile hints (docs/performance.md, "At the floor again"): V8 compiles a
// script's functions lazily, each on the main thread the first time it is
// called. Next's chunks are one array of module factories each, and the boot
// calls nearly all of them in one task: on the real-phone profile that task
// spent about 200 ms of its 430 compiling factories, and a tap landing in it
// waited that long. Chrome (136 on) reads a magic comment on a script's first
// line, `//# allFunctionsCalledOnLoad`, and then compiles every function of it
// eagerly, on a background thread while the script streams in. The post-build
// step puts it on every chunk a page loads at start (its script tags, held or
// not, and the chunks Next preloads for its islands), and on no other file:
// the chunks an island or a demo fetches later are left to compile lazily.
//
// It rewrites what Next writes, so it fails, naming the file, the day a chunk
// is not Turbopack's: a chunk pushes its modules onto globalThis.TURBOPACK,
// and the runtime reads that list in its first statement.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The magic comment, on a line of its own, first in the file (V8 reads it nowhere else). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A file as Turbopack writes it: a chunk (its modules pushed onto the list) or the runtime (which reads the list). */
const TURBOPACK_FILE = /^(?:\(globalThis\.TURBOPACK\|\|\(globalThis\.TURBOPACK=\[\]\)\)\.push\(|\(\(\)=>\{[^]{0,200}?globalThis\.TURBOPACK\b)/;

/** A chunk the page loads at start: a script tag (a classic one, not the nomodule polyfill), held or not, or a preload. */
const STARTUP_CHUNK =
  /<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>|<script type="text\/plain" data-after-[a-z]+="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"|<link rel="preload" as="script" fetchPriority="low" href="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/**
 * The chunks a page's HTML loads at start, as paths under the export (`/_next/static/chunks/….js`).
 * @param {string} html
 * @param {string} basePath the prefix the pages put before /_next/
 */
export function startupChunks(html, basePath = "") {
  return [...html.matchAll(STARTUP_CHUNK)].map((m) => {
    const src = m[1] ?? m[2] ?? m[3];
    if (!src.startsWith(`${basePath}/_next/`)) throw new Error(`compile hints: ${src} is not under ${basePath}/_next/ (scripts/build/compile-hints.mjs)`);
    return src.slice(basePath.length);
  });
}

/**
 * A chunk's text with the hint first; unchanged when it has it already (the step may run twice).
 * @param {string} source
 * @param {string} file the chunk, for the message
 */
export function withCompileHint(source, file) {
  if (source.startsWith(COMPILE_HINT)) return source;
  if (!TURBOPACK_FILE.test(source)) {
    throw new Error(
      `${file}: a page loads it at start, but it does not begin as Turbopack's chunks and runtime do (scripts/build/compile-hints.mjs): has next build's output changed?`,
    );
  }
  return COMPILE_HINT + source;
}

/**
 * Puts the hint on every chunk the given pages load at start; returns those chunks.
 * @param {string} outDir the export
 * @param {string[]} htmlFiles the site's pages (not the editor's)
 * @param {string} basePath
 */
export function hintStartupChunks(outDir, htmlFiles, basePath = "") {
  const chunks = new Set(htmlFiles.flatMap((file) => startupChunks(readFileSync(file, "utf8"), basePath)));
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8"), path.relative(outDir, file)));
  }
  return [...chunks].sort();
}
