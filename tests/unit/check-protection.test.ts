/**
 * @jest-environment node
 *
 * GitHub's rules as code: npm run apply-rules (scripts/apply-rules.mjs) applies the ruleset and the
 * production environment's settings to a fake GitHub (helpers/fake-github-rules.ts), and the deploy's
 * smoke alarm (scripts/check-protection.mjs) passes on what it applied and refuses each way the live
 * settings can become weaker than the files. Then deploy.yml's own step, run by bash as the runner runs
 * it: it passes only on the check's last line, so a check that throws, stops or does nothing fails it.
 */
import { execFile, type ExecFileException } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { applyRules } from "../../scripts/apply-rules.mjs";
import { checkProtection, compare, readLive, readSettings, runChecks } from "../../scripts/check-protection.mjs";
import { githubApi } from "../../scripts/lib/github-api.mjs";
import { emptyGitHub, type FakeGitHub, fakeFetch, REPO, serveGitHub } from "./helpers/fake-github-rules";

const root = path.join(__dirname, "..", "..");
const settings = readSettings(root);
const quiet = () => {};

/** A repository an admin applied the files to; the deploy job's token then reads it (no bypass actors shown). */
async function applied(options: Partial<FakeGitHub> = {}) {
  const github = { ...emptyGitHub(), ...options };
  await applyRules({ request: githubApi({ token: "admin", fetch: fakeFetch(github) }), repo: REPO, settings, log: quiet });
  github.admin = false;
  return github;
}

const check = (github: FakeGitHub, sha = github.head) =>
  checkProtection({ env: { GITHUB_TOKEN: "job", GITHUB_REPOSITORY: REPO, GITHUB_SHA: sha }, fetch: fakeFetch(github), cwd: root });
const refusals = async (github: FakeGitHub, sha?: string) => (await check(github, sha)).checks.filter((result) => !result.ok).map((result) => result.text);

test("apply-rules sets the environment, its one branch policy and the ruleset; the check then passes, reading no deployment", async () => {
  const github = await applied();
  const env = `/repos/${REPO}/environments/production`;
  expect(github.requests).toEqual([
    "GET /orgs/drops/teams/developers",
    `PUT ${env}`,
    `GET ${env}/deployment-branch-policies`,
    `POST ${env}/deployment-branch-policies`,
    `GET /repos/${REPO}/rulesets`,
    `POST /repos/${REPO}/rulesets`,
  ]);
  expect(github.environment).toEqual({
    can_admins_bypass: false,
    deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    prevent_self_review: true,
    reviewers: [{ type: "Team", id: 7 }],
  });
  expect(github.policies).toEqual([expect.objectContaining({ name: "main", type: "branch" })]);
  const { checks, notes } = await check(github);
  expect(checks.filter((result) => !result.ok)).toEqual([]);
  expect(checks.length).toBeGreaterThan(12);
  expect(notes.map((result) => result.text)).toEqual([expect.stringContaining('bypass actors of ruleset "main needs a person" are not readable')]);
  expect(github.requests.filter((request) => /\/deployments\b/.test(request))).toEqual([]);
});

test("apply-rules again puts back what was changed by hand, by the ruleset's id, and deletes a policy the file does not name", async () => {
  const github = await applied();
  github.policies.push({ id: 1, name: "release/*", type: "branch" });
  github.rulesets[0]!.rules = [];
  github.environment!.can_admins_bypass = true;
  github.requests.length = 0;
  await applyRules({ request: githubApi({ token: "admin", fetch: fakeFetch(github) }), repo: REPO, settings, log: quiet });
  expect(github.requests).toEqual(
    expect.arrayContaining([`DELETE /repos/${REPO}/environments/production/deployment-branch-policies/1`, `PUT /repos/${REPO}/rulesets/101`]),
  );
  expect(github.rulesets).toHaveLength(1);
  expect(await refusals(github)).toEqual([]);
});

const parametersOf = (github: FakeGitHub, type: string) => github.rulesets[0]!.rules.find((rule) => rule.type === type)!.parameters!;
const pullRequestRule = (github: FakeGitHub) => parametersOf(github, "pull_request");

test.each<[string, (github: FakeGitHub) => void, string]>([
  ["allow a branch other than main", (g) => g.policies.push({ id: 1, name: "release/*", type: "branch" }), 'its policies also allow branch "release/*"'],
  ["allow any branch", (g) => (g.environment!.deployment_branch_policy = null), "its deployment branches are any branch (none selected)"],
  [
    "allow every protected branch",
    (g) => (g.environment!.deployment_branch_policy = { protected_branches: true, custom_branch_policies: false }),
    '"protected_branches":true',
  ],
  ["let admins bypass the environment", (g) => (g.environment!.can_admins_bypass = true), "Admins can bypass the production environment's rules"],
  ["have no required reviewers", (g) => (g.environment!.reviewers = []), "the production environment has no required reviewers"],
  ["let someone else approve a deploy", (g) => g.environment!.reviewers!.push({ type: "User", id: 31 }), "lets User olu-admin approve a deploy"],
  ["let whoever started a deploy approve it", (g) => (g.environment!.prevent_self_review = false), "prevent_self_review is false on GitHub"],
  ["hold the ruleset only in evaluate mode", (g) => (g.rulesets[0]!.enforcement = "evaluate"), "main's rules in force have no pull_request rule"],
  ["need no approval", (g) => (pullRequestRule(g).required_approving_review_count = 0), "required_approving_review_count is 0 on GitHub, 1 in the file"],
  ["need no code owner", (g) => (pullRequestRule(g).require_code_owner_review = false), "require_code_owner_review is false"],
  ["allow rebase merges", (g) => pullRequestRule(g).allowed_merge_methods!.push("rebase"), 'allowed_merge_methods is ["merge","squash","rebase"]'],
  [
    "require the checks from any source",
    (g) => (parametersOf(g, "required_status_checks").required_status_checks = [{ context: "npm test" }]),
    "required_status_checks is",
  ],
  [
    "name a bypass actor (to an admin's token)",
    (g) => {
      g.admin = true;
      g.rulesets[0]!.bypass_actors = [{ actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "always" }];
    },
    'Ruleset "main needs a person" lets RepositoryRole 5 bypass it',
  ],
  [
    "skip a CODEOWNERS team GitHub does not know",
    (g) => g.codeownersErrors.push({ line: 13, kind: "Unknown owner", source: "* @drops/developers\n" }),
    "line 13 (Unknown owner: * @drops/developers)",
  ],
  ["lack the environment", (g) => (g.environment = undefined), "GitHub has no production environment: an admin applies .github/environments/production.json"],
  [
    "answer 500 for the environment",
    (g) => g.failing.push(`/repos/${REPO}/environments/production`),
    "Could not read the production environment: GitHub answered 500 (Server Error)",
  ],
])("refuses when the live settings %s", async (_, weaken, refusal) => {
  const github = await applied();
  weaken(github);
  expect(await refusals(github)).toContainEqual(expect.stringContaining(refusal));
});

test("refuses a commit that is not main's head (a re-run of an older deploy)", async () => {
  const github = await applied();
  expect(await refusals(github, "a".repeat(40))).toEqual([
    `aaaaaaa is not main's head (c0ffee0): only main's head deploys, and a re-run of an older deploy would roll production back.`,
  ]);
});

test("asks for no reviewers where the settings file names none (a plan without required reviewers)", async () => {
  const github = await applied();
  github.environment!.reviewers = [];
  const withoutReviewers = { ...settings, environment: { ...settings.environment, reviewers: [], prevent_self_review: false } };
  const live = await readLive(githubApi({ token: "job", fetch: fakeFetch(github) }), REPO, "production");
  expect(compare(withoutReviewers, live, github.head).checks.filter((result) => !result.ok)).toEqual([]);
});

test("a group of checks that throws, answers nothing or an empty list refuses", () => {
  const { checks } = runChecks([
    ["a", () => [{ ok: true, text: "held" }]],
    ["b", () => undefined],
    ["c", () => []],
    [
      "d",
      () => {
        throw new Error("broken");
      },
    ],
  ]);
  expect(checks.map((result) => [result.ok, result.text])).toEqual([
    [true, "held"],
    [false, "The check of b gave no answer, so nothing shows that it holds."],
    [false, "The check of c gave no answer, so nothing shows that it holds."],
    [false, "The check of d failed: broken."],
  ]);
});

describe("deploy.yml's step", () => {
  const job = parse(readFileSync(path.join(root, ".github", "workflows", "deploy.yml"), "utf8")).jobs.deploy;
  const step = job.steps.find((candidate: { run?: string }) => /check-protection/.test(candidate.run ?? ""));

  test("runs the check with the job's token alone, in a job that reads no deployment", () => {
    expect(step.shell).toBe("bash");
    expect(step.env).toEqual({ GITHUB_TOKEN: "${{ github.token }}" });
    expect(job.permissions).toEqual({ contents: "read", actions: "read" });
  });

  /** The step's own script, as a `shell: bash` step runs it, in a checkout of scripts/ and .github/ with `files` written over it. */
  async function runStep(files: Record<string, string>, github?: FakeGitHub) {
    const dir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
    for (const folder of ["scripts", ".github"]) cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    const server = github && (await serveGitHub(github));
    try {
      return await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          "bash",
          ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run],
          {
            cwd: dir,
            encoding: "utf8",
            env: {
              // Next's ProcessEnv type requires it; the check does not read it.
              NODE_ENV: "production",
              PATH: process.env.PATH,
              RUNNER_TEMP: dir,
              GITHUB_TOKEN: "job",
              GITHUB_REPOSITORY: REPO,
              GITHUB_SHA: github?.head ?? "0".repeat(40),
              GITHUB_API_URL: server?.url ?? "http://127.0.0.1:9",
            },
          },
          (error: ExecFileException | null, stdout: string, stderr: string) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        ),
      );
    } finally {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test("passes on the check's last line when GitHub's settings are the files'; fails when they are weaker", async () => {
    const github = await applied();
    const passed = await runStep({}, github);
    expect([passed.code, passed.stderr]).toEqual([0, ""]);
    expect(passed.stdout.trim().split("\n").at(-1)).toMatch(/^protection: ok \(\d+ checks\)$/);
    github.environment!.can_admins_bypass = true;
    const refused = await runStep({}, github);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("- Admins can bypass the production environment's rules");
  });

  const NO_LINE = "::error::The protection check did not end with 'protection: ok (N checks)': not deploying.";
  test.each([
    ["a check that exits 0 and prints nothing", { "scripts/check-protection.mjs": "" }, NO_LINE],
    ["a check that throws", { "scripts/check-protection.mjs": 'throw new Error("broken");\n' }, "Error: broken"],
    ["a check whose main-module helper does nothing (it never runs)", { "scripts/lib/is-main.mjs": "export const isMain = () => false;\n" }, NO_LINE],
    [
      "a check whose GitHub helper does nothing (no answer)",
      { "scripts/lib/github-api.mjs": "export class GitHubError extends Error {}\nexport const githubApi = () => async () => undefined;\n" },
      "- GitHub's answer for main's rules in force is not a list.",
    ],
    ["a check that prints the line, then fails", { "scripts/check-protection.mjs": 'console.log("protection: ok (3 checks)");\nprocess.exitCode = 1;\n' }, ""],
    [
      "a check that prints the line, then more",
      { "scripts/check-protection.mjs": 'console.log("protection: ok (3 checks)");\nconsole.log("and then");\n' },
      NO_LINE,
    ],
    ["a check that ran no check", { "scripts/check-protection.mjs": 'console.log("protection: ok (0 checks)");\n' }, NO_LINE],
  ])("fails with %s", async (_, files, says) => {
    const run = await runStep(files, await applied());
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(says);
  });
});
