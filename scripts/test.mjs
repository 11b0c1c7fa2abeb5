// npm test: unit tests, the type check, the production export, then end-to-end tests against it.
// Ends with one plain line, "N passed, N failed", counting every test run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { findSystemChromium, hasPlaywrightChromium } from "./find-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "reports");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(cmd, args, extraEnv = {}) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function ensureBrowser() {
  if (findSystemChromium() || hasPlaywrightChromium()) return true;
  console.log("No Chromium found; trying Playwright's own download...");
  if (run(bin("playwright"), ["install", "chromium"]) === 0 && hasPlaywrightChromium()) return true;
  console.error("No browser for end-to-end tests: install one with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).");
  return false;
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

// 1. Unit tests (jest): logic in lib/ and the islands.
const unitJson = path.join(results, "unit.json");
run(bin("jest"), ["--ci", "--json", `--outputFile=${unitJson}`]);
if (existsSync(unitJson)) {
  const unit = JSON.parse(readFileSync(unitJson, "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites || 0);
} else failed += 1;

// 2. The type check (npm run typecheck): app, components, lib and every test, e2e specs included.
if (run(bin("tsc"), ["--noEmit"]) === 0) passed += 1;
else {
  console.error("the type check failed");
  failed += 1;
}

// 3. A branch preview under a sub-path (for the preview smoke tests), then the
//    production export every other check runs against.
if (run(process.execPath, [path.join(root, "scripts", "build-preview.mjs")]) !== 0) {
  console.error("the branch-preview build failed");
  failed += 1;
}
const built = run(bin("next"), ["build"]) === 0 && run(process.execPath, [path.join(root, "scripts", "postbuild.mjs")]) === 0;
if (!built) {
  console.error("next build failed");
  failed += 1;
}

// 4. Checks on the built export (each prints its own result lines and writes a JSON summary).
for (const check of built ? ["size", "html", "links"] : []) {
  const out = path.join(results, `${check}.json`);
  run(process.execPath, [path.join(root, "scripts", `check-${check}.mjs`), "--json", out]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.passed;
    failed += r.failed;
  } else failed += 1;
}

// 5. End-to-end tests (Playwright) against the served export.
if (built && ensureBrowser()) {
  const e2eJson = path.join(results, "e2e.json");
  run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed += 1;
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
