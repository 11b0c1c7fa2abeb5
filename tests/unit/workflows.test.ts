/**
 * @jest-environment node
 *
 * The GitHub Actions workflows: valid against the workflow schema (checked
 * offline by @action-validator/cli), parsed as GitHub parses them, and holding
 * to who may publish: no job a branch's code reaches reads a deploy secret,
 * production deploys from main only after CI, previews never as main.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { branchReport, readDeployment, summaryMarkdown } from "../../scripts/deploy-summary.mjs";
import { pullRequestFor } from "../../scripts/pull-request.mjs";
import { CACHE_DIR } from "../../scripts/build/pictures.mjs";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { inlineCode, quoted } from "../../scripts/lib/markdown-text.mjs";
import { aliasCollisions, branchSlug, exportProblems, PreviewRefused, previewOf } from "../../scripts/preview-branch.mjs";
import {
  branchReachableSecrets,
  codeOwnersOf,
  loosePermissions,
  previewDeployProblems,
  productionProblems,
  pullRequestCommentProblems,
  buildsWithSecrets,
  installScriptsBesideSecrets,
  reachableByBranches,
  readWorkflow,
  secretsOutsideEnvironments,
  unpinnedActions,
  wranglerProblems,
} from "./helpers/workflow-rules";

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

const workflows = files.map((file) => readWorkflow(file, read(file)));
const workflow = (file: string) => workflows.find((w) => w.file === file)!;
/** The only writes any job needs: the preview deploy posts its commit status and its pull-request comment. */
const WRITES = { "preview-deploy.yml#deploy": ["statuses", "pull-requests"] };

test("the workflows are the four docs/deploying.md describes", () => {
  expect(files.sort()).toEqual(["ci.yml", "deploy.yml", "preview-build.yml", "preview-deploy.yml"]);
  const readme = readFileSync(path.join(root, "docs/deploying.md"), "utf8");
  for (const file of files) expect(readme).toContain(`\`${file}\``);
});

describe("who can publish", () => {
  test("the workflows that any branch's code reaches are CI and the preview build", () => {
    expect([...reachableByBranches(workflows).keys()].sort()).toEqual(["ci.yml", "preview-build.yml"]);
  });

  // Each rule of tests/unit/helpers/workflow-rules.ts over the four workflows: what breaks it, none.
  test.each([
    ["no job a branch's code reaches reads a secret but GITHUB_TOKEN", branchReachableSecrets],
    ["deploy secrets are read only inside an environment", secretsOutsideEnvironments],
    ["production deploys only from main, in the production environment, after CI", productionProblems],
    ["previews deploy from the default branch's definition, never as main, with a commit status", previewDeployProblems],
    ["every wrangler call passes --flag=value, from a detached checkout, with no expression in its script", wranglerProblems],
    ["the preview's comment is the deploy summary, on the pull request whose head is the commit, never found by branch name", pullRequestCommentProblems],
  ] as const)("%s", (_, rule) => {
    expect(rule(workflows)).toEqual([]);
  });

  test("production is built in a job with no secret and deployed from its artifact", () => {
    expect(buildsWithSecrets(workflows)).toEqual([]);
    const deploy = workflow("deploy.yml");
    expect(deploy.jobs.build.environment).toBeUndefined();
    expect(deploy.jobs.build.steps!.map((s) => s.run).filter(Boolean)).toEqual(["npm ci --no-audit --no-fund", "npm run build"]);
    expect(deploy.jobs.build.steps!.find((s) => s.name === "Build the production export")?.env).toMatchObject({ SITE_ENV: "production" });
  });

  test("production deploys only after every page passed the browser checks, swept in a job with no secret", () => {
    const deploy = workflow("deploy.yml");
    const sweep = deploy.jobs.sweep!;
    expect(deploy.jobs.deploy.needs).toEqual(expect.arrayContaining(["build", "sweep"]));
    expect(sweep.environment).toBeUndefined();
    expect(sweep.permissions).toEqual({ contents: "read" });
    expect(JSON.stringify(sweep)).not.toMatch(/secrets\./);
    expect(sweep.steps!.map((s) => s.run).filter(Boolean)).toEqual(["npm ci --no-audit --no-fund", "npm run sweep"]);
  });

  test("no job holding a secret or the workflow's token runs an install with its packages' scripts", () => {
    expect(installScriptsBesideSecrets(workflows)).toEqual([]);
  });

  test("every action is pinned to a full commit SHA", () => {
    expect(unpinnedActions(workflows)).toEqual([]);
  });

  test("every job declares its permissions, and only the preview deploy writes", () => {
    expect(loosePermissions(workflows, WRITES)).toEqual([]);
  });

  test("CI runs exactly what .ci/run runs, on pull requests and before production", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "workflow_call", "workflow_dispatch"]);
    expect(ci.jobs.test.steps!.map((s) => s.run).filter(Boolean)).toEqual(["bash .ci/run"]);
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

describe("the rules catch what they name", () => {
  const wf = (text: string, file = "bad.yml") => readWorkflow(file, text);
  /** A workflow that a push to main starts, its permissions only its jobs' own: the jobs are what a test varies. */
  const onPushToMain = (jobs: string) => wf(`on: { push: { branches: [main] } }\npermissions: {}\njobs:${jobs}`);
  const pushy = wf(`
name: Sneaky
on: { push: { branches-ignore: [main] } }
permissions: {}
jobs:
  ship:
    runs-on: ubuntu-24.04
    permissions: { contents: write }
    steps:
      - uses: actions/checkout@v4
      - run: npx wrangler pages deploy out --project-name p --branch main
        env: { CLOUDFLARE_API_TOKEN: "\${{ secrets.CLOUDFLARE_API_TOKEN }}" }
`);

  test("a branch-started job that reads a secret and deploys production", () => {
    expect(branchReachableSecrets([pushy])).toEqual(["bad.yml job ship reads secrets.CLOUDFLARE_API_TOKEN, yet a push to a branch other than main runs it"]);
    expect(secretsOutsideEnvironments([pushy])).toHaveLength(1);
    expect(productionProblems([pushy])).toEqual(
      expect.arrayContaining([
        "bad.yml job ship deploys production outside the production environment",
        expect.stringContaining("not only on pushes to main"),
        "bad.yml job ship does not refuse refs other than main itself",
        expect.stringContaining("does not wait for the CI workflow"),
      ]),
    );
    expect(unpinnedActions([pushy])).toEqual(["bad.yml:10 uses actions/checkout@v4, not a full commit SHA with its tag in a comment"]);
    expect(loosePermissions([pushy], WRITES)).toEqual(["bad.yml job ship may write contents"]);
  });

  test("a production job that installs with scripts and builds beside the token", () => {
    const together = onPushToMain(`
  test:
    uses: ./.github/workflows/ci.yml
    permissions: { contents: read }
  deploy:
    needs: test
    if: github.ref == 'refs/heads/main'
    runs-on: x
    environment: production
    permissions: { contents: read }
    steps:
      - run: npm ci --no-audit
      - run: npm run build
      - run: |
          npm install --no-save wrangler --ignore-scripts
          npx wrangler pages deploy out --branch main
        env: { CLOUDFLARE_API_TOKEN: "\${{ secrets.CLOUDFLARE_API_TOKEN }}" }
`);
    expect(installScriptsBesideSecrets([together])).toEqual([
      'bad.yml job deploy runs "npm ci --no-audit" with its packages\' install scripts, yet holds secrets.CLOUDFLARE_API_TOKEN',
    ]);
    expect(buildsWithSecrets([together])).toEqual([
      "bad.yml job deploy builds the site and reads secrets.CLOUDFLARE_API_TOKEN",
      "bad.yml job deploy builds the site in the production environment",
    ]);
    expect(productionProblems([together])).toEqual([
      "bad.yml job deploy builds the site beside the deploy token (build in a job with no secret, deploy its artifact)",
      "bad.yml job deploy does not deploy the export that a job it waits for built and uploaded",
    ]);
  });

  test("a secret reached through a reusable workflow a pull request calls", () => {
    const caller = wf("on: pull_request\npermissions: {}\njobs:\n  t:\n    uses: ./.github/workflows/called.yml\n    secrets: inherit\n", "caller.yml");
    const called = wf(
      "on: workflow_call\npermissions: {}\njobs:\n  t:\n    runs-on: x\n    permissions: {}\n    steps:\n      - run: echo ${{ secrets.TOKEN }}\n",
      "called.yml",
    );
    expect(branchReachableSecrets([caller, called])).toEqual([
      "caller.yml job t inherits every secret, yet pull_request runs it",
      "called.yml job t reads secrets.TOKEN, yet called by caller.yml runs it",
    ]);
  });

  /** A preview-deploy job's head, BRANCH taken from `branch`; its steps follow, each line indented six spaces. */
  const previewDeployJob = (branch: string) => `
on: { workflow_run: { workflows: [Preview build], types: [completed] } }
permissions: {}
jobs:
  deploy:
    runs-on: x
    environment: preview
    permissions: {}
    env: { BRANCH: "${branch}" }
    steps:`;

  test("a preview deploy that runs the branch's code or trusts its name", () => {
    const risky = wf(
      previewDeployJob("\${{ github.head_ref }}") +
        `
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
        with: { ref: "\${{ github.event.workflow_run.head_sha }}" }
      - run: npx wrangler pages deploy out --branch "\${{ github.event.workflow_run.head_branch }}"
`,
    );
    expect(previewDeployProblems([risky])).toEqual([
      expect.stringContaining("checks out ${{ github.event.workflow_run.head_sha }}"),
      expect.stringContaining("pastes event data into a script"),
      "bad.yml job deploy does not take BRANCH from the event's head_branch",
      'bad.yml job deploy does not deploy under "$BRANCH"',
      "bad.yml job deploy does not refuse a production branch before deploying",
      "bad.yml job deploy does not check the export for code before deploying",
      "bad.yml job deploy does not refuse an alias another branch shares (list the branches, pass them to preview-branch.mjs --branches)",
      'bad.yml job deploy posts no commit status whose context contains "deploy"',
    ]);
  });

  test("a preview whose status links the branch alias, deployed with no look at the other branches", () => {
    const aliased = wf(
      previewDeployJob("\${{ github.event.workflow_run.head_branch }}") +
        `
      - run: node scripts/preview-branch.mjs >> "$GITHUB_OUTPUT"
      - run: node scripts/preview-branch.mjs --check-export out
      - id: deploy
        run: npx wrangler pages deploy out --branch="$BRANCH"
      - name: Status
        run: gh api "repos/$GH_REPO/statuses/$COMMIT" -f state=success -f context=deploy/preview -f target_url="$ALIAS"
        env: { ALIAS: "\${{ steps.deploy.outputs.alias }}" }
`,
    );
    expect(previewDeployProblems([aliased])).toEqual([
      "bad.yml job deploy does not refuse an alias another branch shares (list the branches, pass them to preview-branch.mjs --branches)",
      'bad.yml job deploy step "Status" links the commit status to ${{ steps.deploy.outputs.alias }}, not the deployment\'s own address (steps.<deploy>.outputs.url)',
    ]);
  });

  test("a wrangler call with a value apart from its flag, on a branch checkout, with an expression in its script", () => {
    const loose = onPushToMain(`
  ship:
    runs-on: x
    permissions: {}
    steps:
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
      - name: Deploy
        run: |
          npx wrangler pages deploy out --project-name "$PROJECT" --branch=main \\
            --commit-hash="\${{ github.sha }}" -x
`);
    expect(wranglerProblems([loose])).toEqual([
      "bad.yml job ship runs wrangler without a detached checkout (check out ${{ github.sha }}, or git checkout --detach)",
      'bad.yml job ship step "Deploy" pastes an expression into its script (pass it through env)',
      'bad.yml job ship step "Deploy" passes wrangler --project-name, not --flag=value',
      'bad.yml job ship step "Deploy" passes wrangler -x, not --flag=value',
    ]);
    const detached = wf(
      loose.text
        .replace("# v7.0.1", '# v7.0.1\n        with: { ref: "\${{ github.sha }}" }')
        .replace('--project-name "$PROJECT"', '--project-name="$PROJECT"')
        .replace('"\${{ github.sha }}" -x', '"$GITHUB_SHA"'),
    );
    expect(wranglerProblems([detached])).toEqual([]);
    const byGit = wf(loose.text.replace("      - name: Deploy", "      - run: git checkout --detach\n      - name: Deploy"));
    expect(wranglerProblems([byGit]).join("\n")).not.toContain("detached checkout");
  });

  test("a comment on a pull request found by branch name, with a text of its own", () => {
    const byName = wf(`
on: { workflow_run: { workflows: [Preview build], types: [completed] } }
permissions: {}
jobs:
  deploy:
    runs-on: x
    permissions: {}
    steps:
      - name: Comment
        run: |
          pr=$(gh pr list --head "$BRANCH" --state open --json number --jq '.[0].number')
          gh pr comment "$pr" --body "Every route looks the same as main"
`);
    expect(pullRequestCommentProblems([byName])).toEqual([
      'bad.yml job deploy step "Comment" finds a pull request by branch name',
      'bad.yml job deploy step "Comment" does not comment the text scripts/deploy-summary.mjs wrote',
      'bad.yml job deploy step "Comment" does not find its pull request with scripts/pull-request.mjs',
      'bad.yml job deploy step "Comment" does not take PULL_REQUESTS from the event',
      'bad.yml job deploy step "Comment" does not take HEAD_REPO_ID from the event',
    ]);
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
