/**
 * @jest-environment node
 *
 * The GitHub Actions workflows: valid against the workflow schema (checked
 * offline by @action-validator/cli), and doing what the README promises.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readDeployment, summaryMarkdown } from "../../scripts/deploy-summary.mjs";

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

test("the workflows are the three the README describes", () => {
  expect(files.sort()).toEqual(["ci.yml", "deploy.yml", "preview.yml"]);
});

test("CI runs exactly what .ci/run runs, on pull requests and before production", () => {
  const ci = read("ci.yml");
  expect(ci).toMatch(/^\s+run: bash \.ci\/run$/m);
  expect(ci).toMatch(/^on:\n(?:.*\n)*?\s+pull_request:/m);
  expect(ci).toMatch(/^\s+workflow_call:/m);
  expect(ci).toMatch(/node-version: 20/);
  const deploy = read("deploy.yml");
  expect(deploy).toMatch(/uses: \.\/\.github\/workflows\/ci\.yml/);
  expect(deploy).toMatch(/needs: test/);
  expect(deploy).toMatch(/branches: \[main\]/);
  expect(deploy).toMatch(/npx wrangler pages deploy out --project-name "\$PROJECT" --branch main/);
});

test("every other branch is built with its review and deployed to its own preview", () => {
  const preview = read("preview.yml");
  expect(preview).toMatch(/branches-ignore: \[main\]/);
  expect(preview).toMatch(/fetch-depth: 0/);
  expect(preview).toMatch(/run: npm run review -- --base origin\/main/);
  expect(preview).toMatch(/npx wrangler pages deploy out --project-name "\$PROJECT" --branch "\$BRANCH"/);
  expect(preview).toMatch(/BRANCH: \$\{\{ github\.head_ref \|\| github\.ref_name \}\}/);
  expect(preview).toMatch(/GITHUB_STEP_SUMMARY/);
  expect(preview).toMatch(/gh pr comment/);
});

test("every secret and variable a workflow reads is documented in the README, and none is committed", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const names = new Set(files.flatMap((f) => [...read(f).matchAll(/\$\{\{\s*(?:secrets|vars)\.([A-Z_]+)\s*\}\}/g)].map((m) => m[1])));
  expect([...names].sort()).toEqual(["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN", "CLOUDFLARE_PROJECT_NAME", "SITE_URL"]);
  for (const name of names) expect(readme).toContain(`\`${name}\``);
  for (const file of files) expect(read(file)).not.toMatch(/CLOUDFLARE_(API_TOKEN|ACCOUNT_ID):\s*(?!\$\{\{)\S/);
});

describe("the deploy summary", () => {
  const ndjson = [
    JSON.stringify({ type: "wrangler-session", version: 1 }),
    JSON.stringify({ type: "pages-deploy-detailed", version: 1, url: "https://abc123.drops.pages.dev", alias: "https://my-branch.drops.pages.dev", environment: "preview" }),
    "",
  ].join("\n");

  test("reads the deployment wrangler reported", () => {
    expect(readDeployment(ndjson)).toEqual({ url: "https://abc123.drops.pages.dev", alias: "https://my-branch.drops.pages.dev", environment: "preview" });
    expect(() => readDeployment(JSON.stringify({ type: "wrangler-session" }))).toThrow(/no Pages deployment/);
  });

  test("gives a marketer the preview, its review page and what changed", () => {
    const visual = { base: "origin/main", widths: [390, 1280], routes: [{ path: "/brands", status: "changed" }, { path: "/", status: "unchanged" }] };
    const text = summaryMarkdown(readDeployment(ndjson), { branch: "my-branch", commit: "0123456789", visual });
    expect(text).toContain("### Preview of `my-branch`");
    expect(text).toContain("- **Site:** https://my-branch.drops.pages.dev");
    expect(text).toContain("- **This commit (0123456):** https://abc123.drops.pages.dev");
    expect(text).toContain("- **Review page:** https://my-branch.drops.pages.dev/_review/");
    expect(text).toContain("**1 of 2 routes look different from `origin/main`:** `/brands` (changed)");
  });

  test("says so when nothing looks different, and production has no review page", () => {
    const same = summaryMarkdown({ url: "https://a.x.pages.dev", alias: "https://b.x.pages.dev", environment: "preview" }, { visual: { base: "main", widths: [390, 1280], routes: [{ path: "/", status: "unchanged" }] } });
    expect(same).toContain("Every route looks the same as on `main` at 390 and 1280 px.");
    const production = summaryMarkdown({ url: "https://a.x.pages.dev", alias: "https://x.pages.dev", environment: "production" });
    expect(production).toContain("### Production deploy");
    expect(production).not.toContain("_review");
  });
});
