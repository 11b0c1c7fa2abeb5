/**
 * Who can publish, read from the GitHub Actions workflows as GitHub reads them
 * (parsed YAML, not regexes). Each rule returns problems naming workflow and job,
 * so a test can show both that the real workflows pass and that a bad one fails.
 */
import { parse } from "yaml";

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; name?: string; id?: string; if?: string };
export type Job = {
  uses?: string;
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string; url?: string };
  permissions?: string | Record<string, string>;
  env?: Record<string, string>;
  steps?: Step[];
  secrets?: unknown;
  [key: string]: unknown;
};
export type Workflow = {
  file: string;
  text: string;
  name?: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions?: unknown;
  jobs: Record<string, Job>;
};

export function readWorkflow(file: string, text: string): Workflow {
  const doc = parse(text);
  // `on:` may be a name, a list of names or a map of them.
  const raw = doc.on;
  const on = typeof raw === "string" ? { [raw]: null } : Array.isArray(raw) ? Object.fromEntries(raw.map((t: string) => [t, null])) : (raw ?? {});
  return { file, text, name: doc.name, on, permissions: doc.permissions, jobs: doc.jobs ?? {} };
}

const list = (value: unknown): string[] => (value == null ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);
const environmentOf = (job: Job) => (typeof job.environment === "string" ? job.environment : job.environment?.name);
/** Every string anywhere in a job: its env, conditions, steps and inputs. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];
const secretsRead = (job: Job) => [...new Set(stringsOf(job).flatMap((s) => [...s.matchAll(/secrets\.([A-Za-z_]+)/g)].map((m) => m[1])))];

/** Triggered by something a branch's own code decides: its pushes, its pull requests, a dispatch on it. */
function startedByBranches(wf: Workflow): string[] {
  const reasons: string[] = [];
  for (const [event, filter] of Object.entries(wf.on)) {
    if (["pull_request", "pull_request_target", "workflow_dispatch", "merge_group", "issue_comment"].includes(event)) reasons.push(event);
    if (event === "push") {
      const branches = list(filter?.branches);
      if (branches.length !== 1 || branches[0] !== "main" || filter?.["branches-ignore"] || filter?.tags) reasons.push("a push to a branch other than main");
    }
  }
  return reasons;
}

/** Workflows any branch's code can reach: started by branches, or called by a workflow that is. */
export function reachableByBranches(workflows: Workflow[]): Map<string, string> {
  const reach = new Map<string, string>();
  for (const wf of workflows) {
    const reasons = startedByBranches(wf);
    if (reasons.length) reach.set(wf.file, reasons.join(", "));
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const wf of workflows) {
      if (!reach.has(wf.file)) continue;
      for (const job of Object.values(wf.jobs)) {
        const called = job.uses?.match(/^\.\/\.github\/workflows\/(.+)$/)?.[1];
        if (called && !reach.has(called)) {
          reach.set(called, `called by ${wf.file}`);
          grew = true;
        }
      }
    }
  }
  return reach;
}

/** No job that a branch's code can reach reads a secret other than GITHUB_TOKEN, or inherits them. */
export function branchReachableSecrets(workflows: Workflow[]): string[] {
  const reach = reachableByBranches(workflows);
  return workflows.flatMap((wf) =>
    !reach.has(wf.file)
      ? []
      : Object.entries(wf.jobs).flatMap(([id, job]) => [
          ...secretsRead(job)
            .filter((name) => name !== "GITHUB_TOKEN")
            .map((name) => `${wf.file} job ${id} reads secrets.${name}, yet ${reach.get(wf.file)} runs it`),
          ...(job.secrets === "inherit" ? [`${wf.file} job ${id} inherits every secret, yet ${reach.get(wf.file)} runs it`] : []),
          ...(environmentOf(job) ? [`${wf.file} job ${id} enters the ${environmentOf(job)} environment, yet ${reach.get(wf.file)} runs it`] : []),
        ]),
  );
}

/** Deploy secrets live in environments only (which say which branches may use them), never repository-wide. */
export function secretsOutsideEnvironments(workflows: Workflow[]): string[] {
  return workflows.flatMap((wf) =>
    Object.entries(wf.jobs).flatMap(([id, job]) =>
      environmentOf(job)
        ? []
        : secretsRead(job)
            .filter((name) => name !== "GITHUB_TOKEN")
            .map((name) => `${wf.file} job ${id} reads secrets.${name} outside an environment`),
    ),
  );
}

/** Every third-party action pinned to a full commit, with its tag in a comment. */
export function unpinnedActions(workflows: Workflow[]): string[] {
  return workflows.flatMap((wf) =>
    wf.text
      .split("\n")
      .map((line, i) => ({ line, at: i + 1, uses: line.match(/^\s*(?:-\s+)?uses:\s*(\S+)/)?.[1] }))
      .filter(({ uses }) => uses && !uses.startsWith("./"))
      .filter(({ line, uses }) => !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses!) || !/#\s*v\d+(\.\d+)*\s*$/.test(line))
      .map(({ at, uses }) => `${wf.file}:${at} uses ${uses}, not a full commit SHA with its tag in a comment`),
  );
}

/** Nothing granted by default: the workflow grants none, each job names what it needs, and nothing writes but where listed. */
export function loosePermissions(workflows: Workflow[], allowedWrites: Record<string, string[]>): string[] {
  return workflows.flatMap((wf) => [
    ...(wf.permissions && typeof wf.permissions === "object" && Object.keys(wf.permissions).length === 0
      ? []
      : [`${wf.file} grants permissions to every job (set permissions: {} and grant per job)`]),
    ...Object.entries(wf.jobs).flatMap(([id, job]) => {
      if (job.permissions == null) return [`${wf.file} job ${id} declares no permissions`];
      if (typeof job.permissions === "string") return [`${wf.file} job ${id} has ${job.permissions}`];
      const allowed = allowedWrites[`${wf.file}#${id}`] ?? [];
      return Object.entries(job.permissions)
        .filter(([scope, level]) => level === "write" && !allowed.includes(scope))
        .map(([scope]) => `${wf.file} job ${id} may write ${scope}`);
    }),
  ]);
}

const runsOf = (job: Job) => (job.steps ?? []).map((s) => s.run ?? "").join("\n");
/** `--branch main`, `--branch=main` or `--branch="main"`: any spelling deploys production. */
const PRODUCTION_BRANCH_FLAG = /wrangler pages deploy[\s\S]*--branch(=|\s+)"?main\b/;
const deploysProduction = (job: Job) => PRODUCTION_BRANCH_FLAG.test(runsOf(job)) || environmentOf(job) === "production";

/**
 * Production is deployed by one job: in the production environment, on pushes to
 * main only, guarded to refs/heads/main itself, after the CI workflow passes.
 */
export function productionProblems(workflows: Workflow[]): string[] {
  const problems: string[] = [];
  const jobs = workflows.flatMap((wf) =>
    Object.entries(wf.jobs)
      .filter(([, job]) => deploysProduction(job))
      .map(([id, job]) => ({ wf, id, job })),
  );
  if (jobs.length !== 1) problems.push(`${jobs.length} jobs deploy production; exactly one should`);
  for (const { wf, id, job } of jobs) {
    const where = `${wf.file} job ${id}`;
    if (environmentOf(job) !== "production") problems.push(`${where} deploys production outside the production environment`);
    if (!PRODUCTION_BRANCH_FLAG.test(runsOf(job))) problems.push(`${where} does not deploy with --branch main`);
    const events = Object.keys(wf.on);
    const push = wf.on.push;
    if (events.join() !== "push" || list(push?.branches).join() !== "main" || push?.["branches-ignore"]) {
      problems.push(`${where} runs on ${events.join(", ")} with branches ${JSON.stringify(push?.branches)}, not only on pushes to main`);
    }
    if (!/github\.ref\s*==\s*'refs\/heads\/main'/.test(job.if ?? "")) problems.push(`${where} does not refuse refs other than main itself`);
    const before = upstream(wf, id);
    if (!before.some((need) => wf.jobs[need]?.uses === "./.github/workflows/ci.yml"))
      problems.push(`${where} does not wait for the CI workflow (needs a job that uses ./.github/workflows/ci.yml)`);
    if (BUILDS.test(runsOf(job))) problems.push(`${where} builds the site beside the deploy token (build in a job with no secret, deploy its artifact)`);
    const download = (job.steps ?? []).find((s) => s.uses?.startsWith("actions/download-artifact@"));
    const uploaded = before.some((need) =>
      (wf.jobs[need]?.steps ?? []).some((s) => s.uses?.startsWith("actions/upload-artifact@") && s.with?.name === download?.with?.name),
    );
    if (!download || download.with?.path !== "out" || !uploaded)
      problems.push(`${where} does not deploy the export that a job it waits for built and uploaded`);
  }
  return problems;
}

/** The jobs a job waits for, directly or through the jobs it needs. */
function upstream(wf: Workflow, id: string, seen = new Set<string>()): string[] {
  for (const need of list(wf.jobs[id]?.needs)) {
    if (seen.has(need)) continue;
    seen.add(need);
    upstream(wf, need, seen);
  }
  return [...seen];
}

const BUILDS = /\bnpm run (build|review)\b|\bnext build\b/;
const INSTALLS = /\bnpm (ci|install|i|add)\b[^\n]*/g;
/** What a job could hand to code it runs: secrets, and the workflow's own token. */
const tokensHeld = (job: Job) => [
  ...new Set(stringsOf(job).flatMap((s) => [...s.matchAll(/secrets\.([A-Za-z_]+)|github\.token/g)].map((m) => (m[1] ? `secrets.${m[1]}` : "github.token")))),
];

/** The site is built where no secret is: a build runs the dependencies' code and the branch's. */
export function buildsWithSecrets(workflows: Workflow[]): string[] {
  return workflows.flatMap((wf) =>
    Object.entries(wf.jobs)
      .filter(([, job]) => BUILDS.test(runsOf(job)))
      .flatMap(([id, job]) => [
        ...secretsRead(job).map((name) => `${wf.file} job ${id} builds the site and reads secrets.${name}`),
        ...(environmentOf(job) ? [`${wf.file} job ${id} builds the site in the ${environmentOf(job)} environment`] : []),
      ]),
  );
}

/** A job that holds a secret or the workflow's token installs packages with --ignore-scripts: an install script would run beside it. */
export function installScriptsBesideSecrets(workflows: Workflow[]): string[] {
  return workflows.flatMap((wf) =>
    Object.entries(wf.jobs).flatMap(([id, job]) => {
      const held = tokensHeld(job);
      if (!held.length) return [];
      return (job.steps ?? []).flatMap((step) =>
        [...(step.run ?? "").matchAll(INSTALLS)]
          .map((m) => m[0].trim())
          .filter((command) => !/--ignore-scripts\b/.test(command))
          .map((command) => `${wf.file} job ${id} runs "${command}" with its packages' install scripts, yet holds ${held.join(", ")}`),
      );
    }),
  );
}

/**
 * A preview deploy runs only the default branch's code with the token: it is a
 * workflow_run workflow, checks out no branch ref, takes the branch from the event
 * through env (never pasted into a script), refuses a production branch, an alias
 * another of the repository's branches maps to, and any code in the export before
 * wrangler runs, deploys under that branch, and links its commit status to the
 * deployment's own address (the alias moves with the branch's next deploy).
 */
export function previewDeployProblems(workflows: Workflow[]): string[] {
  const problems: string[] = [];
  const deployers = workflows.flatMap((wf) =>
    Object.entries(wf.jobs)
      .filter(([, job]) => /wrangler pages deploy/.test(runsOf(job)) && !deploysProduction(job))
      .map(([id, job]) => ({ wf, id, job })),
  );
  if (!deployers.length) problems.push("no job deploys previews");
  for (const { wf, id, job } of deployers) {
    const where = `${wf.file} job ${id}`;
    if (Object.keys(wf.on).join() !== "workflow_run")
      problems.push(`${where} deploys previews from ${Object.keys(wf.on).join(", ")}, not workflow_run (whose definition comes from the default branch)`);
    if (environmentOf(job) !== "preview") problems.push(`${where} deploys outside the preview environment`);
    const steps = job.steps ?? [];
    for (const step of steps.filter((s) => s.uses?.startsWith("actions/checkout@"))) {
      // In a workflow_run, github.sha is the default branch's commit: its code, detached.
      if ((step.with?.ref && !DEFAULT_SHA.test(String(step.with.ref))) || step.with?.repository)
        problems.push(`${where} checks out ${String(step.with?.ref ?? step.with?.repository)}: a branch's code would run with the token`);
    }
    for (const step of steps) {
      if (/\$\{\{\s*github\.event\./.test(step.run ?? ""))
        problems.push(`${where} step "${step.name ?? step.run}" pastes event data into a script (pass it through env)`);
    }
    if (!/^\$\{\{\s*github\.event\.workflow_run\.head_branch\s*\}\}$/.test(job.env?.BRANCH ?? ""))
      problems.push(`${where} does not take BRANCH from the event's head_branch`);
    const deployAt = steps.findIndex((s) => /wrangler pages deploy/.test(s.run ?? ""));
    if (!/--branch="\$BRANCH"/.test(steps[deployAt]?.run ?? "")) problems.push(`${where} does not deploy under "$BRANCH"`);
    const guardAt = steps.findIndex((s) => /node scripts\/preview-branch\.mjs(\s+--branches\s+\S+)?\s*(>>|$)/m.test(s.run ?? ""));
    const checkAt = steps.findIndex((s) => /node scripts\/preview-branch\.mjs --check-export out/.test(s.run ?? ""));
    if (guardAt < 0 || guardAt > deployAt) problems.push(`${where} does not refuse a production branch before deploying`);
    if (checkAt < 0 || checkAt > deployAt) problems.push(`${where} does not check the export for code before deploying`);
    const guard = steps[guardAt]?.run ?? "";
    const listed = guard.match(/gh api "repos\/\$GH_REPO\/branches" --paginate --jq '\.\[\]\.name' > (\S+)/)?.[1];
    if (!listed || !guard.includes(`node scripts/preview-branch.mjs --branches ${listed}`))
      problems.push(`${where} does not refuse an alias another branch shares (list the branches, pass them to preview-branch.mjs --branches)`);
    const statuses = steps.filter((s) => /statuses\/\$COMMIT[\s\S]*context=\S*deploy/.test(s.run ?? ""));
    if (!statuses.length) problems.push(`${where} posts no commit status whose context contains "deploy"`);
    const deployId = steps[deployAt]?.id;
    for (const step of statuses.filter((s) => /state=success/.test(s.run!))) {
      const linked = step.run!.match(/target_url="\$(\w+)"/)?.[1];
      const value = (linked && (step.env?.[linked] ?? job.env?.[linked])) || "";
      if (!deployId || !new RegExp(`^\\$\\{\\{\\s*steps\\.${deployId}\\.outputs\\.url\\s*\\}\\}$`).test(value)) {
        problems.push(
          `${where} step "${step.name}" links the commit status to ${value || "something"}, not the deployment's own address (steps.<deploy>.outputs.url)`,
        );
      }
    }
  }
  return problems;
}

const DEFAULT_SHA = /^\$\{\{\s*github\.sha\s*\}\}$/;

/** Each wrangler command of a script, its continued lines joined, split into words. */
const wranglerCommands = (run: string) =>
  run
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((line) => /\bwrangler\b/.test(line) && !/^\s*#/.test(line))
    .map((line) => line.trim().split(/\s+/));

/**
 * A job that runs wrangler with a token hands it nothing it could read as a flag
 * and leaves it nothing to guess: every flag carries its value as --flag=value
 * (a value can never be read as a flag of its own), the checkout is detached at
 * ${{ github.sha }} or by `git checkout --detach` (wrangler, given no branch,
 * reads one from `git rev-parse --abbrev-ref HEAD`: on a branch checkout, "main"),
 * and no script has an expression pasted into it (values come through env).
 */
export function wranglerProblems(workflows: Workflow[]): string[] {
  return workflows.flatMap((wf) =>
    Object.entries(wf.jobs)
      .filter(([, job]) => /\bwrangler\b/.test(runsOf(job)))
      .flatMap(([id, job]) => {
        const where = `${wf.file} job ${id}`;
        const steps = job.steps ?? [];
        const problems: string[] = [];
        const wranglerAt = steps.findIndex((s) => /\bwrangler\b/.test(s.run ?? ""));
        const detached = steps
          .slice(0, wranglerAt)
          .some((s) => (s.uses?.startsWith("actions/checkout@") && DEFAULT_SHA.test(String(s.with?.ref ?? ""))) || /git checkout --detach\b/.test(s.run ?? ""));
        if (!detached) problems.push(`${where} runs wrangler without a detached checkout (check out \${{ github.sha }}, or git checkout --detach)`);
        for (const step of steps) {
          const label = `${where} step "${step.name ?? step.run}"`;
          if ((step.run ?? "").includes("${{")) problems.push(`${label} pastes an expression into its script (pass it through env)`);
          for (const words of wranglerCommands(step.run ?? ""))
            for (const word of words.filter((w) => w.startsWith("-") && !/^--[a-z][a-z-]*=\S/.test(w)))
              problems.push(`${label} passes wrangler ${word}, not --flag=value`);
        }
        return problems;
      }),
  );
}

/** The owners of a file as GitHub reads CODEOWNERS (scripts/lib/codeowners.mjs, which the every-edit run's scope reads too). */
export { codeOwnersOf } from "../../../scripts/lib/codeowners.mjs";

/**
 * A pull-request comment from a trusted workflow says only what it knows: its
 * body is the file scripts/deploy-summary.mjs wrote (the addresses wrangler
 * reported; the branch build's report quoted as the branch's), and the pull
 * request is the one whose head is the event's commit in the event's
 * repository (scripts/pull-request.mjs), never one found by branch name.
 */
export function pullRequestCommentProblems(workflows: Workflow[]): string[] {
  const problems: string[] = [];
  for (const wf of workflows) {
    for (const [id, job] of Object.entries(wf.jobs)) {
      const where = `${wf.file} job ${id}`;
      const steps = job.steps ?? [];
      for (const step of steps) {
        if (/gh pr list[^\n]*--head|pulls\?[^\n]*\bhead=/.test(step.run ?? ""))
          problems.push(`${where} step "${step.name ?? step.run}" finds a pull request by branch name`);
      }
      for (const step of steps.filter((s) => /gh pr comment/.test(s.run ?? ""))) {
        const body = step.run!.match(/--body-file\s+(\S+)/)?.[1];
        if (!body || !steps.some((s) => s.run?.includes(`node scripts/deploy-summary.mjs ${body}`)))
          problems.push(`${where} step "${step.name}" does not comment the text scripts/deploy-summary.mjs wrote`);
        if (!/pr=\$\(node scripts\/pull-request\.mjs\)/.test(step.run!))
          problems.push(`${where} step "${step.name}" does not find its pull request with scripts/pull-request.mjs`);
        if (!/^\$\{\{\s*toJSON\(github\.event\.workflow_run\.pull_requests\)\s*\}\}$/.test(step.env?.PULL_REQUESTS ?? ""))
          problems.push(`${where} step "${step.name}" does not take PULL_REQUESTS from the event`);
        if (!/^\$\{\{\s*github\.event\.workflow_run\.head_repository\.id\s*\}\}$/.test(step.env?.HEAD_REPO_ID ?? ""))
          problems.push(`${where} step "${step.name}" does not take HEAD_REPO_ID from the event`);
      }
    }
  }
  return problems;
}
