/**
 * @jest-environment node
 *
 * wrangler.toml's D1 settings and who may touch the deployed databases: production and preview
 * never share a database, a deploy is refused while an id is a placeholder (scripts/check-d1-config.mjs),
 * and no workflow but deploy.yml, on main, migrates or writes a remote database.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deployProblems, readWranglerConfig, sharedDatabaseProblems } from "../../scripts/check-d1-config.mjs";
import { readWorkflow, remoteMigrationProblems } from "./helpers/d1-rules";

const root = path.join(__dirname, "..", "..");
const db = (id: string, name = `drops-${id.slice(-1)}`) => ({
  d1_databases: [{ binding: "DB", database_name: name, database_id: id, migrations_dir: "migrations" }],
});
const vars = { vars: { EDITOR_ORIGIN: "https://drops.app", GITHUB_REPO: "drops/drops-site" } };
const REAL_A = "5b3f0e1c-2a4d-4c8e-9f10-1a2b3c4d5e6f";
const REAL_B = "9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f";
const config = (production: string, preview: string) => ({
  env: { production: { ...db(production), ...vars }, preview: { ...db(preview, "drops-preview"), ...vars } },
});

describe("wrangler.toml", () => {
  test("production and preview each have their own database (read as wrangler reads the file)", async () => {
    process.env.WRANGLER_SEND_METRICS = "false";
    const real = await readWranglerConfig(path.join(root, "wrangler.toml"));
    expect(sharedDatabaseProblems(real)).toEqual([]);
    for (const name of ["production", "preview"]) {
      expect(real.env?.[name]?.d1_databases).toEqual([expect.objectContaining({ binding: "DB", migrations_dir: "migrations" })]);
    }
    // The local database, which `npm start` and the tests use, is neither.
    const ids = [real, real.env!.production!, real.env!.preview!].map((c) => c.d1_databases?.[0]?.database_id);
    expect(new Set(ids).size).toBe(3);
  });

  test("the check fails when the two share an id (or a name)", () => {
    expect(sharedDatabaseProblems(config(REAL_A, REAL_A))).toEqual([expect.stringMatching(/share the database id/)]);
    const sameName = config(REAL_A, REAL_B);
    sameName.env.preview.d1_databases[0]!.database_name = sameName.env.production.d1_databases[0]!.database_name;
    expect(sharedDatabaseProblems(sameName)).toEqual([expect.stringMatching(/share the database name/)]);
    expect(deployProblems(config(REAL_A, REAL_A))).toContainEqual(expect.stringMatching(/share the database id/));
  });

  test("a deploy is refused while an id is a placeholder, missing or not a UUID; real ids pass", () => {
    expect(deployProblems(config(REAL_A, REAL_B))).toEqual([]);
    expect(deployProblems(config("00000000-0000-0000-0000-00000000000a", REAL_B))).toEqual([
      expect.stringMatching(/env\.production's database_id .* is a placeholder/),
    ]);
    expect(deployProblems(config(REAL_A, "my-preview-db"))).toEqual([
      expect.stringMatching(/env\.preview's database_id "my-preview-db" is not a D1 database id/),
    ]);
    expect(deployProblems({ env: { production: { ...db(REAL_A), ...vars }, preview: vars } })).toEqual([
      expect.stringMatching(/env\.preview has no D1 database/),
    ]);
    expect(deployProblems({})).toHaveLength(6);
  });

  test("the shipped file is ready to deploy but for placeholder ids, each refused naming wrangler d1 create", async () => {
    const real = await readWranglerConfig(path.join(root, "wrangler.toml"));
    const others = deployProblems(real).filter((problem) => !/database_id \S+ is a placeholder: create the database \(npx wrangler d1 create/.test(problem));
    expect(others).toEqual([]);
  });

  test("in a workflow, GITHUB_REPO must be the repository it runs in, and EDITOR_ORIGIN SITE_URL's origin", () => {
    expect(deployProblems(config(REAL_A, REAL_B), { repository: "drops/drops-site", siteUrl: "https://drops.app/" })).toEqual([]);
    expect(deployProblems(config(REAL_A, REAL_B), { repository: "acme/site" })).toEqual([
      expect.stringMatching(/env\.production\.vars\.GITHUB_REPO is drops\/drops-site, not this repository \(acme\/site\)/),
      expect.stringMatching(/env\.preview\.vars\.GITHUB_REPO/),
    ]);
    expect(deployProblems(config(REAL_A, REAL_B), { siteUrl: "https://www.drops.app" })).toHaveLength(2);
  });
});

describe("who migrates the deployed databases", () => {
  const dir = path.join(root, ".github", "workflows");
  const workflows = readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((file) => readWorkflow(file, readFileSync(path.join(dir, file), "utf8")));

  test("no workflow but deploy.yml, on main, applies migrations to (or executes on) a remote database", () => {
    expect(remoteMigrationProblems(workflows)).toEqual([]);
  });

  const MIGRATE = `
      - name: Migrate
        run: |
          npx wrangler d1 migrations apply DB --remote=true \\
            --env=production
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}`;
  const workflow = (
    file: string,
    { on = "push:\n    branches: [main]", job = "if: github.ref == 'refs/heads/main'\n    environment: production", step = MIGRATE } = {},
  ) => readWorkflow(file, `name: W\non:\n  ${on}\njobs:\n  deploy:\n    runs-on: ubuntu-24.04\n    ${job}\n    steps:${step}\n`);

  test("the rule passes deploy.yml's own job on main, and --local anywhere", () => {
    expect(remoteMigrationProblems([workflow("deploy.yml")])).toEqual([]);
    const local = "\n      - run: npx wrangler d1 migrations apply DB --local --persist-to=.wrangler/x";
    expect(remoteMigrationProblems([workflow("ci.yml", { on: "pull_request:", job: "", step: local })])).toEqual([]);
  });

  test("the rule fails another workflow, a deploy.yml that runs elsewhere, and a job not held to main or outside an environment", () => {
    expect(remoteMigrationProblems([workflow("ci.yml")])).toEqual([expect.stringMatching(/^ci\.yml reaches a remote D1 database/)]);
    expect(
      remoteMigrationProblems([
        workflow("preview-deploy.yml", { step: "\n      - run: npx wrangler d1 execute DB --remote=true --command='DELETE FROM signups'" }),
      ]),
    ).toHaveLength(1);
    expect(remoteMigrationProblems([workflow("deploy.yml", { on: "push:\n    branches: [main, 'release/*']" })])).toEqual([
      expect.stringMatching(/not on pushes to main alone/),
    ]);
    expect(remoteMigrationProblems([workflow("deploy.yml", { on: "workflow_dispatch:" })])).toHaveLength(1);
    expect(remoteMigrationProblems([workflow("deploy.yml", { job: "environment: production" })])).toEqual([expect.stringMatching(/without if: github\.ref/)]);
    expect(remoteMigrationProblems([workflow("deploy.yml", { job: "if: github.ref == 'refs/heads/main'" })])).toEqual([
      expect.stringMatching(/outside an environment/),
    ]);
  });
});
