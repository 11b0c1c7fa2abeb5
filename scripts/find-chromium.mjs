// Which Chromium to drive. Tests and screenshots: $CHROMIUM_PATH, then Debian's
// chromium-headless-shell (the old headless mode: the same Blink, no browser UI
// behind it, about 40% less CPU per page, which keeps `npm test` within its
// minutes on a 2-core machine), then a system Chromium, then Playwright's own
// download. Performance measurements (npm run perf) take the full browser a
// visitor has: findSystemChromium().
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const HEADLESS_SHELL = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"];

function fromEnv() {
  if (!process.env.CHROMIUM_PATH) return undefined;
  if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
}

/** The full browser, for measuring what a visitor gets. */
export function findSystemChromium() {
  return fromEnv() ?? SYSTEM_CANDIDATES.find((p) => existsSync(p));
}

/** The browser the tests and the visual review drive: the headless shell where it is installed. */
export function findTestChromium() {
  return fromEnv() ?? [...HEADLESS_SHELL, ...SYSTEM_CANDIDATES].find((p) => existsSync(p));
}

export function hasPlaywrightChromium() {
  try {
    const out = execFileSync(process.execPath, ["-e", "process.stdout.write(require('playwright-core').chromium.executablePath())"], { encoding: "utf8" });
    return existsSync(out.trim());
  } catch {
    return false;
  }
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
