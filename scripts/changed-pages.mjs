// The pages this branch changes, for the browser checks that run per changed
// page (tests/e2e/checked-pages.ts): against the pull request's base in CI
// (GITHUB_BASE_REF, fetched), against main elsewhere, and every page where no
// base can be found. A page is changed when its file is, or a picture it shows.
// Code is no page's change: the sample pages (every section type,
// lib/content/sample-pages.ts) and the launch pages, which every run checks in a
// browser, exercise it. Nor is a shared content file (layout, droplist, claims...):
// its words are drawn by the shared components and section types those same pages
// hold, the same way on every page, so a footer's new words do not make a marketer's
// branch check 500 pages in a browser. The review page still lists every page a
// shared file feeds (scripts/build/page-changes.mjs), and the sweep before
// production (npm run sweep) checks every page.
//   node scripts/changed-pages.mjs [--fetch] [--json FILE]
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { readPageFiles, routesOf } from "../lib/content/page-files.mjs";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from "../lib/editor-media.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** git in a folder, its output trimmed; throws on failure. */
const gitIn =
  (cwd) =>
  (...args) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/**
 * Files this branch changed since it left `ref` (base...HEAD), plus what is not
 * committed yet: what the build has. A shallow clone with no common history
 * compares with the ref itself (its own later changes show too).
 * @param {string} ref
 * @param {string} [cwd]
 * @param {(line: string) => void} [log]
 * @returns {string[]}
 */
export function changedFiles(ref, cwd = root, log = console.log) {
  const git = gitIn(cwd);
  let since;
  try {
    since = git("merge-base", ref, "HEAD");
  } catch {
    log(`no merge base with ${ref} (shallow clone?); listing files that differ from ${ref} itself`);
    since = ref;
  }
  const lines = (text) => text.split("\n").filter(Boolean);
  return [...new Set([...lines(git("diff", "--name-only", since)), ...lines(git("ls-files", "--others", "--exclude-standard"))])].sort();
}

/**
 * The ref to compare with: the pull request's base in CI (GITHUB_BASE_REF,
 * fetched from origin when `fetch`), else main (or origin/main); undefined when
 * none is there.
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, fetch?: boolean }} [options]
 * @returns {string | undefined}
 */
export function findBase({ env = process.env, cwd = root, fetch = false } = {}) {
  const git = gitIn(cwd);
  const exists = (ref) => {
    try {
      git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
      return true;
    } catch {
      return false;
    }
  };
  if (env.GITHUB_BASE_REF) {
    const branch = env.GITHUB_BASE_REF;
    const remote = `origin/${branch}`;
    if (fetch) {
      try {
        // A shallow checkout (actions/checkout's default) stays shallow; a full one is not made so.
        const shallow = git("rev-parse", "--is-shallow-repository") === "true";
        git("fetch", "--no-tags", ...(shallow ? ["--depth=50"] : []), "origin", `+refs/heads/${branch}:refs/remotes/${remote}`);
      } catch {
        // No network or no access: then the base is not there, and every page counts as changed.
      }
    }
    return exists(remote) ? remote : undefined;
  }
  return ["main", "origin/main"].find(exists);
}

/**
 * The pages whose browser checks the changed files call for, as paths, in order: a
 * page file its page, a picture in the media folder the pages whose files name it;
 * shared content files and code none (the launch and sample pages stand for them).
 * @param {readonly string[]} files  repository paths
 * @param {readonly { file: string, data: unknown }[]} pageFiles  the page files (readPageFiles)
 * @returns {string[]}
 */
export function pagesFedBy(files, pageFiles) {
  const routes = routesOf(pageFiles);
  const paths = routes.map((route) => route.path);
  const pathOfFile = Object.fromEntries(routes.map((route) => [route.file, route.path]));
  const pictures = files.filter((f) => f.startsWith(`${PICTURES_FOLDER}/`));
  const showing = pictures.flatMap((file) => {
    const src = JSON.stringify(`${PICTURES_PUBLIC_FOLDER}/${path.posix.basename(file)}`);
    return pageFiles.filter((page) => JSON.stringify(page.data).includes(src)).map((page) => pathOfFile[page.file]);
  });
  const fed = files.filter((file) => pathOfFile[file]).map((file) => pathOfFile[file]);
  return paths.filter((p) => showing.includes(p) || fed.includes(p));
}

/**
 * The pages this branch changes: { base, paths }, paths null (every page) when
 * no base is found.
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, fetch?: boolean, log?: (line: string) => void }} [options]
 * @returns {{ base: string | undefined, paths: string[] | null }}
 */
export function changedPages({ env = process.env, cwd = root, fetch = false, log = console.log } = {}) {
  const base = findBase({ env, cwd, fetch });
  if (!base) return { base, paths: null };
  return { base, paths: pagesFedBy(changedFiles(base, cwd, log), readPageFiles(cwd)) };
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--json");
  const found = changedPages({ fetch: args.includes("--fetch"), log: (line) => console.error(`changed pages: ${line}`) });
  if (at >= 0) writeFileSync(args[at + 1], JSON.stringify(found) + "\n");
  else console.log(JSON.stringify(found));
}
