/**
 * @jest-environment node
 *
 * The production deploy's check run as deploy.yml runs it (its step's command and
 * environment, in a checkout of the deployed commit), against a fake GitHub on 127.0.0.1
 * (helpers/fake-github-deploys.ts) telling a history of main: what it lets through and
 * what it refuses, each refusal naming its reason.
 */
import { execFile, type ExecFileException } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LEDGER_FILE } from "../../scripts/check-protection.mjs";
import { protectionFixture, REPO, type Scenario, serveFakeGitHub, shaOf } from "./helpers/fake-github-deploys";
import { readWorkflow } from "./helpers/workflow-rules";

const root = path.join(__dirname, "..", "..");
// Each test runs the script as a child process up to four times: on a busy 2-core machine one run takes a second or more.
jest.setTimeout(30_000);
const TOKEN = "ghs_job-token";
const short = (name: string) => shaOf(name).slice(0, 7);

const deployJob = readWorkflow("deploy.yml", readFileSync(path.join(root, ".github", "workflows", "deploy.yml"), "utf8")).jobs.deploy;
const step = (deployJob.steps ?? []).find((s) => /check-protection/.test(s.run ?? ""))!;

/** A checkout of the deployed commit, as the job has it: main's scripts and the ledger as committed (or as a test writes it). */
let checkout: string;
beforeAll(() => {
  checkout = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  cpSync(path.join(root, "scripts"), path.join(checkout, "scripts"), { recursive: true });
  mkdirSync(path.join(checkout, ".github"));
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

const writeLedger = (ledger: object) =>
  writeFileSync(path.join(checkout, LEDGER_FILE), JSON.stringify({ ...JSON.parse(readFileSync(path.join(root, LEDGER_FILE), "utf8")), ...ledger }));

/** The step's command with its environment, as GitHub Actions gives it; the summary file it appends to. */
async function runCheck(scenario: Scenario, sha = shaOf(scenario.main.at(-1)!.name)) {
  const github = await serveFakeGitHub(scenario, TOKEN);
  const summary = path.join(checkout, "summary.md");
  writeFileSync(summary, "");
  const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, value === "${{ github.token }}" ? TOKEN : value]));
  try {
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        // As GitHub Actions runs a step's `run` on Linux.
        "bash",
        ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!],
        {
          cwd: checkout,
          encoding: "utf8",
          env: {
            NODE_ENV: "production",
            PATH: process.env.PATH,
            ...env,
            GITHUB_REPOSITORY: REPO,
            GITHUB_SHA: sha,
            GITHUB_API_URL: github.url,
            GITHUB_STEP_SUMMARY: summary,
          },
        },
        (error: ExecFileException | null, stdout: string, stderr: string) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
    return { ...result, summary: readFileSync(summary, "utf8"), asked: github.asked };
  } finally {
    await github.close();
  }
}

const approved = (number: number, reviewer = "dana-dev") => ({ number, pusher: "mia-marketing", reviews: [{ login: reviewer, state: "APPROVED" as const }] });
const PERMISSIONS = { "dana-dev": "write", "olu-admin": "admin" } as const;
/** Production got "deployed"; since then three pull requests were merged, approved; the newest is being deployed. */
const history = (): Scenario => ({
  main: [
    { name: "start" },
    { name: "deployed", pull: approved(40) },
    { name: "hero words", pull: approved(41) },
    { name: "new campaign", pull: { ...approved(42, "olu-admin"), squash: true } },
    { name: "figures", pull: approved(43) },
  ],
  deployments: [
    { id: 9, commit: "figures", states: ["queued", "in_progress"] }, // this job's own
    { id: 8, commit: "hero words", states: ["queued", "in_progress", "failure"] },
    { id: 7, commit: "deployed", states: ["in_progress", "success"] },
    { id: 6, commit: "start", states: ["in_progress", "success", "inactive"] },
  ],
  permissions: { ...PERMISSIONS },
});

beforeEach(() => writeLedger({ baseline: null, approvedAfterTheFact: [] }));

test("the step is the check, with the job's token and no other secret", () => {
  expect(step.run).toBe("node scripts/check-protection.mjs");
  expect(step.env).toEqual({ GITHUB_TOKEN: "${{ github.token }}" });
  expect(deployJob.permissions).toEqual({ contents: "read", deployments: "read", "pull-requests": "read" });
});

test("every commit since the last successful deployment approved: deploys, and the summary names each pull request", async () => {
  const run = await runCheck(history());
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  expect(run.summary).toContain(`every commit since the last production deployment (${short("deployed")}) was let in by one`);
  for (const [name, number] of [
    ["hero words", 41],
    ["new campaign", 42],
    ["figures", 43],
  ] as const)
    expect(run.summary).toContain(`- ${short(name)}: merged from pull request #${number}, approved`);
  expect(run.summary).not.toContain(short("deployed") + ": merged");
  // The failed deployment and the job's own were passed over; no pull request's own commits were asked about.
  expect(run.asked).toContain(`GET /repos/${REPO}/compare/${shaOf("deployed")}...${shaOf("figures")}?per_page=100`);
  expect(run.asked.filter((line) => /\/commits\/[0-9a-f]{40}\/pulls/.test(line))).toHaveLength(3);
});

test("an unapproved commit between the last deployment and the head is refused, however many approved merges follow it", async () => {
  const scenario = history();
  scenario.main.splice(3, 0, { name: "bypass push" });
  const run = await runCheck(scenario);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(
    `- Commit ${short("bypass push")} did not come from a pull request merged into main: GitHub lists no pull request for it, so it reached main without a review.`,
  );
  expect(run.stderr).toContain(`Checked 4 commits on main since the last production deployment (${short("deployed")}).`);
  expect(run.summary).toContain("### Not deployed");
  const unapproved = history();
  unapproved.main[2] = { name: "hero words", pull: { number: 41, pusher: "mia-marketing", reviews: [{ login: "dana-dev", state: "CHANGES_REQUESTED" }] } };
  const second = await runCheck(unapproved);
  expect(second.code).toBe(1);
  expect(second.stderr).toContain(`- Commit ${short("hero words")}: Pull request #41 has 0 of the 1 approval needed`);
});

test("a commit approved after the fact in the ledger is let through, and the summary gives the reason", async () => {
  const scenario = history();
  scenario.main.splice(3, 0, { name: "bypass push" });
  const reason = "Hot fix pushed during the outage of 2026-11-20; read and approved by olu-admin.";
  writeLedger({ approvedAfterTheFact: [{ sha: shaOf("bypass push"), reason }] });
  const run = await runCheck(scenario);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  expect(run.summary).toContain(`- ${short("bypass push")}: approved after the fact in ${LEDGER_FILE}: "${reason}"`);
});

test("a head that is not main's is refused: a newer commit is on main (an old run re-run)", async () => {
  const run = await runCheck(history(), shaOf("hero words"));
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`- A newer commit is on main: its head is ${short("figures")}, not ${short("hero words")}.`);
});

test("an approval by an account without write permission does not count: an outsider, a read-only member, one whose permission cannot be read", async () => {
  for (const [permission, note] of [
    ["none", "no access, not write"],
    ["read", "read access, not write"],
  ] as const) {
    const scenario = history();
    scenario.main[4] = {
      name: "figures",
      pull: {
        number: 43,
        pusher: "mia-marketing",
        reviews: [{ login: "sam-outside", state: "APPROVED", association: permission === "none" ? "NONE" : "MEMBER" }],
      },
    };
    scenario.permissions = { ...PERMISSIONS, "sam-outside": permission };
    const run = await runCheck(scenario);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`- Commit ${short("figures")}: Pull request #43 has 0 of the 1 approval needed from a person with write access`);
    expect(run.stderr).toContain(`sam-outside APPROVED (${note})`);
  }
  const scenario = history();
  scenario.permissions = { ...PERMISSIONS, "dana-dev": 502 };
  const run = await runCheck(scenario);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`Could not read the permission of dana-dev, who approved pull request #41: GitHub answered 502 (Server Error)`);
});

test("no deployment and no baseline is refused; a baseline a person recorded is where the range starts", async () => {
  const scenario = { ...history(), deployments: [{ id: 9, commit: "figures", states: ["in_progress"] }] };
  const run = await runCheck(scenario);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`- No deployment of the production environment succeeded that GitHub lists, and ${LEDGER_FILE} records no baseline`);
  writeLedger({ baseline: { sha: shaOf("new campaign"), reason: "Production served this commit when the check started reading deployments." } });
  const withBaseline = await runCheck(scenario);
  expect(withBaseline.stderr).toBe("");
  expect(withBaseline.summary).toContain(`every commit since the baseline ${short("new campaign")} recorded in ${LEDGER_FILE} was let in by one`);
  expect(withBaseline.summary).toContain(`- ${short("figures")}: merged from pull request #43`);
  writeLedger({ baseline: { sha: "main", reason: "" } });
  const bad = await runCheck(scenario);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain(`${LEDGER_FILE}: baseline (or null) needs "sha", a commit's full SHA`);
});

test("a ruleset that allows rebase merges is refused", async () => {
  const rules = (protectionFixture("rules.json") as { type: string; parameters?: object }[]).map((rule) =>
    rule.type === "pull_request" ? { ...rule, parameters: { ...rule.parameters, allowed_merge_methods: ["merge", "squash", "rebase"] } } : rule,
  );
  const run = await runCheck({ ...history(), rules });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(
    "- main's rules allow rebase merges (allowed_merge_methods), whose commits are no pull request's merge commit: allow only merge and squash.",
  );
});

test("a last deployment that is not an ancestor of the head is refused", async () => {
  const scenario = history();
  const run = await runCheck({ ...scenario, deployments: [{ id: 7, commit: "elsewhere", states: ["success"] }], main: [...scenario.main] });
  // The fake knows no such commit: GitHub answers 404 for the compare.
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`Could not list the commits since ${short("elsewhere")}: GitHub answered 404 (Not Found) for GET /repos/${REPO}/compare/`);
});
