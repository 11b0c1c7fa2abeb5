// Which Chromium the tests drive: $CHROMIUM_PATH, then a system Chromium, then
// Playwright's own download. Returns undefined when Playwright's own is to be used.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export function findSystemChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  return SYSTEM_CANDIDATES.find((p) => existsSync(p));
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
