/**
 * @jest-environment node
 *
 * The deploy jobs' own shell steps, read from the workflow files and run with
 * bash as the runner runs them, with the job's env resolved from a fake event.
 * Only the outside world is stood in for: `npx` (wrangler), `npm` and `gh`
 * record their arguments; the repository's scripts run as they are. So what
 * reaches wrangler is what the workflow really passes, and a branch name that
 * is a flag or a ref is shown to stop before any wrangler call.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { inlineCode } from "../../scripts/lib/markdown-text.mjs";

type Step = { name?: string; id?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Job = { env?: Record<string, string>; steps: Step[] };
type Ran = { step: Step; ran: boolean; ok: boolean; stderr: string; outputs: Record<string, string> };
type Call = { cmd: string; args: string[] };

const root = path.join(__dirname, "..", "..");
const jobOf = (file: string, id: string): Job => parse(readFileSync(path.join(root, ".github", "workflows", file), "utf8")).jobs[id];

const COMMIT = "0123456789abcdef0123456789abcdef01234567";
const MAIN_SHA = "fedcba9876543210fedcba9876543210fedcba98";

/**
 * A stand-in for a command: appends {cmd, args} as one JSON line to $CALLS (so
 * any argument, newlines included, is kept exactly). As `npx wrangler pages
 * deploy` it writes the deployment to WRANGLER_OUTPUT_FILE_PATH in wrangler's
 * form; as `gh api …/branches` it prints $FAKE_BRANCHES.
 */
const STAND_IN = `#!${process.execPath}
const fs = require("node:fs");
const path = require("node:path");
const cmd = path.basename(process.argv[1]);
const args = process.argv.slice(2);
fs.appendFileSync(process.env.CALLS, JSON.stringify({ cmd, args }) + "\\n");
if (cmd === "npx" && args.slice(0, 3).join(" ") === "wrangler pages deploy") {
  const branch = (args.find((a) => a.startsWith("--branch=")) || "").slice("--branch=".length);
  const alias = branch.toLowerCase().replace(/[^a-z0-9-]/g, "-");
  const entry = { type: "pages-deploy-detailed", version: 1, url: "https://0a1b2c3d.drops.pages.dev", alias: "https://" + alias + ".drops.pages.dev", environment: branch === "main" ? "production" : "preview" };
  fs.appendFileSync(process.env.WRANGLER_OUTPUT_FILE_PATH, JSON.stringify(entry) + "\\n");
}
if (cmd === "gh" && args[0] === "api" && /\\/branches$/.test(args[1] || "")) process.stdout.write(process.env.FAKE_BRANCHES);
`;

/** The value of a `${{ }}` expression: a context path, toJSON(path), path == 'literal', or a status function. */
function evaluate(expression: string, context: Record<string, unknown>, failed: boolean): unknown {
  const expr = expression.trim();
  if (expr === "failure()") return failed;
  if (expr === "success()") return !failed;
  const toJson = expr.match(/^toJSON\((.+)\)$/);
  if (toJson) return JSON.stringify(evaluate(toJson[1]!, context, failed));
  const equals = expr.match(/^(.+?)\s*==\s*'([^']*)'$/);
  if (equals) return String(evaluate(equals[1]!, context, failed) ?? "") === equals[2];
  if (!/^[A-Za-z_][\w-]*(\.[\w-]+)*$/.test(expr)) throw new Error(`The stand-in runner cannot evaluate \${{ ${expr} }}: add it to evaluate()`);
  const [top, ...rest] = expr.split(".");
  if (!(top! in context)) throw new Error(`\${{ ${expr} }} reads the context "${top}", which the fake event does not give`);
  return rest.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), context[top!]);
}

const interpolate = (text: string, context: Record<string, unknown>) =>
  text.replace(/\$\{\{(.*?)\}\}/g, (_, expr: string) => String(evaluate(expr, context, false) ?? ""));

/** A step runs on success unless its `if` names a status function, as on GitHub. */
function shouldRun(step: Step, context: Record<string, unknown>, failed: boolean): boolean {
  const condition = step.if?.replace(/^\$\{\{(.*)\}\}$/, "$1").trim();
  if (!condition) return !failed;
  if (/\b(failure|success|always|cancelled)\(\)/.test(condition)) return Boolean(evaluate(condition, context, failed));
  return !failed && Boolean(evaluate(condition, context, failed));
}

const readOutputs = (file: string): Record<string, string> =>
  existsSync(file)
    ? Object.fromEntries(
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => line.includes("="))
          .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
      )
    : {};

/**
 * Runs `steps` of `job` in a temp dir holding a copy of scripts/ and a one-page
 * export in out/, as the runner would: bash -eo pipefail, the job's and step's
 * env resolved from `context`, GITHUB_OUTPUT per step, one summary file.
 */
function runSteps(job: Job, steps: Step[], context: Record<string, unknown>, extraEnv: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-steps-"));
  const work = path.join(dir, "work");
  const temp = path.join(dir, "runner-temp");
  const bin = path.join(dir, "bin");
  for (const d of [work, temp, bin, path.join(work, "out")]) mkdirSync(d, { recursive: true });
  cpSync(path.join(root, "scripts"), path.join(work, "scripts"), { recursive: true });
  writeFileSync(path.join(work, "out", "index.html"), "<!doctype html><title>Drops</title>");
  for (const cmd of ["npx", "npm", "gh"]) {
    writeFileSync(path.join(bin, cmd), STAND_IN);
    chmodSync(path.join(bin, cmd), 0o755);
  }
  const calls = path.join(dir, "calls.ndjson");
  const summary = path.join(dir, "summary.md");
  writeFileSync(calls, "");
  writeFileSync(summary, "");
  const ctx: Record<string, unknown> = { ...context, runner: { temp }, steps: {} };
  const results: Ran[] = [];
  let failed = false;
  steps.forEach((step, i) => {
    if (!shouldRun(step, ctx, failed) || !step.run) {
      results.push({ step, ran: false, ok: true, stderr: "", outputs: {} });
      return;
    }
    const output = path.join(dir, `output-${i}`);
    const resolved = (vars: Record<string, string> = {}) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, interpolate(String(v), ctx)]));
    const script = path.join(dir, `step-${i}.sh`);
    writeFileSync(script, step.run);
    const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
      cwd: work,
      encoding: "utf8",
      // Only what the runner would give: nothing of this process's env (a CI run's own GITHUB_* must not leak in).
      env: {
        // Next's ProcessEnv type requires it; none of the scripts these steps run reads it.
        NODE_ENV: "production",
        PATH: `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
        HOME: dir,
        CI: "true",
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        RUNNER_TEMP: temp,
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_RUN_ID: "42",
        CALLS: calls,
        ...extraEnv,
        ...resolved(job.env),
        ...resolved(step.env),
      },
    });
    const outputs = readOutputs(output);
    if (step.id) (ctx.steps as Record<string, unknown>)[step.id] = { outputs };
    const ok = result.status === 0;
    failed ||= !ok;
    results.push({ step, ran: true, ok, stderr: result.stderr, outputs });
  });
  const recorded: Call[] = readFileSync(calls, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const comment = path.join(temp, "comment.md");
  const out = { results, calls: recorded, summary: readFileSync(summary, "utf8"), comment: existsSync(comment) ? readFileSync(comment, "utf8") : "" };
  rmSync(dir, { recursive: true, force: true });
  return out;
}

/** The workflow_run event of a push of `branch`, as preview-deploy.yml reads it. */
const previewContext = (branch: string) => ({
  github: {
    sha: MAIN_SHA,
    repository: "drops/site",
    token: "dummy-github-token",
    event: {
      repository: { default_branch: "main" },
      workflow_run: {
        id: 7,
        head_branch: branch,
        head_sha: COMMIT,
        head_repository: { id: 1, full_name: "drops/site" },
        pull_requests: [{ number: 12, head: { ref: branch, sha: COMMIT, repo: { id: 1 } } }],
      },
    },
  },
  vars: { CLOUDFLARE_PROJECT_NAME: "drops" },
  secrets: { CLOUDFLARE_API_TOKEN: "dummy-cloudflare-token", CLOUDFLARE_ACCOUNT_ID: "dummy-account" },
});

const preview = jobOf("preview-deploy.yml", "deploy");
const runPreview = (branch: string) => runSteps(preview, preview.steps, previewContext(branch), { FAKE_BRANCHES: `main\n${branch}\n` });
const wranglerCalls = (calls: Call[]) => calls.filter((c) => c.cmd === "npx");
const statusOf = (calls: Call[]) => calls.find((c) => c.cmd === "gh" && /\/statuses\//.test(c.args[1] ?? ""))?.args.find((a) => a.startsWith("state="));

test("cms/pages/home deploys as exactly cms/pages/home, and the pull request hears of it", () => {
  const { results, calls, comment } = runPreview("cms/pages/home");
  expect(results.filter((r) => r.ran && !r.ok).map((r) => `${r.step.name}: ${r.stderr}`)).toEqual([]);
  expect(wranglerCalls(calls).map((c) => c.args)).toEqual([
    ["wrangler", "pages", "deploy", "out", "--project-name=drops", "--branch=cms/pages/home", `--commit-hash=${COMMIT}`, "--commit-dirty=false"],
  ]);
  expect(statusOf(calls)).toBe("state=success");
  expect(calls.find((c) => c.cmd === "gh" && c.args[0] === "pr")?.args.slice(0, 3)).toEqual(["pr", "comment", "12"]);
  expect(comment.split("\n")[0]).toBe(`### Preview of ${inlineCode("cms/pages/home")}`);
});

test.each([
  ["--branch=main", "it must start with a letter or a digit"],
  ["--skip-caching", "it must start with a letter or a digit"],
  ["-x", "it must start with a letter or a digit"],
  ["refs/heads/main", 'it starts with "refs/"'],
  ["main", "it names the production branch"],
  ["cms/`id`", "(U+0060)"],
  ["cms/pages/caf\u00e9", "(U+00E9)"],
])("%p never reaches wrangler: the address step fails naming the rule, and the failed status is posted", (branch, rule) => {
  const { results, calls, summary } = runPreview(branch);
  expect(wranglerCalls(calls)).toEqual([]);
  const address = results.find((r) => r.step.id === "address")!;
  expect(address.ran && !address.ok).toBe(true);
  expect(address.stderr).toContain(rule);
  expect(summary).toContain(`Refusing to deploy ${inlineCode(branch)} as a preview: `);
  expect(results.find((r) => r.step.id === "deploy")?.ran).toBe(false);
  expect(statusOf(calls)).toBe("state=failure");
});

test("deploy.yml's deploy step deploys main, at the pushed commit, every value as --flag=value", () => {
  const job = jobOf("deploy.yml", "deploy");
  const deploy = job.steps.filter((s) => /wrangler pages deploy/.test(s.run ?? ""));
  expect(deploy).toHaveLength(1);
  const context = {
    github: { sha: COMMIT },
    vars: { CLOUDFLARE_PROJECT_NAME: "drops" },
    secrets: { CLOUDFLARE_API_TOKEN: "dummy", CLOUDFLARE_ACCOUNT_ID: "dummy" },
  };
  const { results, calls, summary } = runSteps(job, deploy, context, { GITHUB_SHA: COMMIT });
  expect(results.map((r) => [r.ok, r.stderr])).toEqual([[true, ""]]);
  expect(wranglerCalls(calls).map((c) => c.args)).toEqual([
    ["wrangler", "pages", "deploy", "out", "--project-name=drops", "--branch=main", `--commit-hash=${COMMIT}`, "--commit-dirty=false"],
  ]);
  expect(summary).toContain("### Production deploy");
});
