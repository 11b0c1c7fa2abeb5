// A page's history (issue #64): its versions on main, newest first. A version is a
// commit on main's first-parent line that changed the page's file: a pull request's
// merge commit or squash commit (main's ruleset allows those two merge methods only,
// so every commit on that line is one pull request's), never a commit of a branch
// before its merge. Read by the editor online from GitHub's API
// (components/editor/page-history-source.ts) and locally from the repository's log
// (scripts/editor-backend.mjs, beside decap-server); plain JavaScript, so that both
// the browser's bundle and that Node script import it as it is.
import { PAGE_NAME } from "./page-path.mjs";

/** The folder of the page files (lib/content/page-files.mjs PAGES_DIR, which reads the folder: server code). */
export const PAGES_FOLDER = "lib/content/pages";

/** A page's file in the repository, and nothing else: the one kind of file a history is asked of. */
export const PAGE_FILE = new RegExp(`^${PAGES_FOLDER}/(${PAGE_NAME.source.slice(1, -1)})\\.json$`);

/** A full commit id (git's SHA-1, as GitHub and the local repository give it). */
export const COMMIT_SHA = /^[0-9a-f]{40}$/;

/**
 * @typedef {{ number?: number, branch?: string }} PullRequestRef
 *   The pull request a commit on main merged, as far as its message says: its number, its branch.
 * @typedef {{ sha: string, date: string, author: string, pullRequest?: PullRequestRef }} PageVersion
 *   One version of a page: the commit on main that made it, when (its committer date, ISO 8601), who made the change
 *   (the author of the branch's last commit for a merge commit, else the commit's), and the pull request.
 * @typedef {{ sha: string, parents: string[], date: string, author: string, message: string }} MainCommit
 *   A commit as the history reads it.
 */

/**
 * The pull request a commit's message names: GitHub's merge commit ("Merge pull request #12 from owner/cms/pages/home"),
 * its squash commit (first line "Title (#12)", as Decap's Publish and GitHub's squash merge write it), or git's own
 * merge of a branch ("Merge branch 'cms/pages/home'", a local merge). Undefined for any other message.
 * @param {string} message
 * @returns {PullRequestRef | undefined}
 */
export function pullRequestOf(message) {
  const first = message.split("\n", 1)[0]?.trim() ?? "";
  const merged = /^Merge pull request #(\d+) from [^\s/]+\/(\S+)/.exec(first);
  if (merged) return { number: Number(merged[1]), branch: merged[2] };
  const branch = /^Merge (?:remote-tracking )?branch '([^']+)'/.exec(first);
  if (branch) return { branch: branch[1]?.replace(/^origin\//, "") };
  const squash = /\(#(\d+)\)$/.exec(first);
  if (squash) return { number: Number(squash[1]) };
  return undefined;
}

/**
 * A version of a commit: who made the change is the author of the merged branch's last commit (its second parent) for
 * a merge commit, known from `authors`, else the commit's own author.
 * @param {MainCommit} commit
 * @param {ReadonlyMap<string, string>} [authors] authors by commit id (a merge's second parent)
 * @returns {PageVersion}
 */
export function versionOf(commit, authors = new Map()) {
  const branchHead = commit.parents[1];
  const author = (branchHead && authors.get(branchHead)) || commit.author;
  const pullRequest = pullRequestOf(commit.message);
  return { sha: commit.sha, date: commit.date, author, ...(pullRequest ? { pullRequest } : {}) };
}

/** Field and record separators of the log format below (ASCII unit and record separators: never in a message git writes). */
const UNIT = "\x1f";
const RECORD = "\x1e";

/** `git log`'s --format for parseLog: id, parents, committer date, author, message. */
export const LOG_FORMAT = `%H${UNIT}%P${UNIT}%cI${UNIT}%an${UNIT}%B${RECORD}`;

/**
 * Commits as `git log --format=LOG_FORMAT` prints them, in its order.
 * @param {string} text
 * @returns {MainCommit[]}
 */
export function parseLog(text) {
  return text
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ""))
    .filter((record) => record.trim())
    .map((record) => {
      const [sha = "", parents = "", date = "", author = "", ...message] = record.split(UNIT);
      if (!COMMIT_SHA.test(sha)) throw new Error(`git log printed a record without a commit id: ${JSON.stringify(record.slice(0, 80))}`);
      return { sha, parents: parents.split(" ").filter(Boolean), date, author, message: message.join(UNIT).trim() };
    });
}

/**
 * The commits on the first-parent line of `head` that may have changed the file: each one `touching` holds (GitHub's
 * list of the commits that change a path, which follows a merge's branch rather than naming the merge: git log's
 * default simplification), and each merge commit whose branch (its other parents, up to the first-parent line) holds
 * one. Newest first; `complete` is false when the line leaves the commits known (a next page of them is needed).
 * A merge whose branch changed the file and changed it back is among them: compare the file's blob with its first
 * parent's to be sure.
 * @param {string} head
 * @param {ReadonlyMap<string, MainCommit>} commits
 * @param {ReadonlySet<string>} touching
 * @returns {{ candidates: MainCommit[], complete: boolean }}
 */
export function firstParentCandidates(head, commits, touching) {
  /** @type {MainCommit[]} */
  const line = [];
  let complete = true;
  for (let sha = head; sha; ) {
    const commit = commits.get(sha);
    if (!commit) {
      complete = false;
      break;
    }
    line.push(commit);
    sha = commit.parents[0] ?? "";
  }
  const onLine = new Set(line.map((commit) => commit.sha));
  const candidates = line.filter((commit) => {
    if (touching.has(commit.sha)) return true;
    const seen = new Set();
    const stack = commit.parents.slice(1);
    while (stack.length) {
      const sha = /** @type {string} */ (stack.pop());
      if (seen.has(sha) || onLine.has(sha)) continue;
      seen.add(sha);
      if (touching.has(sha)) return true;
      stack.push(...(commits.get(sha)?.parents ?? []));
    }
    return false;
  });
  return { candidates, complete };
}

/**
 * The query a history is asked with, checked: a page's file, and for a version's file, a commit id. Throws, saying
 * what is wrong, on anything else (the local history server answers 400 with it).
 * @param {{ file?: unknown, sha?: unknown }} query
 * @param {{ sha?: boolean }} [need]
 * @returns {{ file: string, sha?: string }}
 */
export function historyQuery(query, need = {}) {
  const { file, sha } = query;
  if (typeof file !== "string" || !PAGE_FILE.test(file)) throw new Error(`file must be a page's file, ${PAGES_FOLDER}/<name>.json`);
  if (!need.sha) return { file };
  if (typeof sha !== "string" || !COMMIT_SHA.test(sha)) throw new Error("sha must be a commit's full id, 40 hexadecimal digits");
  return { file, sha };
}
