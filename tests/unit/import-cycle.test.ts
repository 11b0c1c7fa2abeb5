/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The lint's cycle check (eslint-plugin-import-x's no-cycle, eslint.config.mjs) reports a cycle between two of our
 * modules, TypeScript or plain JavaScript, and leaves out a way back that is only a type, as the lint has always done.
 * The fixtures (tests/fixtures/import-cycle/) are linted by the project's own config and ESLint, in a process of
 * its own (the config is an ES module, which Jest's module system does not load); `npm run lint`, which leaves them
 * out, holds the rest of the tree to the same rule.
 */

const ROOT = path.resolve(__dirname, "../..");
const FIXTURES = "tests/fixtures/import-cycle";

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; severity: number; message: string }[];
}

let results: LintResult[];

beforeAll(() => {
  // --no-ignore: npm run lint leaves the fixtures out (eslint.config.mjs), this lints them with every other rule on.
  const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/eslint/bin/eslint.js"), "--no-ignore", "--no-cache", "--format", "json", FIXTURES], {
    cwd: ROOT,
    encoding: "utf8",
  });
  // 1: problems found (the cycles); anything else is ESLint failing to run.
  if (run.status !== 1) throw new Error(`eslint exited with ${run.status}: ${run.stderr}`);
  results = JSON.parse(run.stdout) as LintResult[];
}, 60_000);

/** What the lint says of each fixture file, by its path under the fixtures folder. */
const problemsOf = (dir: string) =>
  Object.fromEntries(
    results
      .filter((r) => path.relative(path.join(ROOT, FIXTURES), r.filePath).startsWith(`${dir}${path.sep}`))
      .map((r) => [path.basename(r.filePath), r.messages.map((m) => `${m.ruleId} (${m.severity === 2 ? "error" : "warning"})`)]),
  );

test("two TypeScript modules importing each other (one by the @/ path): each import is an error", () => {
  expect(problemsOf("two-modules")).toEqual({ "a.ts": ["import-x/no-cycle (error)"], "b.ts": ["import-x/no-cycle (error)"] });
});

test("two plain JavaScript modules importing each other: each import is an error", () => {
  expect(problemsOf("two-scripts")).toEqual({ "a.mjs": ["import-x/no-cycle (error)"], "b.mjs": ["import-x/no-cycle (error)"] });
});

test("a way back that is only a type (import type) is no cycle", () => {
  expect(problemsOf("type-only")).toEqual({ "a.ts": [], "b.ts": [] });
});
