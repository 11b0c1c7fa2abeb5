// Which Chromium to drive. Tests and screenshots: $CHROMIUM_PATH, then Debian's
// chromium-headless-shell (the old headless mode: the same Blink, no browser UI
// behind it, about 40% less CPU per page, which keeps `npm test` within its
// minutes on a 2-core machine), then a system Chromium. Performance measurements
// (npm run perf) take the full browser a visitor has: findSystemChromium().
// npm test installs both from Debian where they are missing (scripts/setup.mjs).
// Each takes what it sees of the machine as an argument, so the set-up can look
// at it as a fresh machine would (SETUP_HIDE) and tests can pass a fake.
import { existsSync } from "node:fs";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const HEADLESS_SHELL = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"];

/** @typedef {{ env: Record<string, string | undefined>, exists: (file: string) => boolean }} Machine */
/** @type {Machine} */
const THIS_MACHINE = { env: process.env, exists: existsSync };

/** @param {Machine} machine */
function fromEnv({ env, exists }) {
  if (!env.CHROMIUM_PATH) return undefined;
  if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist.`);
}

/** The full browser, for measuring what a visitor gets. */
export function findSystemChromium(machine = THIS_MACHINE) {
  return fromEnv(machine) ?? SYSTEM_CANDIDATES.find((p) => machine.exists(p));
}

/** Debian's headless shell (or CHROMIUM_PATH), the lighter browser for tests. */
export function findHeadlessShell(machine = THIS_MACHINE) {
  return fromEnv(machine) ?? HEADLESS_SHELL.find((p) => machine.exists(p));
}

/** The browser the tests and the visual review drive: the headless shell where it is installed. */
export function findTestChromium(machine = THIS_MACHINE) {
  return findHeadlessShell(machine) ?? SYSTEM_CANDIDATES.find((p) => machine.exists(p));
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
