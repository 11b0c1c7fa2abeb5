// Before production deploys (deploy.yml's deploy job), with that job's read-only token:
//   node scripts/check-protection.mjs
// refuses, naming what is missing, unless main really needs a person: the rules in force
// for main (a ruleset: pull request, approvals, code owners, the CI checks bound to GitHub
// Actions), a CODEOWNERS file GitHub can read (an unknown team is silently no review), and
// the commit being deployed merged from a pull request that someone other than its last
// pusher approved. Reads GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY, GITHUB_SHA and
// GITHUB_API_URL. Fails closed: an answer it cannot read is a reason not to deploy.
// A ruleset's bypass actors are not readable with that token; a bypass merge still shows
// as a commit without that approval, which is what the last check catches.
import { appendFileSync } from "node:fs";
import { isMain } from "./lib/is-main.mjs";

export const BRANCH = "main";
/** GitHub Actions' app id: a required check bound to it can be passed by no other app or token. */
export const GITHUB_ACTIONS_APP_ID = 15368;
/** The jobs of .github/workflows/ci.yml (their `name:`s) that must pass before a merge. */
export const REQUIRED_CHECKS = ["npm test", "every edit"];
/** Reviews that decide a reviewer's stand; a later comment does not undo an approval (as on GitHub). */
const DECISIVE = ["APPROVED", "CHANGES_REQUESTED", "DISMISSED"];

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

/**
 * Whether the pull request has the approvals main asks for, each from a person other than
 * its last pusher, on its final head commit, and not since dismissed or replaced by a
 * request for changes (a reviewer's latest decisive review counts).
 * GitHub's REST API does not say who pushed a commit. The last pusher is taken to be the
 * author and the committer of the pull request's head commit, as GitHub maps their emails
 * to accounts; an email is the pusher's to choose, so this is a second line behind the
 * ruleset's own last-push rule, which knows the pusher: it catches a merge that skipped it.
 * @param {{ pull: any, reviews: unknown, commits: unknown, required?: number }} o
 * @returns {string[]}
 */
export function approvalProblems({ pull, reviews, commits, required = 1 }) {
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
  const latest = new Map();
  for (const review of reviews) if (DECISIVE.includes(review.state) && typeof review.user?.login === "string") latest.set(review.user.login, review);
  const counts = (review) => review.state === "APPROVED" && review.commit_id === head && review.user.type !== "Bot" && !pushers.includes(review.user.login);
  const approvals = [...latest.values()].filter(counts);
  const needed = Math.max(1, required);
  if (approvals.length >= needed) return [];
  const seen = [...latest.values()].map((review) => {
    const notes = [
      review.commit_id !== head && `on ${short(review.commit_id)}, not the head`,
      pushers.includes(review.user.login) && "the last pusher",
      review.user.type === "Bot" && "not a person",
    ].filter(Boolean);
    return `${review.user.login} ${review.state}${notes.length ? ` (${notes.join(", ")})` : ""}`;
  });
  return [
    `${pr} has ${approvals.length} of the ${needed} approval${needed > 1 ? "s" : ""} needed from a person other than its last pusher (${pushers.join(", ")}) on its final head ${short(head)}; ` +
      `its reviewers' latest reviews: ${seen.length ? seen.join("; ") : "none"}.`,
  ];
}

/**
 * Every reason not to deploy `sha`, each a sentence naming what is missing; empty means deploy.
 * Each answer is GitHub's JSON, or the Error its request ended with; reviews and commits are
 * those of the pull request merged as `sha` (not asked for when there is none).
 * @param {{ rules: unknown, codeownersErrors: unknown, pulls: unknown, reviews?: unknown, commits?: unknown, sha: unknown }} answers
 * @returns {string[]}
 */
export function protectionProblems({ rules, codeownersErrors, pulls, reviews, commits, sha }) {
  const problems = [...rulesProblems(rules), ...codeownersProblems(codeownersErrors)];
  if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) return [...problems, `No commit to check: "${sha}" is not a commit's full SHA (GITHUB_SHA).`];
  if (pulls instanceof Error) return [...problems, unread(`the pull requests of commit ${short(sha)}`, pulls)];
  if (!Array.isArray(pulls)) return [...problems, `GitHub's answer about the pull requests of commit ${short(sha)} is not a list.`];
  const pull = mergedPullRequest(pulls, sha);
  if (!pull)
    return [
      ...problems,
      `Commit ${short(sha)} did not come from a pull request merged into main: GitHub lists ${
        pulls.length ? `only pull requests ${pulls.map((p) => `#${p?.number}`).join(", ")}, none merged into main as this commit` : "no pull request for it"
      }, so it reached main without a review.`,
    ];
  return [...problems, ...approvalProblems({ pull, reviews, commits, required: requiredApprovals(rules) })];
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
 * @param {{ api: string, repo: string, sha: string, token: string, fetch?: typeof globalThis.fetch }} o
 */
export async function readAnswers({ api, repo, sha, token, fetch = globalThis.fetch }) {
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
  const all = async (path) => {
    const items = [];
    let url = `${api}${path}${path.includes("?") ? "&" : "?"}per_page=100`;
    for (let page = 0; url; page++) {
      if (page === 50) throw new GitHubError(`GET ${path} has more than 50 pages`);
      const { body, next } = await request(url);
      if (!Array.isArray(body)) throw new GitHubError(`GitHub's answer for GET ${new URL(url).pathname} is not a list`);
      items.push(...body);
      url = next;
    }
    return items;
  };
  const settle = (promise) => promise.catch((error) => (error instanceof Error ? error : new Error(String(error))));
  const base = `/repos/${repo}`;
  const [rules, codeownersErrors, pulls] = await Promise.all([
    settle(all(`${base}/rules/branches/${BRANCH}`)),
    settle(one(`${base}/codeowners/errors?ref=${BRANCH}`)),
    settle(all(`${base}/commits/${sha}/pulls`)),
  ]);
  const pull = mergedPullRequest(pulls, sha);
  if (!pull) return { rules, codeownersErrors, pulls, sha };
  const [reviews, commits] = await Promise.all([settle(all(`${base}/pulls/${pull.number}/reviews`)), settle(all(`${base}/pulls/${pull.number}/commits`))]);
  return { rules, codeownersErrors, pulls, reviews, commits, sha, pull };
}

/**
 * The check as the deploy job runs it, from its environment.
 * @param {{ env?: Record<string, string | undefined>, fetch?: typeof globalThis.fetch }} [options]
 * @returns {Promise<{ problems: string[], pull?: any }>}
 */
export async function checkProtection({ env = process.env, fetch = globalThis.fetch } = {}) {
  const token = env.GITHUB_TOKEN || env.GH_TOKEN;
  const repo = env.GITHUB_REPOSITORY ?? "";
  const sha = env.GITHUB_SHA ?? "";
  const missing = [
    !token && "No token: set GITHUB_TOKEN (or GH_TOKEN) to the job's token.",
    !/^[\w.-]+\/[\w.-]+$/.test(repo) && `No repository: GITHUB_REPOSITORY is "${repo}", not owner/name.`,
    !/^[0-9a-f]{40}$/.test(sha) && `No commit to check: GITHUB_SHA is "${sha}", not a commit's full SHA.`,
  ].filter((problem) => typeof problem === "string");
  if (missing.length) return { problems: missing };
  const answers = await readAnswers({ api: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/$/, ""), repo, sha, token, fetch });
  return { problems: protectionProblems(answers), pull: answers.pull };
}

if (isMain(import.meta.url)) {
  const sha = process.env.GITHUB_SHA ? short(process.env.GITHUB_SHA) : "this commit";
  checkProtection().then(
    ({ problems, pull }) => {
      if (!problems.length) {
        console.log(`main needs a person: its ruleset and CODEOWNERS hold, and ${sha} was merged from approved pull request #${pull.number}.`);
        return;
      }
      const text = [`Refusing to deploy ${sha}: main does not need a person's approval as it must.`, ...problems.map((problem) => `- ${problem}`)].join("\n");
      console.error(text);
      if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Not deployed\n\n${text}\n`);
      process.exit(1);
    },
    (error) => {
      console.error(`Refusing to deploy ${sha}: the protection check failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
