/**
 * @jest-environment node
 *
 * What our GitHub Actions workflows must do, read as GitHub parses them: valid against the workflow
 * schema (@action-validator/cli, offline); no job a branch's code reaches reads a deploy secret or
 * enters an environment; the deploy jobs are the two environments' only jobs; each job holds exactly
 * the permissions listed here; every action is pinned to a commit. Generic rules (template injection,
 * excessive permissions, unpinned actions, dangerous triggers, credentials left in a checkout) are
 * zizmor's, in ci.yml's zizmor job on GitHub's runners (.github/zizmor.yml).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { parse } from "yaml";
import { branchReport, readDeployment, summaryMarkdown } from "../../scripts/deploy-summary.mjs";
import { pullRequestFor } from "../../scripts/pull-request.mjs";
import { CACHE_DIR } from "../../scripts/build/pictures.mjs";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { codeOwnersOf } from "../../scripts/lib/codeowners.mjs";
import { inlineCode, quoted } from "../../scripts/lib/markdown-text.mjs";
import { aliasCollisions, branchSlug, exportProblems, PreviewRefused, previewOf } from "../../scripts/preview-branch.mjs";

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; name?: string; id?: string; if?: string };
type Job = {
  uses?: string;
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  permissions?: unknown;
  env?: Record<string, string>;
  steps?: Step[];
  secrets?: unknown;
};
type Workflow = {
  file: string;
  text: string;
  name?: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions?: unknown;
  jobs: Record<string, Job>;
};

const root = path.join(__dirname, "..", "..");
const dir = path.join(root, ".github", "workflows");
const files = readdirSync(dir).filter((f) => f.endsWith(".yml"));
const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
const validate = (file: string) => spawnSync(path.join(root, "node_modules", ".bin", "action-validator"), [file], { encoding: "utf8" });

test.each(files)("%s is a valid workflow", (file) => {
  const result = validate(path.join(dir, file));
  expect(result.stdout + result.stderr).toBe("");
  expect(result.status).toBe(0);
});

test("the validator rejects a broken workflow", () => {
  const result = validate(path.join(root, "tests", "fixtures", "workflows", "bad.yml"));
  expect(result.status).not.toBe(0);
  expect(result.stdout + result.stderr).toMatch(/stepz|steps/);
});

const workflows: Workflow[] = files.map((file) => {
  const doc = parse(read(file));
  return { file, text: read(file), name: doc.name, on: doc.on, permissions: doc.permissions, jobs: doc.jobs };
});
const workflow = (file: string) => workflows.find((w) => w.file === file)!;
const jobs = workflows.flatMap((wf) => Object.entries(wf.jobs).map(([id, job]) => ({ wf, id, job, where: `${wf.file}#${id}` })));
const environmentOf = (job: Job) => (typeof job.environment === "string" ? job.environment : job.environment?.name);
/** The secrets a job reads anywhere (env, conditions, inputs), GITHUB_TOKEN aside. */
const secretsOf = (job: Job) =>
  [...new Set([...JSON.stringify(job).matchAll(/secrets\.([A-Za-z_]+)/g)].map((m) => m[1]))].filter((name) => name !== "GITHUB_TOKEN");
const runs = (job: Job) => (job.steps ?? []).map((s) => s.run).filter(Boolean);

test("the workflows are the four docs/deploying.md describes", () => {
  expect(files.sort()).toEqual(["ci.yml", "deploy.yml", "preview-build.yml", "preview-deploy.yml"]);
  const readme = readFileSync(path.join(root, "docs/deploying.md"), "utf8");
  for (const file of files) expect(readme).toContain(`\`${file}\``);
});

describe("who can publish", () => {
  /** Workflows a branch's code starts (its pushes, pull requests, a dispatch on it), and those they call. */
  const reached = new Set(
    workflows
      .filter(({ on }) =>
        Object.entries(on).some(([event, filter]) =>
          event === "push" ? JSON.stringify(filter) !== JSON.stringify({ branches: ["main"] }) : event !== "workflow_call" && event !== "workflow_run",
        ),
      )
      .map((wf) => wf.file),
  );
  for (const { wf, job } of jobs) if (reached.has(wf.file) && job.uses?.startsWith("./.github/workflows/")) reached.add(path.basename(job.uses));

  test("the workflows that any branch's code reaches are CI and the preview build, and none of their jobs holds a secret", () => {
    expect([...reached].sort()).toEqual(["ci.yml", "preview-build.yml"]);
    const holding = jobs.filter(({ wf, job }) => reached.has(wf.file) && (secretsOf(job).length || job.secrets || job.environment));
    expect(holding.map(({ where }) => where)).toEqual([]);
  });

  test("only the two deploy jobs enter an environment, and every deploy secret is read there", () => {
    expect(jobs.filter(({ job }) => job.environment).map(({ where, job }) => [where, environmentOf(job)])).toEqual([
      ["deploy.yml#deploy", "production"],
      ["preview-deploy.yml#deploy", "preview"],
    ]);
    expect(jobs.filter(({ job }) => secretsOf(job).length && !job.environment).map(({ where }) => where)).toEqual([]);
  });

  test("production deploys on a push to main only, main's pushed commit, after CI, the sweep and a build with no secret", () => {
    const deploy = workflow("deploy.yml");
    expect(deploy.on).toEqual({ push: { branches: ["main"] } });
    expect(deploy.jobs.test).toMatchObject({ uses: "./.github/workflows/ci.yml" });
    const job = deploy.jobs.deploy;
    expect(job.if).toBe("github.ref == 'refs/heads/main'");
    expect(job.needs).toEqual(["build", "sweep"]);
    expect(deploy.jobs.build.needs).toBe("test");
    expect(job.steps!.find((s) => s.uses?.startsWith("actions/checkout@"))?.with).toEqual({ ref: "${{ github.sha }}", "persist-credentials": false });
    expect(job.steps!.find((s) => s.uses?.startsWith("actions/download-artifact@"))?.with).toEqual({ name: "production-site", path: "out" });
    expect(deploy.jobs.build.steps!.find((s) => s.uses?.startsWith("actions/upload-artifact@"))?.with).toMatchObject({ name: "production-site", path: "out/" });
    expect(runs(job).filter((run) => /\bnpm (ci|install|run)\b|next build/.test(run!))).toEqual(["npm ci --ignore-scripts --no-audit --no-fund"]);
    expect(deploy.jobs.build.environment).toBeUndefined();
    expect(secretsOf(deploy.jobs.build)).toEqual([]);
    expect(runs(deploy.jobs.build)).toEqual(["npm ci --no-audit --no-fund", "npm run build"]);
    expect(deploy.jobs.build.steps!.find((s) => s.name === "Build the production export")?.env).toMatchObject({ SITE_ENV: "production" });
  });

  test("production deploys only after every page passed the browser checks, swept in a job with no secret", () => {
    const sweep = workflow("deploy.yml").jobs.sweep!;
    expect(sweep.environment).toBeUndefined();
    expect(secretsOf(sweep)).toEqual([]);
    expect(runs(sweep)).toEqual(["npm ci --no-audit --no-fund", "npm run sweep"]);
  });

  test("previews deploy from main's definition and commit, under the event's branch, linking the deployment's own address", () => {
    const preview = workflow("preview-deploy.yml");
    expect(preview.on).toEqual({ workflow_run: { workflows: [workflow("preview-build.yml").name], types: ["completed"] } });
    const job = preview.jobs.deploy;
    expect(job.steps!.find((s) => s.uses?.startsWith("actions/checkout@"))?.with).toEqual({ ref: "${{ github.sha }}", "persist-credentials": false });
    expect(job.env?.BRANCH).toBe("${{ github.event.workflow_run.head_branch }}");
    expect(runs(job).filter((run) => /\bnpm (ci|install)\b/.test(run!))).toEqual(["npm ci --ignore-scripts --no-audit --no-fund"]);
    expect(job.steps!.find((s) => /state=success/.test(s.run ?? ""))?.env).toEqual({ URL: "${{ steps.deploy.outputs.url }}" });
    // What reaches wrangler, the refusals before it and the pull request's comment: preview-deploy-steps.test.ts runs the steps.
  });

  test("every action is pinned to a full commit SHA, its tag in a comment", () => {
    const uses = workflows.flatMap((wf) => [...wf.text.matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map((m) => m[1]!));
    expect(uses.filter((line) => !line.startsWith("./") && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/.test(line))).toEqual([]);
  });

  test("no workflow grants a permission by default, and each job holds exactly these", () => {
    expect(workflows.map((wf) => [wf.file, wf.permissions])).toEqual(files.map((file) => [file, {}]));
    const read = { contents: "read" };
    expect(Object.fromEntries(jobs.map(({ where, job }) => [where, job.permissions]))).toEqual({
      "ci.yml#test": read,
      "ci.yml#preview-path": read,
      "ci.yml#every-edit": read,
      "ci.yml#zizmor": read,
      "deploy.yml#test": read,
      "deploy.yml#build": read,
      "deploy.yml#sweep": read,
      "deploy.yml#deploy": { contents: "read", actions: "read" },
      "preview-build.yml#build": read,
      // The preview's commit status and its pull-request comment.
      "preview-deploy.yml#deploy": { actions: "read", contents: "read", "pull-requests": "write", statuses: "write" },
    });
  });

  test("CI runs exactly what .ci/run runs, on pull requests and before production", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "workflow_call", "workflow_dispatch"]);
    expect(runs(ci.jobs.test)).toEqual(["bash .ci/run"]);
  });

  test("CI audits the workflows with zizmor, pinned, a check main's ruleset requires", () => {
    const job = workflow("ci.yml").jobs.zizmor!;
    expect(runs(job)).toEqual([expect.stringMatching(/^pipx run --spec zizmor==\d+\.\d+\.\d+ zizmor --config \.github\/zizmor\.yml \.github\/workflows$/)]);
    expect(existsSync(path.join(root, ".github", "zizmor.yml"))).toBe(true);
    const ruleset = JSON.parse(readFileSync(path.join(root, ".github", "rulesets", "main.json"), "utf8"));
    const checks = ruleset.rules.find((rule: { type: string }) => rule.type === "required_status_checks").parameters.required_status_checks;
    expect(checks.map((check: { context: string }) => check.context)).toEqual([
      "npm test",
      "every edit",
      (job as { name?: string }).name,
      (workflow("ci.yml").jobs["preview-path"] as { name?: string }).name,
    ]);
  });

  test("every pull request also runs the every-edit proof, with no secret, unless it changes only what the editor writes", () => {
    const ci = workflow("ci.yml");
    const job = ci.jobs["every-edit"]!;
    expect(job.if).toBe("github.event_name == 'pull_request'");
    expect(JSON.stringify(job)).not.toMatch(/secrets\./);
    // A required check: a path filter would leave it pending on a content-only pull request, and block the merge.
    expect(ci.on.pull_request).toBeNull();
    const steps = job.steps!;
    const scope = steps.findIndex((s) => s.run?.startsWith("node scripts/content-only.mjs"));
    expect(steps[scope]).toMatchObject({ id: "scope", run: 'node scripts/content-only.mjs --base="$BASE_SHA" >> "$GITHUB_OUTPUT"' });
    expect(steps[scope]!.env).toEqual({ BASE_SHA: "${{ github.event.pull_request.base.sha }}" });
    expect(steps[scope]!.if).toBeUndefined();
    // It decides before anything is installed (it needs no package), from a checkout that has the base.
    expect(steps.slice(0, scope).some((s) => /npm (ci|install)/.test(s.run ?? ""))).toBe(false);
    expect(steps.find((s) => s.uses?.startsWith("actions/checkout@"))?.with).toMatchObject({ "fetch-depth": 2, "persist-credentials": false });
    // Every later step runs on a code change only (a missing answer runs them: fail closed), but the one that says why nothing ran.
    const later = steps.slice(scope + 1);
    const runsOnCode = later.filter((s) => s.if === "steps.scope.outputs.content_only != 'true'");
    const saysWhy = later.filter((s) => s.if === "steps.scope.outputs.content_only == 'true'");
    expect(runsOnCode.length + saysWhy.length).toBe(later.length);
    expect(runsOnCode.map((s) => s.run).filter(Boolean)).toEqual(["npm ci --no-audit --no-fund", "node scripts/every-edit.mjs"]);
    expect(saysWhy.map((s) => s.run ?? s.uses)).toEqual([expect.stringMatching(/^echo /)]);
  });

  describe("the picture cache (scripts/build/pictures.mjs's CACHE_DIR) is kept between runs by every job that builds", () => {
    const BUILDS = /\bbash \.ci\/run\b|\bnpm run (build|review|sweep)\b|\bscripts\/every-edit\.mjs\b/;
    const builders = workflows.flatMap((wf) =>
      Object.entries(wf.jobs)
        .filter(([, job]) => (job.steps ?? []).some((s) => BUILDS.test(s.run ?? "")))
        .map(([id, job]) => ({ where: `${wf.file}#${id}`, steps: job.steps!, job })),
    );
    const isCache = (uses = "") => /^actions\/cache(\/restore)?@/.test(uses);

    test("the jobs that build are npm test, every edit, the preview build, the production build and its sweep", () => {
      expect(builders.map((b) => b.where).sort()).toEqual([
        "ci.yml#every-edit",
        "ci.yml#test",
        "deploy.yml#build",
        "deploy.yml#sweep",
        "preview-build.yml#build",
      ]);
    });

    test.each(["ci.yml#every-edit", "ci.yml#test", "deploy.yml#build", "deploy.yml#sweep", "preview-build.yml#build"])(
      "%s restores it before it builds, keyed by the uploads, the encode settings and the packages",
      (where) => {
        const { steps } = builders.find((b) => b.where === where)!;
        const at = steps.findIndex((s) => isCache(s.uses));
        expect(at).toBeGreaterThanOrEqual(0);
        expect(steps.findIndex((s) => BUILDS.test(s.run ?? ""))).toBeGreaterThan(at);
        const cache = steps[at]!.with as Record<string, string>;
        expect(cache.path).toBe(CACHE_DIR);
        const hashed = cache.key
          .match(/hashFiles\(([^)]*)\)/)?.[1]
          ?.split(",")
          .map((f) => f.trim().replace(/^'|'$/g, ""));
        expect(hashed).toEqual([`${PICTURES_FOLDER}/**`, "scripts/build/pictures.mjs", "package-lock.json"]);
        expect(cache.key.startsWith(cache["restore-keys"]!)).toBe(true);
      },
    );

    test("production and every edit only restore it, and no job holding a deploy secret touches it", () => {
      const usesOf = (where: string) =>
        builders
          .find((b) => b.where === where)!
          .steps.map((s) => s.uses ?? "")
          .filter(isCache);
      expect(usesOf("deploy.yml#build")).toEqual([expect.stringMatching(/^actions\/cache\/restore@/)]);
      expect(usesOf("deploy.yml#sweep")).toEqual([expect.stringMatching(/^actions\/cache\/restore@/)]);
      expect(usesOf("ci.yml#every-edit")).toEqual([expect.stringMatching(/^actions\/cache\/restore@/)]);
      for (const wf of workflows)
        for (const [id, job] of Object.entries(wf.jobs))
          if (/secrets\./.test(JSON.stringify(job)) || job.environment)
            expect([`${wf.file}#${id}`, (job.steps ?? []).some((s) => isCache(s.uses))]).toEqual([`${wf.file}#${id}`, false]);
    });
  });

  test("the preview build keeps the export for the deploy, with its review", () => {
    const build = workflow("preview-build.yml");
    const steps = build.jobs.build.steps!;
    expect(steps.map((s) => s.run).filter(Boolean)).toContain("npm run review -- --base origin/main");
    expect(steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"))?.with).toMatchObject({ name: "preview-site", path: "out/" });
    const deploy = workflow("preview-deploy.yml");
    expect(deploy.on.workflow_run).toMatchObject({ workflows: [build.name], types: ["completed"] });
  });
});

describe("the pull request a preview comments on", () => {
  const commit = "a".repeat(40);
  const ours = { number: 7, head: { ref: "cms/pages/home", sha: commit, repo: { id: 1, url: "https://api.github.com/repos/o/site", name: "site" } } };
  const fork = { number: 8, state: "open", head: { ref: "cms/pages/home", sha: "b".repeat(40), repo: { id: 2, full_name: "mallory/site" } } };

  test("is the event's pull request whose head is this commit in this repository", () => {
    expect(pullRequestFor({ commit, headRepoId: "1", pullRequests: [ours] })).toBe(7);
    expect(pullRequestFor({ commit, headRepoId: "1", pullRequests: [] })).toBeUndefined();
  });

  test("never a fork's of the same branch name, one whose head has moved on, or a closed one", () => {
    expect(pullRequestFor({ commit, headRepoId: "1", pullRequests: [fork] })).toBeUndefined();
    expect(pullRequestFor({ commit, headRepoId: "2", pullRequests: [{ ...fork, head: { ...fork.head, sha: commit } }] })).toBe(8);
    expect(pullRequestFor({ commit: "c".repeat(40), headRepoId: "1", pullRequests: [ours] })).toBeUndefined();
    expect(pullRequestFor({ commit, headRepoId: "1", pullRequests: [{ ...ours, state: "closed" }] })).toBeUndefined();
    expect(pullRequestFor({ commit, headRepoId: "1", pullRequests: [{ number: 9, head: { sha: commit } }] })).toBeUndefined();
  });
});

describe("a preview is never production", () => {
  /** The refusal previewOf throws for `options`; the test fails if it throws nothing or something else. */
  const refusalOf = (options: Parameters<typeof previewOf>[0]): PreviewRefused => {
    try {
      previewOf(options);
    } catch (error) {
      expect(error).toBeInstanceOf(PreviewRefused);
      return error as PreviewRefused;
    }
    throw new Error(`previewOf(${JSON.stringify(options)}) refused nothing`);
  };

  test("the preview address follows Cloudflare's branch alias", () => {
    expect(previewOf({ branch: "cms/posts/home-hero", project: "drops" })).toEqual({
      slug: "cms-posts-home-hero",
      url: "https://cms-posts-home-hero.drops.pages.dev",
    });
    expect(branchSlug("Feature/A-very-long-branch-name-for-testing")).toBe("feature-a-very-long-branch-n");
    expect(branchSlug("-dependabot/npm_and_yarn/dustjs-linkedin-3.0.0")).toBe("dependabot-npm-and-yarn-dust");
    expect(branchSlug("fix//Twice_")).toBe("fix--twice");
    expect(previewOf({ branch: "x" }).url).toBe("");
  });

  test("branches whose names Cloudflare turns into one alias collide; others do not", () => {
    const branches = [
      "main",
      "cms/pages/x",
      "cms-pages-x",
      "CMS/Pages/X",
      "cms/pages/x2",
      "cms/pages/a-very-long-entry-name-1",
      "cms/pages/a-very-long-entry-name-2",
    ];
    expect(aliasCollisions({ branch: "cms/pages/x", branches })).toEqual(["cms-pages-x", "CMS/Pages/X"]);
    expect(aliasCollisions({ branch: "cms/pages/x2", branches })).toEqual([]);
    expect(aliasCollisions({ branch: "cms/pages/a-very-long-entry-name-2", branches })).toEqual(["cms/pages/a-very-long-entry-name-1"]);
    expect(aliasCollisions({ branch: "new-branch", branches: [] })).toEqual([]);
  });

  test("refuses a preview whose alias another branch shares, naming both and the address", () => {
    expect(() => previewOf({ branch: "cms-pages-x", project: "drops", branches: ["main", "cms/pages/x", "cms-pages-x"] })).toThrow(
      'Refusing to deploy "cms-pages-x" as a preview: its address https://cms-pages-x.drops.pages.dev (alias "cms-pages-x") is also that of "cms/pages/x", ' +
        "and each deploy would replace the other's preview there. Rename or delete one of the branches.",
    );
    expect(previewOf({ branch: "cms/pages/x", project: "drops", branches: ["main", "cms/pages/x", "cms/pages/y"] }).slug).toBe("cms-pages-x");
  });

  test.each(["main", "Main", " main ", "trunk"])("refuses %p where production is trunk or main", (branch) => {
    expect(() => previewOf({ branch, project: "drops", productionBranch: "trunk" })).toThrow(/production branch/);
  });

  test.each([
    ["--branch=main", 'it must start with a letter or a digit, not "-"'],
    ["--skip-caching", 'it must start with a letter or a digit, not "-"'],
    ["-x", 'it must start with a letter or a digit, not "-"'],
    ["refs/heads/main", 'it starts with "refs/": that is a full ref, not a branch name'],
    ["cms/`touch x`", 'it holds "`" (U+0060), " " (U+0020), and a branch name may hold only the letters A-Z and a-z, digits, "-", "_", "." and "/"'],
    ["cms/pages/caf\u00e9", 'it holds "é" (U+00E9)'],
    ["cms/\u{1F600}", 'it holds "\u{1F600}" (U+1F600)'],
    ["cms/a\u202eb", 'it holds "\\u202e" (U+202E)'],
    ["cms/pages/../main", 'it holds "..", which a branch name may not'],
    ["cms//pages", 'it holds "//", which a branch name may not'],
    ["c".repeat(201), "it is 201 characters long, and a branch name may be at most 200"],
  ])("refuses %p, naming the rule it breaks", (branch, rule) => {
    const { message } = refusalOf({ branch, project: "drops", branches: [branch] });
    expect(message.startsWith(`Refusing to deploy ${quoted(branch)} as a preview: `)).toBe(true);
    expect(message).toContain(rule);
  });

  test("takes a name within the allow-list, up to 200 characters", () => {
    expect(previewOf({ branch: "cms/pages/home", project: "drops" }).url).toBe("https://cms-pages-home.drops.pages.dev");
    expect(previewOf({ branch: "Fix_2.1/a-b", project: "drops" }).slug).toBe("fix-2-1-a-b");
    expect(previewOf({ branch: `cms/${"c".repeat(196)}` }).slug).toBe(`cms-${"c".repeat(24)}`);
  });

  test("a refusal in the run's summary shows the name as inert text", () => {
    const branch = "x<img src=y onerror=alert(1)>`[ok](https://evil.example)`@drops/developers";
    const { markdown } = refusalOf({ branch });
    expect(markdown.startsWith(`Refusing to deploy ${inlineCode(branch)} as a preview: `)).toBe(true);
    expect(inlineCode(branch)).toBe(`\`\`${branch}\`\``);
  });

  test("inline code keeps any text one code span", () => {
    expect(inlineCode("cms/pages/home")).toBe("`cms/pages/home`");
    expect(inlineCode("a``b`")).toBe("``` a``b` ```");
    expect(inlineCode(" main ")).toBe("`  main  `");
    expect(inlineCode("a\n\n# b\u202e")).toBe("`a\\u000a\\u000a# b\\u202e`");
    expect(quoted("a\nb\u2028")).toBe('"a\\nb\\u2028"');
  });

  test("refuses no branch at all", () => {
    expect(() => previewOf({ branch: "" })).toThrow(/No branch/);
  });

  test("refuses an export that would run code on the host", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "export-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
    expect(exportProblems(dir)).toEqual([]);
    writeFileSync(path.join(dir, "_worker.js"), "export default {}");
    expect(exportProblems(dir)).toEqual([`${dir}/_worker.js would run code on the host; a preview deploys static files only.`]);
    expect(exportProblems(path.join(dir, "nothing"))[0]).toMatch(/index\.html is missing/);
  });
});

describe("merging needs a developer's approval for what builds, checks and deploys", () => {
  const codeowners = readFileSync(path.join(root, ".github", "CODEOWNERS"), "utf8");
  const OWNED = [
    ".github/workflows/ci.yml",
    ".github/CODEOWNERS",
    ".ci/run",
    "functions/api/auth.ts",
    "scripts/postbuild.mjs",
    "scripts/build/public-files.mjs",
    "public/_routes.json",
    "tests/unit/workflows.test.ts",
    "lib/editor-login.ts",
    "lib/content/editor-config.ts",
    "lib/editor-media.mjs",
    "components/editor/upload-checks.ts",
    "app/(editor)/admin/config.yml/route.ts",
    "components/editor/start-editor.tsx",
    "next.config.ts",
    "jest.config.js",
    "playwright.config.ts",
    "eslint.config.mjs",
    ".prettierignore",
    "tsconfig.json",
    "lib/content/page.schema.ts",
    "lib/content/load.ts",
    "lib/sections/schemas.ts",
    "lib/sections/hero/schema.ts",
    "components/layout/site-header.tsx",
    "app/(site)/[[...slug]]/page.tsx",
    "package.json",
    "package-lock.json",
  ];

  test.each(OWNED)("%s is the developers' to review", (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    expect(codeOwnersOf(codeowners, file)).toEqual(["@drops/developers"]);
  });

  // Which files are nobody's in particular (what the editor writes) is held to the manifest by codeowners.test.ts.

  test("docs/deploying.md says how to apply the rules that make CODEOWNERS count, and names the placeholder to replace", () => {
    const readme = readFileSync(path.join(root, "docs/deploying.md"), "utf8").replace(/\s+/g, " ");
    // The settings themselves are held by check-protection.test.ts, through apply-rules and the deploy's own check.
    for (const text of [
      "`.github/rulesets/main.json`",
      "`.github/environments/production.json`",
      "npm run apply-rules",
      "`scripts/check-protection.mjs`",
      "bypass actors",
      "`@drops/developers`",
    ])
      expect(readme).toContain(text);
  });

  test("the last matching pattern decides, as on GitHub", () => {
    const text = "/scripts/ @team\n/scripts/deploy-summary.mjs\n*.md @docs # prose\n/package*.json @team\n";
    expect(codeOwnersOf(text, "scripts/deploy-summary.mjs")).toEqual([]);
    expect(codeOwnersOf(text, "scripts/build/admin.mjs")).toEqual(["@team"]);
    expect(codeOwnersOf(text, "lib/scripts/x.ts")).toEqual([]);
    expect(codeOwnersOf(text, "docs/a/b.md")).toEqual(["@docs"]);
    expect(codeOwnersOf(text, "package-lock.json")).toEqual(["@team"]);
    expect(codeOwnersOf(text, "app/package.json")).toEqual([]);
  });
});

test("every secret and variable a workflow reads is documented in docs/deploying.md, and none is committed", () => {
  const readme = readFileSync(path.join(root, "docs/deploying.md"), "utf8");
  const names = new Set(files.flatMap((f) => [...read(f).matchAll(/\$\{\{\s*(?:secrets|vars)\.([A-Z_]+)\s*\}\}/g)].map((m) => m[1])));
  expect([...names].sort()).toEqual(["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN", "CLOUDFLARE_PROJECT_NAME", "HSTS_PRELOAD", "SITE_URL"]);
  for (const name of names) expect(readme).toContain(`\`${name}\``);
  for (const file of files) expect(read(file)).not.toMatch(/CLOUDFLARE_(API_TOKEN|ACCOUNT_ID):\s*(?!\$\{\{)\S/);
});

describe("the deploy summary", () => {
  const ndjson = [
    JSON.stringify({ type: "wrangler-session", version: 1 }),
    JSON.stringify({
      type: "pages-deploy-detailed",
      version: 1,
      url: "https://abc123.drops.pages.dev",
      alias: "https://my-branch.drops.pages.dev",
      environment: "preview",
    }),
    "",
  ].join("\n");

  test("reads the deployment wrangler reported", () => {
    expect(readDeployment(ndjson)).toEqual({ url: "https://abc123.drops.pages.dev", alias: "https://my-branch.drops.pages.dev", environment: "preview" });
    expect(() => readDeployment(JSON.stringify({ type: "wrangler-session" }))).toThrow(/no Pages deployment/);
  });

  test("gives a marketer the preview, its review page and what changed", () => {
    const visual = {
      base: "origin/main",
      widths: [390, 1280],
      routes: [
        { path: "/brands", status: "changed" },
        { path: "/", status: "unchanged" },
      ],
    };
    const text = summaryMarkdown(readDeployment(ndjson), { branch: "my-branch", commit: "0123456789", visual });
    expect(text).toContain("### Preview of `my-branch`");
    expect(text).toContain("- **This commit (0123456):** https://abc123.drops.pages.dev");
    expect(text).toContain("- **Review page:** https://abc123.drops.pages.dev/_review/");
    expect(text).toContain("- **The branch's latest preview:** https://my-branch.drops.pages.dev (moves on with each deploy)");
    expect(text).toContain("The branch's build reports:\n\n> **1 of 2 routes look different from `origin/main`:** `/brands` (changed)\n");
  });

  test("quotes the branch's report as the branch's, and production has no review page", () => {
    const same = summaryMarkdown(
      { url: "https://a.x.pages.dev", alias: "https://b.x.pages.dev", environment: "preview" },
      { visual: { base: "main", widths: [390, 1280], routes: [{ path: "/", status: "unchanged" }] } },
    );
    expect(same).toContain("The branch's build reports:\n\n> Every route looks the same as on `main` at 390 and 1280 px.\n");
    expect(
      same
        .split("\n")
        .filter((line) => /looks the same|look different/.test(line))
        .every((line) => line.startsWith("> ")),
    ).toBe(true);
    const production = summaryMarkdown({ url: "https://a.x.pages.dev", alias: "https://x.pages.dev", environment: "production" });
    expect(production).toContain("### Production deploy");
    expect(production).not.toContain("_review");
    expect(production).not.toContain("reports");
  });

  test("shows the branch's name as inert text, whatever it holds", () => {
    const deployment = { url: "https://a.x.pages.dev", alias: "https://b.x.pages.dev", environment: "preview" };
    for (const branch of ["cms/pages/home", "a`b<script>alert(1)</script>", "x\n\n**Approved**", "[ok](https://evil.example)"]) {
      const heading = summaryMarkdown(deployment, { branch }).split("\n")[0];
      expect(heading).toBe(`### Preview of ${inlineCode(branch)}`);
    }
  });

  test("shows the branch's report only in the form the review writes it", () => {
    const good = { base: "origin/main", widths: [390], routes: [{ path: "/brands", status: "new" }] };
    expect(branchReport(good)).toBe("**1 of 1 routes look different from `origin/main`:** `/brands` (new)");
    const refused = "Its report of what changed is not in the form the review writes, so it is not shown.";
    expect(branchReport({ ...good, base: "main` [approved](https://evil.example)" })).toBe(refused);
    expect(branchReport({ ...good, routes: [{ path: "/x\n\n**Safe to merge**", status: "changed" }] })).toBe(refused);
    expect(branchReport({ ...good, routes: [{ path: "/x", status: "fine" }] })).toBe(refused);
    expect(branchReport({ ...good, widths: ["390<img>"] })).toBe(refused);
    expect(branchReport({ ...good, routes: [] })).toBe(refused);
    expect(branchReport(null)).toBe(refused);
  });
});
