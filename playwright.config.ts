import { existsSync } from "node:fs";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/lib/find-chromium.mjs";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, loginBindings, loginTestPorts, TEAM_PUSH_TOKEN, TEAM_READ_TOKEN } from "./tests/e2e/login-test-env";
import { E2E_PERSIST_DIR, keepingBindings, SITE_PERSIST_DIR } from "./tests/e2e/keeping-test-env";

const PORT = Number(process.env.E2E_PORT || 3100);
const PREVIEW_PORT = PORT + 1;
const PAGES_PORT = PORT + 2;
const LOGIN_PORTS = loginTestPorts(PORT);
/** The site's runtime's debugger port: one of its own, beside the login's (login-test-env.ts) and the keeping tests' (keeping-test-env.ts). */
const SITE_INSPECTOR_PORT = PORT + 23;
const executablePath = findTestChromium();
const launchOptions = { executablePath, args: CHROMIUM_ARGS };
// The export under a sub-path (a preview on another host) and its smoke tests: `npm run test:preview` builds it and
// asks for them (E2E_PREVIEW=1), in CI's job of its own; npm test does neither (scripts/test.mjs says why).
const withPreview = process.env.E2E_PREVIEW === "1" && existsSync(".preview/404.html");

const webServer: NonNullable<PlaywrightTestConfig["webServer"]> = [
  {
    // The site as `npm start` serves it: the export on Cloudflare Pages' own runtime, its Functions keeping sign-ups
    // and enquiries in a database of its own, fresh each run. Every sign-up of the browser tests comes from this
    // machine, so the limit per client is raised; the tests read what was kept through the team's view, which on
    // loopback answers without a login here (TEAM_VIEW_LOCAL, as npm start's), and not on the cloudflare project's.
    command: `node scripts/pages-dev.mjs out --fresh --binding RATE_LIMIT_MAX=100000 --binding TEAM_VIEW_LOCAL=1`,
    env: { PORT: String(PORT), INSPECTOR_PORT: String(SITE_INSPECTOR_PORT), PERSIST_DIR: SITE_PERSIST_DIR },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    // Cloudflare Pages' local runtime, for the host's rules (tests/e2e/host.spec.ts),
    // the editor's login Function, whose GitHub is the fake below and whose
    // one origin is this runtime's 127.0.0.1 address (localhost is another origin),
    // and the keeping endpoints (tests/e2e/keeping-api.spec.ts), on a fresh database
    // with the migrations applied.
    command: `node scripts/pages-dev.mjs out --fresh ${[...loginBindings(PORT, { editorOrigin: `http://127.0.0.1:${PAGES_PORT}` }), ...keepingBindings(PORT)].join(" ")}`,
    env: { PORT: String(PAGES_PORT), INSPECTOR_PORT: String(LOGIN_PORTS.inspector), PERSIST_DIR: E2E_PERSIST_DIR },
    url: `http://127.0.0.1:${PAGES_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  {
    // GitHub's OAuth endpoints, the one fake of tests/e2e/editor-login.spec.ts, and the
    // repository permission check of the team's view (tests/e2e/keeping-api.spec.ts).
    command: "node tests/e2e/fake-github-oauth.mjs",
    env: { PORT: String(LOGIN_PORTS.fakeGitHub), CLIENT_ID: FAKE_CLIENT_ID, CLIENT_SECRET: FAKE_CLIENT_SECRET, TEAM_PUSH_TOKEN, TEAM_READ_TOKEN },
    url: `http://127.0.0.1:${LOGIN_PORTS.fakeGitHub}/__issued`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
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
  // The specs' own paths: `server-only` loads in Node as it does on React's server (tests/e2e/tsconfig.json).
  tsconfig: "./tests/e2e/tsconfig.json",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Never retried: a test that passes only on a second try is a failing test (scripts/test.mjs counts it so).
  retries: 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || "reports/e2e.json" }]],
  timeout: 30_000,
  // How long a state may take to appear: generous, for a machine whose other core is busy; no test measures time with it.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action's DOM and screen as the test runs, failing or not: it made the run about 35%
    // slower on this 2-core machine (every-route and chat: 79-92 s without, 118-128 s with). A failure keeps its
    // screenshot and error; E2E_TRACE=1 records traces, kept for the tests that fail (to rerun one and look).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      // The host's rules run on the host's own runtime (the cloudflare project); npm start applies the same generated rules.
      testIgnore: /(preview|editor-login|host|keeping-api)\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
      // Only what the phone's layout or touch changes (tests tagged PHONE in tests/e2e/fixtures.ts).
      grep: /@phone/,
      testIgnore: /(seo|host|preview|editor|editor-login|keeping-api)\.spec\.ts/,
    },
    {
      // The export as production serves it: the host's rules, the 404 page, the editor's login and the keeping endpoints.
      name: "cloudflare",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PAGES_PORT}`, launchOptions },
      testMatch: /(host|not-found|editor-login|keeping-api|team-view)\.spec\.ts/,
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
