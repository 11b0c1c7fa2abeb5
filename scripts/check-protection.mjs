// Before production deploys (deploy.yml's deploy job), with that job's read-only token:
//   node scripts/check-protection.mjs
// refuses, naming what is missing, unless production gets only what a person approved:
// - main's rules in force (a ruleset: pull request, approvals, code owners, merge commits or
//   squash only, the CI checks bound to GitHub Actions), and a CODEOWNERS file GitHub can
//   read (an unknown team is silently no review);
// - the commit being deployed is main's head now (an old run re-run must not roll production back);
// - every first-parent commit since the last successful deployment of the `production`
//   environment (or, with none, since the baseline a person recorded in LEDGER_FILE) was
//   merged from a pull request approved, on its final head, by someone other than its last
//   pusher who has write, maintain or admin permission on the repository; or a person has
//   approved that commit after the fact in LEDGER_FILE (through an approved pull request).
// Reads GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY, GITHUB_SHA and GITHUB_API_URL, and
// LEDGER_FILE from the working directory (the job's checkout of the deployed commit). Fails
// closed: an answer it cannot read is a reason not to deploy. A ruleset's bypass actors are
// not readable with that token; a bypass merge still shows as a commit without that
// approval, which the range check catches, however many approved merges follow it.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";

export const BRANCH = "main";
/** The environment whose deployments say what production serves (deploy.yml's deploy job). */
export const ENVIRONMENT = "production";
/** Commits a person approved after the fact, and the baseline used while no deployment can be read. */
export const LEDGER_FILE = ".github/production-approvals.json";
/** GitHub Actions' app id: a required check bound to it can be passed by no other app or token. */
export const GITHUB_ACTIONS_APP_ID = 15368;
/** The jobs of .github/workflows/ci.yml (their `name:`s) that must pass before a merge. */
export const REQUIRED_CHECKS = ["npm test", "every edit"];
/**
 * What GitHub's collaborator permission API answers for someone who may approve: `permission`
 * is "admin", "write", "read" or "none" (maintain reads as write, triage as read).
 */
export const MAY_APPROVE = ["admin", "write"];
/** Reviews that decide a reviewer's stand; a later comment does not undo an approval (as on GitHub). */
const DECISIVE = ["APPROVED", "CHANGES_REQUESTED", "DISMISSED"];
const FULL_SHA = /^[0-9a-f]{40}$/;

const short = (sha) => String(sha).slice(0, 7);
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const unread = (what, error) => `Could not read ${what}: ${error.message}.`;

/**
 * What main's rules (GET /repos/{owner}/{repo}/rules/branches/main: every active rule of
 * every ruleset that targets it) fail to require. Several rulesets add up, as on GitHub.
 * @param {unknown} rules the answer, or the Error its request ended with
 * @returns {string[]}
 */
export function rulesProblems(rules) {
  if (rules instanceof Error)
    return [
      unread("the rules in force for main", rules) +
        (rules.status === 404 ? " GitHub answers 404 when the repository or its rules are not visible to this token." : ""),
    ];
  if (!Array.isArray(rules) || !rules.every((rule) => isObject(rule) && typeof rule.type === "string"))
    return ["The rules GitHub gave for main are not a list of rules with a type each, so nothing shows that main needs a review."];
  if (!rules.length)
    return ["No ruleset is in force for main (GitHub lists no rule for it): import .github/rulesets/main.json in Settings → Rules → Rulesets, active."];
  const problems = [];
  const reviews = rules.filter((rule) => rule.type === "pull_request").map((rule) => (isObject(rule.parameters) ? rule.parameters : {}));
  if (!reviews.length) problems.push("main's rules do not require a pull request before merging (no pull_request rule).");
  else {
    const count = requiredApprovals(rules);
    if (count < 1) problems.push(`main's rules require ${count} approvals of a pull request; at least 1 is needed (required_approving_review_count).`);
    for (const [key, what] of [
      ["require_code_owner_review", "review from code owners"],
      ["dismiss_stale_reviews_on_push", "that approvals be dismissed when new commits are pushed"],
      ["require_last_push_approval", "approval of the last push by someone other than its pusher"],
    ])
      if (!reviews.some((parameters) => parameters[key] === true)) problems.push(`main's rules do not require ${what} (${key}).`);
    // A rebase merge puts the pull request's own commits on main, none of them its merge commit, so
    // the range check could not tell them from pushes. Several rulesets add up: one that leaves rebase out is enough.
    if (!reviews.some((parameters) => Array.isArray(parameters.allowed_merge_methods) && !parameters.allowed_merge_methods.includes("rebase")))
      problems.push("main's rules allow rebase merges (allowed_merge_methods), whose commits are no pull request's merge commit: allow only merge and squash.");
  }
  const checkRules = rules.filter((rule) => rule.type === "required_status_checks");
  if (!checkRules.length) {
    problems.push(`main's rules require no status checks: ${REQUIRED_CHECKS.map((name) => `"${name}"`).join(" and ")} from GitHub Actions are missing.`);
    return problems;
  }
  const required = checkRules.flatMap((rule) => (Array.isArray(rule.parameters?.required_status_checks) ? rule.parameters.required_status_checks : []));
  for (const name of REQUIRED_CHECKS) {
    const named = required.filter((check) => check?.context === name);
    if (!named.length) problems.push(`main's rules do not require the check "${name}".`);
    else if (!named.some((check) => check.integration_id === GITHUB_ACTIONS_APP_ID))
      problems.push(
        `main's rules take the check "${name}" from any source, not bound to GitHub Actions (integration_id ${GITHUB_ACTIONS_APP_ID}): any app or token that may post statuses could pass it.`,
      );
  }
  return problems;
}

/** The most approvals any pull_request rule asks for (0 when none can be read). */
function requiredApprovals(rules) {
  const counts = (Array.isArray(rules) ? rules : [])
    .filter((rule) => rule?.type === "pull_request")
    .map((rule) => rule.parameters?.required_approving_review_count)
    .filter((count) => Number.isInteger(count));
  return counts.length ? Math.max(...counts) : 0;
}

/**
 * CODEOWNERS lines GitHub cannot use (GET /repos/{owner}/{repo}/codeowners/errors): GitHub
 * skips an owner it does not know, so "require review from code owners" then requires none.
 * @param {unknown} answer
 * @returns {string[]}
 */
export function codeownersProblems(answer) {
  if (answer instanceof Error)
    return [
      unread("CODEOWNERS's errors", answer) +
        (answer.status === 404 ? " GitHub answers 404 when main has no CODEOWNERS file, and then no code owner's review is required." : ""),
    ];
  if (!isObject(answer) || !Array.isArray(answer.errors))
    return ["GitHub's answer about CODEOWNERS is not a list of errors, so nothing shows that code owners are asked to review."];
  return answer.errors.map((error) => {
    const where = `${error?.path ?? "CODEOWNERS"} line ${error?.line}`;
    const line = typeof error?.source === "string" ? ` ("${error.source.trim()}")` : "";
    const why =
      error?.kind === "Unknown owner"
        ? "it names an owner GitHub does not know or who has no write access (replace a placeholder team with yours)"
        : `${error?.kind ?? "an error"}${error?.suggestion ? `: ${error.suggestion}` : ""}`;
    return `${where}${line} cannot be used: ${why}. GitHub skips it, so the files it covers need no code owner's review.`;
  });
}

/** The pull request merged into main as exactly this commit, from the commit's list of pull requests. */
export function mergedPullRequest(pulls, sha) {
  return (Array.isArray(pulls) ? pulls : []).find(
    (pull) => isObject(pull) && pull.merge_commit_sha === sha && pull.base?.ref === BRANCH && typeof pull.merged_at === "string" && pull.merged_at !== "",
  );
}

/** What GitHub answered about a reviewer's permission, as a short note; "" when they may approve. */
function permissionNote(answer) {
  if (answer instanceof Error) return `permission unreadable: ${answer.message}`;
  const permission = isObject(answer) ? answer.permission : undefined;
  if (MAY_APPROVE.includes(permission)) return "";
  return typeof permission === "string" ? `${permission === "none" ? "no" : `${permission}`} access, not write` : "permission not given";
}

/**
 * The logins whose latest decisive review approves the pull request's head: those whose
 * permission on the repository must be read before their approval can count.
 * @param {{ pull: any, reviews: unknown }} o
 * @returns {string[]}
 */
export function approvers({ pull, reviews }) {
  return latestDecisive(reviews)
    .filter((review) => review.state === "APPROVED" && review.commit_id === pull.head?.sha)
    .map((review) => review.user.login);
}

/** Each reviewer's latest decisive review, in the order GitHub lists them (oldest first). */
function latestDecisive(reviews) {
  const latest = new Map();
  for (const review of Array.isArray(reviews) ? reviews : [])
    if (isObject(review) && DECISIVE.includes(review.state) && typeof review.user?.login === "string") latest.set(review.user.login, review);
  return [...latest.values()];
}

/**
 * Whether the pull request has the approvals main asks for, each from a person other than
 * its last pusher who may approve (write, maintain or admin permission on the repository, as
 * GitHub's collaborator permission API answers: a review's author_association says only how
 * the account is related, and a MEMBER may have read access only), on its final head commit,
 * and not since dismissed or replaced by a request for changes (a reviewer's latest decisive
 * review counts). A permission that cannot be read refuses.
 * GitHub's REST API does not say who pushed a commit. The last pusher is taken to be the
 * author and the committer of the pull request's head commit, as GitHub maps their emails
 * to accounts; an email is the pusher's to choose, so this is a second line behind the
 * ruleset's own last-push rule, which knows the pusher: it catches a merge that skipped it.
 * @param {{ pull: any, reviews: unknown, commits: unknown, permissions?: Record<string, unknown>, required?: number }} o
 *   permissions: GitHub's answer (or the Error its request ended with) for each approver's login
 * @returns {string[]}
 */
export function approvalProblems({ pull, reviews, commits, permissions = {}, required = 1 }) {
  const pr = `Pull request #${pull.number}`;
  const head = pull.head?.sha;
  if (commits instanceof Error) return [unread(`the commits of pull request #${pull.number}`, commits)];
  if (reviews instanceof Error) return [unread(`the reviews of pull request #${pull.number}`, reviews)];
  if (!Array.isArray(commits) || !Array.isArray(reviews) || !reviews.every(isObject))
    return [`GitHub's answers about the commits and reviews of pull request #${pull.number} are not lists, so its approval cannot be shown.`];
  const last = commits.at(-1);
  if (typeof head !== "string" || last?.sha !== head)
    return [`${pr}'s list of commits does not end at its head ${short(head)}, so who pushed it last cannot be told.`];
  const pushers = [...new Set([last.author?.login, last.committer?.login])].filter(
    // web-flow commits what people do in GitHub's own pages: the author is the person.
    (login) => typeof login === "string" && login !== "" && login !== "web-flow",
  );
  if (!pushers.length) return [`${pr}'s head commit ${short(head)} names no GitHub account as its author or committer, so who pushed it last cannot be told.`];
  const latest = latestDecisive(reviews);
  const byPerson = (review) => review.state === "APPROVED" && review.commit_id === head && review.user.type !== "Bot" && !pushers.includes(review.user.login);
  const unreadable = latest.filter(
    (review) => byPerson(review) && (permissions[review.user.login] === undefined || permissions[review.user.login] instanceof Error),
  );
  if (unreadable.length)
    return unreadable.map((review) => {
      const answer = permissions[review.user.login];
      return `Could not read the permission of ${review.user.login}, who approved pull request #${pull.number}${answer instanceof Error ? `: ${answer.message}` : ""}; an approval counts only from someone with write access.`;
    });
  const approvals = latest.filter((review) => byPerson(review) && permissionNote(permissions[review.user.login]) === "");
  const needed = Math.max(1, required);
  if (approvals.length >= needed) return [];
  const seen = latest.map((review) => {
    const notes = [
      review.commit_id !== head && `on ${short(review.commit_id)}, not the head`,
      pushers.includes(review.user.login) && "the last pusher",
      review.user.type === "Bot" && "not a person",
      byPerson(review) && permissionNote(permissions[review.user.login]),
    ].filter(Boolean);
    return `${review.user.login} ${review.state}${notes.length ? ` (${notes.join(", ")})` : ""}`;
  });
  return [
    `${pr} has ${approvals.length} of the ${needed} approval${needed > 1 ? "s" : ""} needed from a person with write access other than its last pusher (${pushers.join(", ")}) on its final head ${short(head)}; ` +
      `its reviewers' latest reviews: ${seen.length ? seen.join("; ") : "none"}.`,
  ];
}

/**
 * The ledger (LEDGER_FILE) as the check reads it: `baseline`, null or the commit to start from
 * while no production deployment can be read, and `approvedAfterTheFact`, commits a person
 * approved once they were on main; each with its full SHA and a reason.
 * @param {unknown} ledger the parsed file, or the Error reading it ended with
 * @returns {{ problems: string[], baseline?: { sha: string, reason: string }, approved: Map<string, string> }}
 */
export function readLedger(ledger) {
  const approved = new Map();
  if (ledger instanceof Error) return { problems: [unread(LEDGER_FILE, ledger)], approved };
  if (!isObject(ledger)) return { problems: [`${LEDGER_FILE} is not an object with "baseline" and "approvedAfterTheFact".`], approved };
  const problems = [];
  const entry = (value, where) => {
    if (isObject(value) && typeof value.sha === "string" && FULL_SHA.test(value.sha) && typeof value.reason === "string" && value.reason.trim() !== "")
      return value;
    problems.push(
      `${LEDGER_FILE}: ${where} needs "sha", a commit's full SHA (40 lowercase hex digits), and "reason", the words of the person who approved it.`,
    );
    return undefined;
  };
  const baseline = ledger.baseline === null ? undefined : entry(ledger.baseline, "baseline (or null)");
  if (!Array.isArray(ledger.approvedAfterTheFact)) problems.push(`${LEDGER_FILE}: approvedAfterTheFact is not a list.`);
  else ledger.approvedAfterTheFact.forEach((value, i) => entry(value, `approvedAfterTheFact[${i}]`) && approved.set(value.sha, value.reason.trim()));
  return { problems, baseline: baseline && { sha: baseline.sha, reason: baseline.reason.trim() }, approved };
}

/**
 * The last deployment production finished: the newest deployment of ENVIRONMENT whose latest
 * status is success. The deploy job's own deployment (in progress) and failed ones are passed
 * over; older ones GitHub marked inactive when a newer one succeeded. Statuses are asked for
 * one deployment at a time, newest first, until one has succeeded.
 * @param {unknown} deployments GitHub's list, newest first
 * @param {(id: number) => Promise<unknown>} statusesOf the statuses GitHub lists for a deployment (an Error refuses)
 * @returns {Promise<{ id: number, sha: string } | undefined>}
 */
export async function lastSuccessfulDeployment(deployments, statusesOf) {
  if (!Array.isArray(deployments)) throw new Error(`GitHub's list of ${ENVIRONMENT} deployments is not a list`);
  for (const deployment of deployments) {
    if (!isObject(deployment) || deployment.environment !== ENVIRONMENT || !FULL_SHA.test(String(deployment.sha))) continue;
    const statuses = await statusesOf(deployment.id);
    if (statuses instanceof Error) throw statuses;
    const latest = (Array.isArray(statuses) ? statuses : []).filter(isObject).sort((a, b) => Number(b.id) - Number(a.id))[0];
    if (latest?.state === "success") return { id: deployment.id, sha: deployment.sha };
  }
  return undefined;
}

/**
 * The first-parent commits after `base` up to `head`, oldest first, from GitHub's compare of
 * base...head (every commit head has that base lacks, each with its parents). Throws, saying
 * why, when base is not an ancestor of head or the list does not lead back to it.
 */
export function firstParentRange(compare, base, head) {
  if (!isObject(compare) || !Array.isArray(compare.commits)) throw new Error(`GitHub's compare of ${short(base)}...${short(head)} has no list of commits`);
  if (compare.status === "identical") return [];
  if (compare.status !== "ahead")
    throw new Error(
      `the last commit production got, ${short(base)}, is not an ancestor of ${short(head)} (GitHub compares them as "${compare.status}"), so what this deploy adds cannot be told`,
    );
  const bySha = new Map(compare.commits.filter(isObject).map((commit) => [commit.sha, commit]));
  const range = [];
  for (let sha = head; sha !== base; ) {
    const commit = bySha.get(sha);
    if (!commit) throw new Error(`GitHub's compare of ${short(base)}...${short(head)} does not list ${short(sha)}, on main's first-parent line between them`);
    range.push(sha);
    sha = commit.parents?.[0]?.sha;
    if (typeof sha !== "string") throw new Error(`${short(range.at(-1))} has no parent in GitHub's compare, yet ${short(base)} was not reached`);
  }
  return range.reverse();
}

/**
 * Every reason not to deploy `sha`, each a sentence naming what is missing; empty means deploy.
 * Each answer is GitHub's JSON, or the Error its request ended with (see readAnswers).
 * @param {{ sha: unknown, rules: unknown, codeownersErrors: unknown, mainHead: unknown, ledger: unknown, start?: unknown, range?: unknown }} answers
 *   start: { from: "deployment", sha, id } or { from: "baseline", sha, reason }, undefined when neither exists, or an Error;
 *   range: the commits after start up to sha (sha alone when they are the same), each { sha, pulls, reviews?, commits?, permissions? }, or an Error
 * @returns {string[]}
 */
export function protectionProblems({ sha, rules, codeownersErrors, mainHead, ledger, start, range }) {
  const problems = [...rulesProblems(rules), ...codeownersProblems(codeownersErrors)];
  if (typeof sha !== "string" || !FULL_SHA.test(sha)) return [...problems, `No commit to check: "${sha}" is not a commit's full SHA (GITHUB_SHA).`];
  if (mainHead instanceof Error) problems.push(unread("main's head", mainHead));
  else if (!isObject(mainHead) || typeof mainHead.commit?.sha !== "string") problems.push("GitHub's answer about main names no head commit.");
  else if (mainHead.commit.sha !== sha)
    problems.push(
      `A newer commit is on main: its head is ${short(mainHead.commit.sha)}, not ${short(sha)}. Only main's head deploys; a re-run of an older deploy would roll production back.`,
    );
  const { problems: ledgerProblems, approved } = readLedger(ledger);
  problems.push(...ledgerProblems);
  if (start instanceof Error) return [...problems, unread(`the last deployment of the ${ENVIRONMENT} environment`, start)];
  if (!start)
    return [
      ...problems,
      `No deployment of the ${ENVIRONMENT} environment succeeded that GitHub lists, and ${LEDGER_FILE} records no baseline: ` +
        "nothing says where production stands, so what this deploy adds cannot be checked. A person records the commit production serves as the baseline, through an approved pull request.",
    ];
  if (range instanceof Error) return [...problems, `Could not list the commits since ${short(start.sha)}: ${range.message}.`];
  if (!Array.isArray(range)) return [...problems, `No list of the commits since ${short(start.sha)}.`];
  const required = requiredApprovals(rules);
  const before = problems.length;
  for (const commit of range) {
    if (approved.has(commit.sha)) continue;
    const { pulls } = commit;
    if (pulls instanceof Error) {
      problems.push(unread(`the pull requests of commit ${short(commit.sha)}`, pulls));
      continue;
    }
    if (!Array.isArray(pulls)) {
      problems.push(`GitHub's answer about the pull requests of commit ${short(commit.sha)} is not a list.`);
      continue;
    }
    const pull = mergedPullRequest(pulls, commit.sha);
    if (!pull) {
      problems.push(
        `Commit ${short(commit.sha)} did not come from a pull request merged into main: GitHub lists ${
          pulls.length ? `only pull requests ${pulls.map((p) => `#${p?.number}`).join(", ")}, none merged into main as this commit` : "no pull request for it"
        }, so it reached main without a review.`,
      );
      continue;
    }
    problems.push(...approvalProblems({ ...commit, pull, required }).map((problem) => `Commit ${short(commit.sha)}: ${problem}`));
  }
  if (problems.length > before)
    problems.push(
      `Checked ${range.length} commit${range.length === 1 ? "" : "s"} on main since ${start.from === "deployment" ? `the last production deployment (${short(start.sha)})` : `the baseline ${short(start.sha)} (${LEDGER_FILE})`}. ` +
        `A commit that reached main unapproved stays in every later deploy's range: a person who has read it may approve it after the fact in ${LEDGER_FILE}, through an approved pull request (docs/deploying.md).`,
    );
  return problems;
}

/** A failed request, with GitHub's status and message when it answered. */
class GitHubError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/**
 * GitHub's answers for the commit being deployed, each the JSON or the Error its request
 * ended with. Lists are read page by page (per_page=100, the Link header's next page).
 * @param {{ api: string, repo: string, sha: string, token: string, ledger: unknown, fetch?: typeof globalThis.fetch }} o
 */
export async function readAnswers({ api, repo, sha, token, ledger, fetch = globalThis.fetch }) {
  const origin = new URL(api).origin;
  const request = async (url) => {
    // The token goes to GitHub's API only, whatever a Link header says.
    if (new URL(url).origin !== origin) throw new GitHubError(`GitHub pointed to ${url}, outside ${api}`);
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28" },
    });
    const path = new URL(url).pathname;
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      let message = "";
      try {
        message = JSON.parse(body).message ?? "";
      } catch {
        // Not JSON: the status says enough.
      }
      throw new GitHubError(`GitHub answered ${response.status}${message ? ` (${message})` : ""} for GET ${path}`, response.status);
    }
    try {
      return { body: await response.json(), next: /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1] };
    } catch {
      throw new GitHubError(`GitHub's answer for GET ${path} is not JSON`);
    }
  };
  const one = async (path) => (await request(`${api}${path}`)).body;
  /** Every page of a list; `key` names the list in an answer that is an object (compare's commits). */
  const all = async (path, key) => {
    const items = [];
    let first;
    let url = `${api}${path}${path.includes("?") ? "&" : "?"}per_page=100`;
    for (let page = 0; url; page++) {
      if (page === 50) throw new GitHubError(`GET ${path.split("?")[0]} has more than 50 pages`);
      const { body, next } = await request(url);
      const list = key ? body?.[key] : body;
      if (!Array.isArray(list)) throw new GitHubError(`GitHub's answer for GET ${new URL(url).pathname} is not a list`);
      first ??= body;
      items.push(...list);
      url = next;
    }
    return key ? { ...first, [key]: items } : items;
  };
  const settle = (promise) => promise.catch((error) => (error instanceof Error ? error : new Error(String(error))));
  const base = `/repos/${repo}`;
  const { baseline, approved } = readLedger(ledger);
  const [rules, codeownersErrors, mainHead, start] = await Promise.all([
    settle(all(`${base}/rules/branches/${BRANCH}`)),
    settle(one(`${base}/codeowners/errors?ref=${BRANCH}`)),
    settle(one(`${base}/branches/${BRANCH}`)),
    settle(
      (async () => {
        const deployments = await all(`${base}/deployments?environment=${ENVIRONMENT}`);
        const last = await lastSuccessfulDeployment(deployments, (id) => settle(all(`${base}/deployments/${id}/statuses`)));
        if (last) return { from: "deployment", ...last };
        return baseline ? { from: "baseline", ...baseline } : undefined;
      })(),
    ),
  ]);
  const answers = { sha, rules, codeownersErrors, mainHead, ledger, start, range: undefined };
  if (!start || start instanceof Error) return answers;
  const shas = await settle(
    (async () => {
      if (start.sha === sha) return [sha];
      const range = firstParentRange(await all(`${base}/compare/${start.sha}...${sha}`, "commits"), start.sha, sha);
      // The same commit deployed again (a re-run of main's head): its own approval is still checked.
      return range.length ? range : [sha];
    })(),
  );
  if (shas instanceof Error) return { ...answers, range: shas };
  const permissions = new Map();
  const permissionOf = (login) => {
    if (!permissions.has(login)) permissions.set(login, settle(one(`${base}/collaborators/${encodeURIComponent(login)}/permission`)));
    return permissions.get(login);
  };
  const range = [];
  // One commit at a time: a long range asks GitHub in order, not all at once.
  for (const commit of shas) {
    if (approved.has(commit)) {
      range.push({ sha: commit });
      continue;
    }
    const pulls = await settle(all(`${base}/commits/${commit}/pulls`));
    const pull = mergedPullRequest(pulls, commit);
    if (!pull) {
      range.push({ sha: commit, pulls });
      continue;
    }
    const [reviews, commits] = await Promise.all([settle(all(`${base}/pulls/${pull.number}/reviews`)), settle(all(`${base}/pulls/${pull.number}/commits`))]);
    const logins = approvers({ pull, reviews });
    const answered = await Promise.all(logins.map(permissionOf));
    range.push({ sha: commit, pulls, pull, reviews, commits, permissions: Object.fromEntries(logins.map((login, i) => [login, answered[i]])) });
  }
  return { ...answers, range };
}

/** The ledger file in `dir` (the deploy job's checkout), parsed, or the Error reading it ended with. */
export function ledgerIn(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, LEDGER_FILE), "utf8"));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * What the deploy's summary says of a deploy the check lets through: where it started, and
 * each commit with the pull request that let it in or the reason a person gave after the fact.
 */
export function approvedSummary({ sha, ledger, start, range }) {
  const { approved } = readLedger(ledger);
  const from =
    start.from === "deployment" ? `the last production deployment (${short(start.sha)})` : `the baseline ${short(start.sha)} recorded in ${LEDGER_FILE}`;
  const lines = range.map((commit) =>
    approved.has(commit.sha)
      ? `- ${short(commit.sha)}: approved after the fact in ${LEDGER_FILE}: "${approved.get(commit.sha)}"`
      : `- ${short(commit.sha)}: merged from pull request #${commit.pull.number}, approved`,
  );
  return [
    `${short(sha)} is main's head; main needs a person (its ruleset and CODEOWNERS hold), and every commit since ${from} was let in by one:`,
    ...lines,
  ].join("\n");
}

/**
 * The check as the deploy job runs it, from its environment and its checkout.
 * @param {{ env?: Record<string, string | undefined>, fetch?: typeof globalThis.fetch, cwd?: string }} [options]
 * @returns {Promise<{ problems: string[], summary?: string }>}
 */
export async function checkProtection({ env = process.env, fetch = globalThis.fetch, cwd = process.cwd() } = {}) {
  const token = env.GITHUB_TOKEN || env.GH_TOKEN;
  const repo = env.GITHUB_REPOSITORY ?? "";
  const sha = env.GITHUB_SHA ?? "";
  const missing = [
    !token && "No token: set GITHUB_TOKEN (or GH_TOKEN) to the job's token.",
    !/^[\w.-]+\/[\w.-]+$/.test(repo) && `No repository: GITHUB_REPOSITORY is "${repo}", not owner/name.`,
    !FULL_SHA.test(sha) && `No commit to check: GITHUB_SHA is "${sha}", not a commit's full SHA.`,
  ].filter((problem) => typeof problem === "string");
  if (missing.length) return { problems: missing };
  const ledger = ledgerIn(cwd);
  const answers = await readAnswers({ api: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/$/, ""), repo, sha, token, ledger, fetch });
  const problems = protectionProblems(answers);
  return problems.length ? { problems } : { problems, summary: approvedSummary(answers) };
}

if (isMain(import.meta.url)) {
  const sha = process.env.GITHUB_SHA ? short(process.env.GITHUB_SHA) : "this commit";
  const summarise = (markdown) => process.env.GITHUB_STEP_SUMMARY && appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  checkProtection().then(
    ({ problems, summary }) => {
      if (!problems.length) {
        console.log(summary);
        summarise(`### What this deploy publishes\n\n${summary}\n`);
        return;
      }
      const text = [`Refusing to deploy ${sha}: production must get only what a person approved.`, ...problems.map((problem) => `- ${problem}`)].join("\n");
      console.error(text);
      summarise(`### Not deployed\n\n${text}\n`);
      process.exit(1);
    },
    (error) => {
      console.error(`Refusing to deploy ${sha}: the protection check failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
