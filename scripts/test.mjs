// npm test: first what the machine lacks from Debian (scripts/setup.mjs, once), then the unit tests beside the lint, the
// format and the type check, the production export and the checks without a browser beside the content-build check,
// then end-to-end tests against the export (side by side where one lane alone would leave a core idle: sideBySide).
// Ends with where the minutes went, then one plain line, "N passed, N failed", counting every
// test run. Nothing is retried: a test that fails once has failed, and is named.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { e2eOutcomes } from "./lib/e2e-outcomes.mjs";
import { changedPages } from "./changed-pages.mjs";
import { SAMPLE_PAGES_ENV } from "../lib/content/page-files.mjs";
import { setUp, setUpSummary } from "./setup.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "reports");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** CPU seconds used by this process's finished children so far (Linux; 0 elsewhere). */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
  } catch {
    return 0;
  }
}

const phases = [];
/** Runs `fn`, recording its wall-clock and CPU time under `name`. */
function phase(name, fn) {
  const start = performance.now();
  const cpu = childCpuSeconds();
  try {
    return fn();
  } finally {
    phases.push({ name, wall: (performance.now() - start) / 1000, cpu: childCpuSeconds() - cpu });
  }
}

/**
 * Runs lanes side by side, each lane's commands one after the other: what is mostly one core's work (the lint, the
 * type check) beside what uses two at times (jest, a build), so that the two cores stay busy. A command's output is
 * printed whole when it ends (two at once would interleave). Each command is timed as a phase of its own; their CPU
 * is counted together, on a line of the group's own. Resolves to each command's exit status, by its name.
 * A lane may hold an array of lanes, run side by side once the steps before it have ended; a step with `nice` runs at
 * that lower priority.
 * @param {any[][]} lanes of { name, cmd, args, extraEnv?, stopsLaneOnFailure?, nice? } steps, or of arrays of lanes
 * @returns {Promise<Record<string, number>>}
 */
async function sideBySide(lanes) {
  const start = performance.now();
  const cpu = childCpuSeconds();
  const statuses = {};
  const runStep = (step) =>
    new Promise((resolve) => {
      const began = performance.now();
      const child = spawn(step.cmd, step.args, { cwd: root, env: { ...env, ...step.extraEnv } });
      // A lower priority (a higher nice value, inherited by what it starts): it takes the CPU the other lanes leave.
      if (step.nice && child.pid !== undefined) setPriority(child.pid, step.nice);
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on("close", (code) => {
        console.log(`\n> ${step.cmd} ${step.args.join(" ")}   (${step.name}, beside the other lanes)`);
        process.stdout.write(Buffer.concat(output));
        phases.push({ name: step.name, wall: (performance.now() - began) / 1000, cpu: undefined, beside: true });
        statuses[step.name] = code ?? 1;
        resolve();
      });
    });
  const runLane = async (lane) => {
    for (const step of lane) {
      // An array in a lane: lanes of their own, side by side, once the steps before them have ended.
      if (Array.isArray(step)) {
        await Promise.all(step.map(runLane));
        continue;
      }
      await runStep(step);
      // A step the rest of its lane needs (the build, then the post-build step, then the checks on the export).
      if (step.stopsLaneOnFailure && statuses[step.name] !== 0) break;
    }
  };
  await Promise.all(lanes.map(runLane));
  const names = lanes.flat(Infinity).map((step) => step.name);
  phases.push({ name: `  side by side: ${names.length} of the above`, wall: (performance.now() - start) / 1000, cpu: childCpuSeconds() - cpu });
  return statuses;
}

function run(cmd, args, extraEnv = {}) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// 0. The browsers and the Java runtime, from Debian where they are missing; else stop before any test,
//    with the command to run. A one-time install is timed apart: it is not part of the test time.
const setUpStart = performance.now();
const setUpResult = setUp();
if (!setUpResult.ok) process.exit(1);
const setUpSeconds = (performance.now() - setUpStart) / 1000;

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

// 1. Unit tests (jest): logic in lib/ and the islands; beside them, 2. the lint (npm run lint: every source file; a
//    warning fails it as an error does, one check), the format (npm run format:check: every file Prettier formats is
//    as it would write it, one check) and 3. the type check (npm run typecheck: the route types Next generates, app,
//    components, lib and every test, e2e specs included). package.json's own scripts, so what npm test checks is what
//    a developer runs.
const unitJson = path.join(results, "unit.json");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npmScript = (name, label) => ({ name: label, cmd: npm, args: ["run", "--silent", name] });
const firstChecks = await sideBySide([
  [{ name: "unit tests (jest)", cmd: bin("jest"), args: ["--ci", "--json", `--outputFile=${unitJson}`] }],
  [npmScript("lint", "lint (eslint)"), npmScript("format:check", "format (prettier)"), npmScript("typecheck", "type check (tsc)")],
]);
const failedNames = [];
if (existsSync(unitJson)) {
  const unit = JSON.parse(readFileSync(unitJson, "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites || 0);
  for (const suite of unit.testResults) {
    const file = path.relative(root, suite.name);
    for (const t of suite.assertionResults.filter((a) => a.status === "failed")) failedNames.push(`${file}: ${t.fullName}`);
    if (!suite.assertionResults.length && suite.status === "failed") failedNames.push(`${file}: did not run (${suite.message.split("\n")[0]})`);
  }
} else failed += 1;
for (const [name, failure] of [
  ["lint (eslint)", "the lint failed"],
  ["format (prettier)", "the format check failed: npm run format writes it"],
  ["type check (tsc)", "the type check failed"],
]) {
  if (firstChecks[name] === 0) passed += 1;
  else {
    console.error(failure);
    failedNames.push(failure);
    failed += 1;
  }
}
// The type check passed: the builds below skip their own (next.config.ts), the same check.
if (firstChecks["type check (tsc)"] === 0) env.DROPS_TYPES_CHECKED = "1";

// The pages this branch changes, which the browser checks (tests/e2e/checked-pages.ts) take with the launch and sample
// pages: against the pull request's base in CI (fetched),
// main elsewhere, every page where none is found.
const pagesJson = path.join(results, "changed-pages.json");
const changed = changedPages({ fetch: Boolean(process.env.GITHUB_BASE_REF), log: (line) => console.log(`changed pages: ${line}`) });
writeFileSync(pagesJson, JSON.stringify(changed) + "\n");
console.log(
  process.env.E2E_PAGES === "all"
    ? "\nE2E_PAGES=all: every page is checked in a browser"
    : changed.paths === null
      ? "\nchanged pages: no base to compare with (main, or the pull request's base): every page is checked in a browser"
      : `\nchanged pages against ${changed.base}: ${changed.paths.length ? changed.paths.join(", ") : "none"} (checked in a browser with the launch and sample pages)`,
);

// The paths main serves (its pages' and its redirects'), each still served by this branch, as a page or a redirect:
// a page deleted rather than retired fails here, naming its path (scripts/check-kept-paths.mjs). Here, not in the
// every-edit run, which content-only pull requests skip; beside no build, a second of git and JSON.
const keptJson = path.join(results, "kept-paths.json");
phase("kept paths check", () => run(process.execPath, [path.join(root, "scripts", "check-kept-paths.mjs"), "--json", keptJson]));
const kept = existsSync(keptJson) ? JSON.parse(readFileSync(keptJson, "utf8")) : { passed: 0, failed: 1 };
passed += kept.passed;
failed += kept.failed;
if (kept.failed) failedNames.push("kept paths: a path main serves is neither a page nor a redirect on this branch (see its message above)");

// 4. The production export every other check runs against, as `npm run build` makes it (the picture step first, alone),
//    then checks on it: every page's without a browser, in milliseconds a page (valid HTML, links, budgets; pages: its
//    h1, landmarks, metadata and the sitemap), beside the content-build check, which rebuilds the project in a copy with
//    a content file changed, then broken (seeded with the export's build cache). The export under a sub-path (a preview
//    on another host) is not built here: it is a second whole `next build`, 190 s of this machine's two cores, and its
//    smoke tests run in CI's own job beside this one (`npm run test:preview`, .github/workflows/ci.yml).
// SITE_ENV=local: the editor's policy lets it reach decap-server, which tests/e2e/editor.spec.ts runs.
// The sample pages (lib/content/sample-pages.ts): every section type, for the browser checks run once per type.
const exportEnv = { SITE_ENV: "local", [SAMPLE_PAGES_ENV]: "1" };
const pictured = phase("picture step", () => run(process.execPath, [path.join(root, "scripts", "build", "pictures.mjs")]) === 0);
const countCheck = (check) => {
  const out = path.join(results, `${check}.json`);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.passed;
    failed += r.failed;
  } else failed += 1;
};
const checkStep = (check) => ({
  name: `${check} check`,
  cmd: process.execPath,
  args: [path.join(root, "scripts", `check-${check}.mjs`), "--json", path.join(results, `${check}.json`)],
});
const PAGE_CHECKS = ["html", "links", "size", "pages"];
const exportSteps = [
  { name: "production export (next build)", cmd: bin("next"), args: ["build"], extraEnv: exportEnv, stopsLaneOnFailure: true },
  { name: "post-build step", cmd: process.execPath, args: [path.join(root, "scripts", "postbuild.mjs")], extraEnv: exportEnv, stopsLaneOnFailure: true },
];
const exportLane = [...exportSteps, [[checkStep("content-build")], PAGE_CHECKS.map(checkStep)]];
const builds = pictured ? await sideBySide([exportLane]) : {};
const built = pictured && exportSteps.every((step) => builds[step.name] === 0);
if (built) for (const check of [...PAGE_CHECKS, "content-build"]) countCheck(check);
else {
  // Name the step that failed: the picture step, the build or the post-build step (each printed its own output above).
  const failedStep = pictured ? exportSteps.find((step) => builds[step.name] !== 0).name : "picture step";
  console.error(`the production export failed: its ${failedStep}`);
  failed += 1;
}

// 5. End-to-end tests (Playwright) against the served export. The per-page browser checks run on the
//    sample pages, the launch pages and the pages this branch changes (tests/e2e/checked-pages.ts).
if (built) {
  const e2eJson = path.join(results, "e2e.json");
  const e2eEnv = { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_PAGES_FILE: pagesJson, [SAMPLE_PAGES_ENV]: "1" };
  const status = phase("end-to-end tests (playwright)", () => run(bin("playwright"), ["test"], e2eEnv));
  if (existsSync(e2eJson)) {
    const report = JSON.parse(readFileSync(e2eJson, "utf8"));
    // A test that passed only on a retry has failed (playwright.config.ts retries nothing;
    // this holds if someone passes --retries). Skipped tests count neither way.
    const { expected, unexpected, flaky } = report.stats;
    passed += expected;
    failed += unexpected + flaky;
    for (const { title, outcome } of e2eOutcomes(report)) {
      if (outcome === "unexpected" || outcome === "flaky") failedNames.push(`${title}${outcome === "flaky" ? " (passed only on a retry)" : ""}`);
    }
    // Playwright failing outside any test (a server that did not start, a port in use) reports no failed test: it fails the run.
    if (status !== 0 && unexpected + flaky === 0) {
      failed += 1;
      failedNames.push(`end-to-end tests: Playwright exited with status ${status} outside any test (see its error above)`);
    }
  } else failed += 1;
} else {
  failed += 1;
}

console.log("\nWhere the minutes went (wall clock; CPU seconds of the phase's processes, on all cores):");
// The commands run side by side are counted once, by their group's line.
const total = phases.filter((p) => !p.beside).reduce((sum, p) => sum + p.wall, 0);
const setUpLine = setUpSummary(setUpResult, setUpSeconds);
if (setUpLine) console.log(setUpLine);
for (const p of phases)
  console.log(
    `  ${p.name.padEnd(34)} ${p.wall.toFixed(0).padStart(5)} s  ${p.cpu === undefined ? "  (in the group's line)" : `${p.cpu.toFixed(0).padStart(5)} s CPU`}`,
  );
console.log(`  ${"total".padEnd(34)} ${total.toFixed(0).padStart(5)} s`);
if (failedNames.length) {
  console.log("\nFailed:");
  for (const name of failedNames) console.log(`  ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
