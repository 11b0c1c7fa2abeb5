// Lighthouse CI: mobile default configuration, 3 runs per route, against the
// export served as `npm start` serves it. Used by `npm run perf` (scripts/perf.mjs).
const { readFileSync } = require("node:fs");

const port = process.env.PERF_PORT || "3300";
const chromeFlags =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run";

function routes() {
  const xml = readFileSync("out/sitemap.xml", "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => `http://localhost:${port}${new URL(m[1]).pathname}`);
}

module.exports = {
  ci: {
    collect: {
      url: routes(),
      numberOfRuns: 3,
      startServerCommand: `PORT=${port} node scripts/serve.mjs`,
      startServerReadyPattern: "running at",
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      settings: { chromeFlags },
    },
    assert: {
      aggregationMethod: "median",
      assertions: {
        "categories:performance": ["error", { minScore: 0.95 }],
        "categories:accessibility": ["error", { minScore: 1 }],
        "categories:best-practices": ["error", { minScore: 1 }],
        "categories:seo": ["error", { minScore: 1 }],
        "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
      },
    },
  },
};
