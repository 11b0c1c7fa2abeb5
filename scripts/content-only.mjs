// Whether a pull request changes only files the editor writes, for the every-edit run
// (ci.yml): the run proves that any edit the editor allows passes CI, so it proves nothing
// new on a pull request that only changes content, whose own `npm test` is its proof. The
// files the editor writes are the ones .github/CODEOWNERS leaves to nobody (a line with a
// pattern and no owner decides them: scripts/lib/codeowners.mjs), read as the base commit
// has it, as GitHub reads it for the review: a branch's own CODEOWNERS cannot widen it.
// Changed means `git diff --no-renames` from the base (the merge base where there is one) to
// HEAD, both names of a move counted. It fails closed: no base, a git error, no CODEOWNERS at
// the base or no change at all is "not content only", and the whole run goes ahead.
// Prints `content_only=true` or `content_only=false` (the line CI appends to $GITHUB_OUTPUT)
// and, on stderr, why. Needs no package: CI runs it before `npm ci`.
//   node scripts/content-only.mjs --base <commit or ref>
import { spawnSync } from "node:child_process";
import { editorWrites } from "./lib/codeowners.mjs";
import { isMain } from "./lib/is-main.mjs";

export const CODEOWNERS = ".github/CODEOWNERS";

/**
 * The decision for a list of changed files under a CODEOWNERS text: content only when there is
 * at least one change and the editor writes every one of them.
 * @param {{ codeowners: string, changed: string[] }} input
 * @returns {{ contentOnly: boolean, reason: string }}
 */
export function decide({ codeowners, changed }) {
  if (changed.length === 0) return { contentOnly: false, reason: "no changed file found, so nothing shows the change is content only" };
  const code = changed.filter((file) => !editorWrites(codeowners, file));
  if (code.length === 0)
    return { contentOnly: true, reason: `all ${changed.length} changed files are ones the editor writes (${CODEOWNERS} names no owner for them)` };
  const shown = code.slice(0, 10).join(", ");
  return {
    contentOnly: false,
    reason: `${code.length} of ${changed.length} changed files are not ones the editor writes: ${shown}${code.length > 10 ? ", …" : ""}`,
  };
}

/**
 * The decision for this repository's HEAD against `base`, by git in `cwd`; any failure is "not content only".
 * @param {{ base?: string, cwd?: string }} options
 * @returns {{ contentOnly: boolean, reason: string }}
 */
export function contentOnlyAgainst({ base, cwd = process.cwd() }) {
  const git = (...args) => spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  const closed = (reason) => ({ contentOnly: false, reason });
  if (!base) return closed("no base commit given (--base)");
  if (base.startsWith("-")) return closed(`the base "${base}" is not a commit`);
  const hasCommit = () => git("cat-file", "-e", `${base}^{commit}`).status === 0;
  // A shallow checkout may lack the base: fetch it (by name or by SHA), once.
  if (!hasCommit()) git("fetch", "--no-tags", "--quiet", "--depth=1", "origin", base);
  if (!hasCommit()) return closed(`the base ${base} is not in this repository and could not be fetched`);
  const owners = git("show", `${base}:${CODEOWNERS}`);
  if (owners.status !== 0) return closed(`the base ${base} has no ${CODEOWNERS} to read`);
  // The merge base where the history reaches it; else the base itself (a diff of the two trees,
  // which can only list more files, never fewer, than the pull request changed).
  const mergeBase = git("merge-base", base, "HEAD");
  const from = mergeBase.status === 0 && mergeBase.stdout.trim() ? mergeBase.stdout.trim() : base;
  const diff = git("diff", "--name-only", "--no-renames", "-z", from, "HEAD", "--");
  if (diff.status !== 0) return closed(`git diff from ${from} failed: ${diff.stderr.trim()}`);
  return decide({ codeowners: owners.stdout, changed: diff.stdout.split("\0").filter(Boolean) });
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = args.find((arg) => arg.startsWith("--base="));
  const base = flag ? flag.slice("--base=".length) : args.includes("--base") ? args[args.indexOf("--base") + 1] : undefined;
  let result;
  try {
    result = contentOnlyAgainst({ base });
  } catch (error) {
    result = { contentOnly: false, reason: `could not tell (${error instanceof Error ? error.message : error})` };
  }
  console.error(`content only: ${result.contentOnly ? "yes" : "no"}: ${result.reason}`);
  console.log(`content_only=${result.contentOnly}`);
}
