// Addresses that last: every path main serves (a live page's, or a redirect's
// source) is still served by this branch, as a page or a redirect
// (lib/content/redirects.mjs). A page deleted while its address is live would
// answer 404 after the merge to everyone who kept a link, an email or a printed
// QR code; retired instead, it sends them on. Part of `npm test` (content-only
// pull requests skip the every-edit run), milliseconds a page: it reads the page
// files of main with git, and this branch's from the working tree.
//   node scripts/check-kept-paths.mjs [--json FILE]
// main is the pull request's base in CI, else main or origin/main
// (scripts/changed-pages.mjs findBase); with none of them the check says it was
// skipped and why, and counts nothing.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { findBase } from "./changed-pages.mjs";
import { PAGES_DIR, readPageFiles } from "../lib/content/page-files.mjs";
import { lostPaths } from "../lib/content/redirects.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The page files as `ref` has them, parsed.
 * @param {string} ref
 * @param {string} [cwd]
 * @returns {{ file: string, data: unknown }[]}
 */
export function pageFilesAt(ref, cwd = root) {
  const git = (args, input) => execFileSync("git", args, { cwd, input, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 1 << 30 });
  const files = git(["ls-tree", "--name-only", `${ref}:${PAGES_DIR}`])
    .toString("utf8")
    .split("\n")
    .filter((name) => name.endsWith(".json"))
    .map((name) => `${PAGES_DIR}/${name}`);
  // One git process for every file (cat-file --batch: "<id> blob <size>", the bytes, a newline), not one a file.
  const out = git(["cat-file", "--batch"], files.map((file) => `${ref}:${file}\n`).join(""));
  let at = 0;
  return files.map((file) => {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString("utf8");
    const size = Number(header.split(" ")[2]);
    if (!/ blob \d+$/.test(header)) throw new Error(`${ref}:${file}: git cat-file answered "${header}"`);
    const text = out.subarray(end + 1, end + 1 + size).toString("utf8");
    at = end + 1 + size + 1;
    try {
      return { file, data: JSON.parse(text) };
    } catch (error) {
      throw new Error(`${ref}:${file}: is not valid JSON (${error instanceof Error ? error.message : error})`);
    }
  });
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--json");
  const base = findBase();
  let result;
  if (!base) {
    console.log("kept paths: skipped, as there is no main (nor origin/main, nor the pull request's base) in this clone to compare with");
    result = { passed: 0, failed: 0, skipped: 1 };
  } else {
    const { kept, problems } = lostPaths(pageFilesAt(base), readPageFiles(root), base);
    if (problems.length) console.error(`Paths ${base} serves that this branch would answer with 404:\n  ${problems.join("\n  ")}`);
    else console.log(`kept paths: this branch serves all ${kept.length} paths ${base} serves (as pages or redirects)`);
    result = { passed: problems.length ? 0 : 1, failed: problems.length ? 1 : 0 };
  }
  if (at >= 0) writeFileSync(args[at + 1], JSON.stringify(result) + "\n");
  process.exit(result.failed ? 1 : 0);
}
