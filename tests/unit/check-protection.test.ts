/**
 * @jest-environment node
 *
 * The production deploy's protection check (scripts/check-protection.mjs) on recorded
 * answers of GitHub's API (tests/fixtures/protection/): the complete set passes, and each
 * bad answer is refused with a sentence naming what is missing. The committed ruleset,
 * answered back as GitHub's rules endpoint lists it, passes the same check.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { GITHUB_ACTIONS_APP_ID, REQUIRED_CHECKS, approvalProblems, checkProtection, protectionProblems, readAnswers } from "../../scripts/check-protection.mjs";
import { readWorkflow } from "./helpers/workflow-rules";

const root = path.join(__dirname, "..", "..");
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(root, "tests", "fixtures", "protection", name), "utf8"));
const REPO = "drops-charity/drops-site";
/** The merge commit of pull request #42 in the recordings, and that pull request's head. */
const SHA = "7d3f0c2b9a41e85f6c0d2e9b4a7f13c58e6d0a91";
const HEAD = "b41e7a9c2d5f8063e1a4c7b9d2f05e8a3c6b1d47";

/** The last production deployment, whose next first-parent commit on main is SHA. */
const DEPLOYED = "5c1e9d7a2b8f4e6c0d3a9b7e1f5c2d8a4b6e0f93";
const LEDGER = { baseline: null, approvedAfterTheFact: [] };

/** SHA, the only commit since the last deployment, with the answers GitHub gave about it. */
const merged = (answers: Record<string, unknown> = {}) => ({
  sha: SHA,
  pulls: fixture("commit-pulls.json"),
  reviews: fixture("pull-reviews.json"),
  commits: fixture("pull-commits.json"),
  permissions: { "dana-dev": { permission: "write", role_name: "maintain" } },
  ...answers,
});

const complete = (commit: Record<string, unknown> = {}) => ({
  sha: SHA,
  rules: fixture("rules.json"),
  codeownersErrors: fixture("codeowners-errors.json"),
  mainHead: { name: "main", commit: { sha: SHA } },
  ledger: LEDGER,
  start: { from: "deployment", sha: DEPLOYED, id: 7 },
  range: [merged(commit)],
});

describe("the recorded answers", () => {
  test("complete: main needs a person, and this commit had one", () => {
    expect(protectionProblems(complete())).toEqual([]);
  });

  test("no ruleset: GitHub lists no rule for main", () => {
    expect(protectionProblems({ ...complete(), rules: fixture("rules-no-ruleset.json") })).toEqual([
      "No ruleset is in force for main (GitHub lists no rule for it): import .github/rulesets/main.json in Settings → Rules → Rulesets, active.",
    ]);
  });

  test("no code-owner review", () => {
    expect(protectionProblems({ ...complete(), rules: fixture("rules-without-code-owner-review.json") })).toEqual([
      "main's rules do not require review from code owners (require_code_owner_review).",
    ]);
  });

  test("no required checks", () => {
    expect(protectionProblems({ ...complete(), rules: fixture("rules-without-required-checks.json") })).toEqual([
      'main\'s rules require no status checks: "npm test" and "every edit" from GitHub Actions are missing.',
    ]);
  });

  test("required checks any app or token could pass", () => {
    expect(protectionProblems({ ...complete(), rules: fixture("rules-checks-from-any-source.json") })).toEqual(
      REQUIRED_CHECKS.map(
        (name) =>
          `main's rules take the check "${name}" from any source, not bound to GitHub Actions (integration_id 15368): any app or token that may post statuses could pass it.`,
      ),
    );
  });

  test("an unknown team in CODEOWNERS", () => {
    expect(protectionProblems({ ...complete(), codeownersErrors: fixture("codeowners-errors-unknown-team.json") })).toEqual([
      '.github/CODEOWNERS line 10 ("*                          @drops/developers") cannot be used: it names an owner GitHub does not know or who has no write access ' +
        "(replace a placeholder team with yours). GitHub skips it, so the files it covers need no code owner's review.",
    ]);
  });

  test("a commit pushed without a pull request", () => {
    expect(protectionProblems(complete({ pulls: fixture("commit-pulls-none.json"), reviews: undefined, commits: undefined }))).toEqual([
      "Commit 7d3f0c2 did not come from a pull request merged into main: GitHub lists no pull request for it, so it reached main without a review.",
      "Checked 1 commit on main since the last production deployment (5c1e9d7). A commit that reached main unapproved stays in every later deploy's range: " +
        "a person who has read it may approve it after the fact in .github/production-approvals.json, through an approved pull request (docs/deploying.md).",
    ]);
  });

  test("a pull request approved only by its last pusher", () => {
    expect(
      protectionProblems(
        complete({
          commits: fixture("pull-commits-last-pushed-by-reviewer.json"),
          reviews: fixture("pull-reviews-approved-by-last-pusher.json"),
        }),
      ),
    ).toEqual([
      "Commit 7d3f0c2: Pull request #42 has 0 of the 1 approval needed from a person with write access other than its last pusher (dana-dev) on its final head b41e7a9; " +
        "its reviewers' latest reviews: dana-dev APPROVED (the last pusher).",
      expect.stringMatching(/^Checked 1 commit on main since the last production deployment \(5c1e9d7\)\. /),
    ]);
  });
});

describe("what counts as an approval", () => {
  const pull = (merged().pulls as { number: number; head: { sha: string } }[])[0];
  const commits = fixture("pull-commits.json");
  const [changes, approval] = fixture("pull-reviews.json") as Record<string, unknown>[];
  const permissions = { "dana-dev": { permission: "write" }, "github-actions[bot]": { permission: "write" } };
  const problemsWith = (reviews: unknown[], required = 1) => approvalProblems({ pull, commits, reviews, permissions, required });

  test("an approval later dismissed, or followed by a request for changes, does not", () => {
    expect(problemsWith([changes, { ...approval, state: "DISMISSED" }])).toEqual([expect.stringContaining("latest reviews: dana-dev DISMISSED.")]);
    expect(problemsWith([approval, { ...changes, commit_id: HEAD }])).toEqual([expect.stringContaining("dana-dev CHANGES_REQUESTED.")]);
    expect(problemsWith([approval, { ...changes, state: "COMMENTED", commit_id: HEAD }])).toEqual([]);
  });

  test("an approval of an earlier commit, or by a bot, does not", () => {
    expect(problemsWith([{ ...approval, commit_id: changes.commit_id }])).toEqual([expect.stringContaining("dana-dev APPROVED (on 2a9c5e1, not the head)")]);
    const bot = { login: "github-actions[bot]", id: 41898282, type: "Bot" };
    expect(problemsWith([{ ...approval, user: bot }])).toEqual([expect.stringContaining("github-actions[bot] APPROVED (not a person)")]);
  });

  test("the ruleset's count of approvals is the count needed", () => {
    expect(problemsWith([approval], 2)).toEqual([expect.stringContaining("has 1 of the 2 approvals needed")]);
  });

  test("a head commit no GitHub account is named on, or a list of commits that does not end at the head, refuses", () => {
    const [first, last] = commits as Record<string, unknown>[];
    expect(approvalProblems({ pull, reviews: [approval], permissions, commits: [first, { ...last, author: null, committer: null }] })).toEqual([
      "Pull request #42's head commit b41e7a9 names no GitHub account as its author or committer, so who pushed it last cannot be told.",
    ]);
    expect(approvalProblems({ pull, reviews: [approval], permissions, commits: [first] })).toEqual([
      "Pull request #42's list of commits does not end at its head b41e7a9, so who pushed it last cannot be told.",
    ]);
  });
});

/** GitHub's API as recorded: each path (with its query) answers its fixture; anything else is a 404. */
type Recorded = ({ file: string } | { body: unknown }) & { status?: number; link?: string };
function recordedGitHub(answers: Record<string, Recorded | Error>) {
  const asked: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname, search } = new URL(String(url));
    asked.push(pathname + search);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer t0ken");
    const answer = answers[pathname + search];
    if (answer instanceof Error) throw answer;
    if (!answer) return Response.json({ message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" }, { status: 404 });
    return Response.json("file" in answer ? fixture(answer.file) : answer.body, {
      status: answer.status ?? 200,
      headers: answer.link ? { link: answer.link } : {},
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

describe("reading GitHub's answers", () => {
  const base = `/repos/${REPO}`;
  const all = {
    [`${base}/rules/branches/main?per_page=100`]: { file: "rules.json" },
    [`${base}/branches/main`]: { body: { name: "main", commit: { sha: SHA }, protected: true } },
    // This job's own deployment is in progress; the one before it succeeded.
    [`${base}/deployments?environment=production&per_page=100`]: {
      body: [
        { id: 8, sha: SHA, ref: "main", environment: "production" },
        { id: 7, sha: DEPLOYED, ref: "main", environment: "production" },
      ],
    },
    [`${base}/deployments/8/statuses?per_page=100`]: { body: [{ id: 81, state: "in_progress" }] },
    [`${base}/deployments/7/statuses?per_page=100`]: {
      body: [
        { id: 72, state: "success" },
        { id: 71, state: "in_progress" },
      ],
    },
    [`${base}/compare/${DEPLOYED}...${SHA}?per_page=100`]: {
      body: {
        status: "ahead",
        commits: [
          { sha: "2a9c5e1f7b3d8046c2e9a5f1b7d3c8e04a6f2b95", parents: [{ sha: DEPLOYED }] },
          { sha: HEAD, parents: [{ sha: "2a9c5e1f7b3d8046c2e9a5f1b7d3c8e04a6f2b95" }] },
          { sha: SHA, parents: [{ sha: DEPLOYED }, { sha: HEAD }] },
        ],
      },
    },
    [`${base}/collaborators/dana-dev/permission`]: { body: { permission: "write", role_name: "maintain", user: { login: "dana-dev" } } },
    [`${base}/codeowners/errors?ref=main`]: { file: "codeowners-errors.json" },
    [`${base}/commits/${SHA}/pulls?per_page=100`]: { file: "commit-pulls.json" },
    [`${base}/pulls/42/reviews?per_page=100`]: { file: "pull-reviews.json" },
    [`${base}/pulls/42/commits?per_page=100`]: { file: "pull-commits.json" },
  };
  const env = { GITHUB_TOKEN: "t0ken", GITHUB_REPOSITORY: REPO, GITHUB_SHA: SHA, GITHUB_API_URL: "https://api.github.com" };

  test("the complete answers deploy, each endpoint read once", async () => {
    const github = recordedGitHub(all);
    const result = await checkProtection({ env, fetch: github.fetch });
    expect(result.problems).toEqual([]);
    expect(result.summary).toContain("- 7d3f0c2: merged from pull request #42, approved");
    expect(github.asked.sort()).toEqual(Object.keys(all).sort());
  });

  test("a 404 for the rules (no ruleset readable) refuses, naming the status", async () => {
    const github = recordedGitHub({ ...all, [`${base}/rules/branches/main?per_page=100`]: { file: "rules-not-found.json", status: 404 } });
    expect((await checkProtection({ env, fetch: github.fetch })).problems).toEqual([
      `Could not read the rules in force for main: GitHub answered 404 (Not Found) for GET ${base}/rules/branches/main. ` +
        "GitHub answers 404 when the repository or its rules are not visible to this token.",
    ]);
  });

  test("a missing CODEOWNERS file, a failed request or an answer of the wrong shape refuses", async () => {
    const github = recordedGitHub({
      ...all,
      [`${base}/codeowners/errors?ref=main`]: { file: "codeowners-errors.json", status: 404 },
      [`${base}/pulls/42/reviews?per_page=100`]: new TypeError("fetch failed"),
      [`${base}/pulls/42/commits?per_page=100`]: { file: "codeowners-errors.json" },
    });
    const { problems } = await checkProtection({ env, fetch: github.fetch });
    const checked = expect.stringMatching(/^Checked 1 commit on main since the last production deployment \(5c1e9d7\)\. /);
    expect(problems).toEqual([
      expect.stringContaining("GitHub answers 404 when main has no CODEOWNERS file"),
      `Commit 7d3f0c2: Could not read the commits of pull request #42: GitHub's answer for GET ${base}/pulls/42/commits is not a list.`,
      checked,
    ]);
    const reviewsOnly = recordedGitHub({ ...all, [`${base}/pulls/42/reviews?per_page=100`]: new TypeError("fetch failed") });
    expect((await checkProtection({ env, fetch: reviewsOnly.fetch })).problems).toEqual([
      "Commit 7d3f0c2: Could not read the reviews of pull request #42: fetch failed.",
      checked,
    ]);
  });

  test("lists are read to their last page, and never from another origin", async () => {
    const reviews = `${base}/pulls/42/reviews`;
    // The approval is on the second page: read only the first, and the check would refuse.
    const paged = recordedGitHub({
      ...all,
      [`${reviews}?per_page=100`]: { file: "pull-reviews-page-1.json", link: `<https://api.github.com${reviews}?per_page=100&page=2>; rel="next"` },
      [`${reviews}?per_page=100&page=2`]: { file: "pull-reviews-page-2.json" },
    });
    const answers = await readAnswers({ api: "https://api.github.com", repo: REPO, sha: SHA, token: "t0ken", ledger: LEDGER, fetch: paged.fetch });
    expect(Array.isArray(answers.range) && answers.range[0].reviews).toEqual(fixture("pull-reviews.json"));
    expect(protectionProblems(answers)).toEqual([]);
    const away = recordedGitHub({ ...all, [`${reviews}?per_page=100`]: { file: "pull-reviews.json", link: '<https://evil.example/x?page=2>; rel="next"' } });
    expect((await checkProtection({ env, fetch: away.fetch })).problems).toEqual([
      "Commit 7d3f0c2: Could not read the reviews of pull request #42: GitHub pointed to https://evil.example/x?page=2, outside https://api.github.com.",
      expect.stringMatching(/^Checked 1 commit/),
    ]);
  });

  test("without a token, a repository or a commit it refuses before asking", async () => {
    const github = recordedGitHub(all);
    expect((await checkProtection({ env: { GITHUB_SHA: "main" }, fetch: github.fetch })).problems).toEqual([
      "No token: set GITHUB_TOKEN (or GH_TOKEN) to the job's token.",
      'No repository: GITHUB_REPOSITORY is "", not owner/name.',
      'No commit to check: GITHUB_SHA is "main", not a commit\'s full SHA.',
    ]);
    expect(github.asked).toEqual([]);
  });
});

describe("the committed ruleset", () => {
  const ruleset = JSON.parse(readFileSync(path.join(root, ".github", "rulesets", "main.json"), "utf8"));

  test("passes the deploy's check, as GitHub's rules endpoint would list it", () => {
    const listed = ruleset.rules.map((rule: object) => ({ ...rule, ruleset_source_type: "Repository", ruleset_source: REPO, ruleset_id: 1 }));
    expect(protectionProblems({ ...complete(), rules: listed })).toEqual([]);
  });

  test("is active on main for everyone: no bypass actor", () => {
    expect(ruleset).toMatchObject({ target: "branch", enforcement: "active", bypass_actors: [], conditions: { ref_name: { include: ["refs/heads/main"] } } });
  });

  test("requires exactly CI's jobs, by the names their check runs carry, from GitHub Actions", () => {
    const ci = readWorkflow("ci.yml", readFileSync(path.join(root, ".github", "workflows", "ci.yml"), "utf8"));
    const jobNames = Object.values(ci.jobs).map((job) => job.name);
    expect(jobNames).toEqual(REQUIRED_CHECKS);
    const checks = ruleset.rules.find((rule: { type: string }) => rule.type === "required_status_checks").parameters.required_status_checks;
    expect(checks).toEqual(REQUIRED_CHECKS.map((context) => ({ context, integration_id: GITHUB_ACTIONS_APP_ID })));
  });
});

describe("the production deploy job", () => {
  const deploy = readWorkflow("deploy.yml", readFileSync(path.join(root, ".github", "workflows", "deploy.yml"), "utf8")).jobs.deploy;
  const steps = deploy.steps ?? [];
  const check = steps.findIndex((step) => step.run === "node scripts/check-protection.mjs");

  test("runs the check, with the job's own token, before anything holds the Cloudflare token", () => {
    expect(check).toBeGreaterThan(-1);
    expect(steps[check].env).toEqual({ GITHUB_TOKEN: "${{ github.token }}" });
    const firstSecret = steps.findIndex((step) => JSON.stringify(step).includes("secrets."));
    expect(firstSecret).toBeGreaterThan(check);
    expect(steps.findIndex((step) => step.id === "deploy")).toBeGreaterThan(check);
  });

  test("may read only the contents, the deployments and the pull requests", () => {
    expect(deploy.permissions).toEqual({ contents: "read", deployments: "read", "pull-requests": "read" });
  });
});
