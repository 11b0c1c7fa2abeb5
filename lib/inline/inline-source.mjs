// The scripts in lib/inline/ are shipped as they are written: read as text
// (never rebuilt from a function with Function#toString, which coverage
// instrumentation rewrites), their leading doc comment dropped; the post-build
// step then minifies the early event contract into a file of its own
// (scripts/build/early-events.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The shipped text of a script source: its leading /** ... *\/ comment dropped,
 * each line's indentation too, nothing else changed.
 * @param {string} source
 */
export function inlineText(source) {
  return source
    .replace(/^\s*\/\*\*[\s\S]*?\*\/\s*/, "")
    .replace(/\n[ \t]+/g, "\n")
    .trim();
}

/**
 * Reads lib/inline/<name> from the project root.
 * @param {string} name
 * @param {string} [root] the project root (the working directory of next build and the scripts)
 */
export function readInlineScript(name, root = process.cwd()) {
  return inlineText(readFileSync(path.join(root, "lib", "inline", name), "utf8"));
}
