// npm test's one-time set-up: what the tests need from the machine besides node_modules,
// brought from Debian's packages the way `playwright install --with-deps` brings its own,
// so that `npm ci && npm test` is the whole set-up on a fresh machine. Root on Debian
// installs what is missing (apt-get update once, then one install), saying what and why
// first; anyone else is stopped before any test runs, with the exact command to run.
// Playwright's own browser download is not a way: its host is out of reach of the
// developers' and CI's machines, so it could only fail or hang.
//   node scripts/setup.mjs   (this part of npm test alone)
// SETUP_HIDE=java,chromium,... makes the set-up treat those commands or files as absent, to
// try it as a fresh machine would run it without uninstalling what others are using.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { findHeadlessShell, findSystemChromium } from "./lib/find-chromium.mjs";
import { isMain } from "./lib/is-main.mjs";

/**
 * @typedef {object} Probe What the set-up sees of the machine; tests pass fakes.
 * @property {Record<string, string | undefined>} env
 * @property {(file: string) => boolean} exists
 * @property {(command: string) => boolean} onPath
 * @property {number | undefined} uid undefined where there are no user ids (Windows)
 * @property {boolean} debian
 */

/**
 * What npm test needs, one Debian package each. `default-jre-headless` runs the HTML
 * check's validator, vnu (scripts/check-html.mjs says why vnu and not html-validate).
 * @type {{ pkg: string, why: string, browser: boolean, present: (probe: Probe) => boolean }[]}
 */
export const NEEDS = [
  {
    pkg: "chromium-headless-shell",
    why: "the end-to-end tests drive it (Chromium's engine at about 40% less CPU per page)",
    browser: true,
    present: (probe) => Boolean(findHeadlessShell(probe)),
  },
  {
    pkg: "chromium",
    why: "a visitor's browser, for the real-phone measurement's unit test and npm run perf",
    browser: true,
    present: (probe) => Boolean(findSystemChromium(probe)),
  },
  {
    pkg: "default-jre-headless",
    why: "a Java runtime for the HTML check's validator (vnu)",
    browser: false,
    present: (probe) => probe.onPath("java"),
  },
];

/**
 * The machine as it is, less what SETUP_HIDE names (a command, or a file's last part).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Probe}
 */
export function machineProbe(env = process.env) {
  const hidden = new Set((env.SETUP_HIDE ?? "").split(",").map((name) => name.trim()));
  return {
    env,
    exists: (file) => !hidden.has(path.basename(file)) && existsSync(file),
    onPath: (command) => !hidden.has(command) && (env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && existsSync(path.join(dir, command))),
    uid: process.getuid?.(),
    debian: existsSync("/etc/debian_version"),
  };
}

/**
 * What is missing and what to do about it, without doing anything.
 * @param {Probe} probe
 */
export function planSetUp(probe) {
  const needed = NEEDS.filter((need) => !need.present(probe));
  const missing = needed.map(({ pkg, why }) => ({ pkg, why }));
  const packages = missing.map((m) => m.pkg);
  const steps = [["update"], ["install", "-y", ...packages]];
  const sudo = probe.uid === 0 ? "" : "sudo ";
  const command = steps.map((args) => `${sudo}apt-get ${args.join(" ")}`).join(" && ");
  const list = missing.map((m) => `  ${m.pkg}: ${m.why}`);
  if (missing.length === 0) return { missing, install: false, steps: [], command: "", message: "" };

  const blocker =
    probe.uid !== 0
      ? `npm test installs only as root, and this is user ${probe.uid ?? "(none)"}`
      : !probe.onPath("apt-get") || !probe.debian
        ? "npm test installs only with Debian's apt-get, and this machine has none"
        : "";
  if (!blocker) {
    return {
      missing,
      install: true,
      steps,
      command,
      message: ["This machine lacks what npm test needs; installing it from Debian's packages (once):", ...list].join("\n"),
    };
  }
  const message = [
    "npm test cannot start: this machine lacks",
    ...list,
    `Not installed: ${blocker}. Run${probe.uid === 0 ? " on Debian" : ""}:`,
    `  ${command}`,
    "then npm test again.",
    ...(needed.some((need) => need.browser) ? ["(Or set CHROMIUM_PATH to a Chromium of your own: it stands in for both browsers.)"] : []),
  ].join("\n");
  return { missing, install: false, steps: [], command, message };
}

/** Runs a command with the terminal's output, without questions; returns its exit code. */
function runApt(command, args) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const r = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return r.status ?? 1;
}

/**
 * Installs what is missing where it may, else says how. `installed` lists what it installed
 * (empty when nothing was missing); `ok` is false when npm test cannot go on.
 * @param {{ probe?: Probe, exec?: (command: string, args: string[]) => number, log?: (text: string) => void, fail?: (text: string) => void }} [io]
 */
export function setUp({ probe = machineProbe(), exec = runApt, log = console.log, fail = console.error } = {}) {
  let plan;
  try {
    plan = planSetUp(probe);
  } catch (error) {
    // CHROMIUM_PATH naming a file that does not exist.
    fail(`npm test cannot start: ${error instanceof Error ? error.message : error}`);
    return { ok: false, installed: [] };
  }
  if (plan.missing.length === 0) return { ok: true, installed: [] };
  if (!plan.install) {
    fail(plan.message);
    return { ok: false, installed: [] };
  }
  log(plan.message);
  for (const args of plan.steps) {
    if (exec("apt-get", args) !== 0) {
      fail(`npm test cannot start: \`apt-get ${args.join(" ")}\` failed (its output is above).`);
      return { ok: false, installed: [] };
    }
  }
  const still = NEEDS.filter((need) => !need.present(probe)).map((need) => need.pkg);
  if (still.length) {
    fail(`npm test cannot start: apt-get ran for ${plan.missing.map((m) => m.pkg).join(", ")}, but ${still.join(", ")} still cannot be found.`);
    return { ok: false, installed: [] };
  }
  return { ok: true, installed: plan.missing.map((m) => m.pkg) };
}

/**
 * npm test's line for a one-time install in "Where the minutes went", or undefined when it
 * installed nothing. It stands apart from the total: the test time is the tests' own.
 * @param {{ installed: string[] }} result what setUp returned
 * @param {number} seconds how long setUp took
 */
export function setUpSummary({ installed }, seconds) {
  if (installed.length === 0) return undefined;
  return `  ${"one-time set-up (apt-get)".padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  not in the total: installed ${installed.join(", ")}`;
}

if (isMain(import.meta.url)) {
  const { ok, installed } = setUp();
  if (ok) console.log(installed.length ? `Installed ${installed.join(", ")}.` : "Nothing to install: npm test has all it needs.");
  process.exit(ok ? 0 : 1);
}
