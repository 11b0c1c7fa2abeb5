import { existsSync } from "node:fs";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findSystemChromium } from "./scripts/find-chromium.mjs";

const PORT = Number(process.env.E2E_PORT || 3100);
const PREVIEW_PORT = PORT + 1;
const PAGES_PORT = PORT + 2;
const executablePath = findSystemChromium();
const launchOptions = { executablePath, args: CHROMIUM_ARGS };
// The branch-preview smoke run needs `node scripts/build-preview.mjs` first (npm test does it).
const withPreview = existsSync(".preview/404.html");

const webServer: NonNullable<PlaywrightTestConfig["webServer"]> = [
  {
    command: "node scripts/serve.mjs",
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
  {
    // Cloudflare Pages' local runtime, for the host's rules (tests/e2e/host.spec.ts).
    command: "node scripts/pages-dev.mjs",
    env: { PORT: String(PAGES_PORT) },
    url: `http://127.0.0.1:${PAGES_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
];
if (withPreview) {
  webServer.push({
    command: "node scripts/serve.mjs .preview",
    env: { PORT: String(PREVIEW_PORT), SERVE_CONFIG: ".preview-serve.json" },
    url: `http://localhost:${PREVIEW_PORT}/preview/my-branch`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || "reports/e2e.json" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: /preview\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
      // Headers and metadata do not depend on the viewport.
      testIgnore: /(seo|host|preview)\.spec\.ts/,
    },
    {
      // The export as production serves it: the host's rules and the 404 page.
      name: "cloudflare",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PAGES_PORT}`, launchOptions },
      testMatch: /(host|not-found)\.spec\.ts/,
    },
    ...(withPreview
      ? [
          {
            name: "preview",
            use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${PREVIEW_PORT}`, launchOptions },
            testMatch: /preview\.spec\.ts/,
          },
        ]
      : []),
  ],
  webServer,
});
