/**
 * @jest-environment node
 *
 * The address a build writes into canonical URLs, the sitemap and social cards:
 * a production build without one fails, naming the variable; a local build uses
 * the address `npm start` serves on; HSTS preload only where it is asked for.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCAL_ORIGIN, siteOrigin } from "../../scripts/build/site-origin.mjs";
import { strictTransportSecurity } from "@/lib/security-headers.mjs";
import { SITE_URL } from "@/lib/constants";

describe("siteOrigin", () => {
  test("a production build without its address fails, naming the variable", () => {
    expect(() => siteOrigin({ SITE_ENV: "production" })).toThrow(/NEXT_PUBLIC_SITE_URL is not set.*repository variable SITE_URL/);
    expect(() => siteOrigin({ SITE_ENV: "production", NEXT_PUBLIC_SITE_URL: "  " })).toThrow(/not set/);
  });

  test("a production build takes an https origin, and nothing else", () => {
    expect(siteOrigin({ SITE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://drops.app/" })).toBe("https://drops.app");
    expect(() => siteOrigin({ SITE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://drops.app" })).toThrow(/https/);
    expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: "drops.app" })).toThrow(/not an absolute URL: "drops.app"/);
    expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: "https://drops.app/en" })).toThrow(/no path/);
  });

  test("any other build without an address uses the local one npm start serves on", () => {
    expect(siteOrigin({})).toBe("http://localhost:3000");
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: "https://my-branch.drops.pages.dev" })).toBe("https://my-branch.drops.pages.dev");
    // lib/constants.ts's fallback (for tests, which skip next.config.ts) is the same address.
    expect(SITE_URL).toBe(LOCAL_ORIGIN);
  });

  test("npm start serves the local build on the host's runtime at that address, and prints it", () => {
    const start: string = JSON.parse(readFileSync(path.join(__dirname, "../../package.json"), "utf8")).scripts.start;
    expect(start).toMatch(/^SITE_ENV=local npm run build && /);
    expect(start).toContain("node scripts/pages-dev.mjs out");
    const port = /\bPORT=(\d+)\b/.exec(start)?.[1];
    expect(`http://localhost:${port}`).toBe(LOCAL_ORIGIN);
    // What scripts/pages-dev.mjs prints once the runtime answers.
    expect(readFileSync(path.join(__dirname, "../../scripts/pages-dev.mjs"), "utf8")).toContain("Drops site running at http://localhost:${port}");
  });

  test("next.config.ts fails a production build without its address, before anything is built", () => {
    const saved = { ...process.env };
    try {
      process.env.SITE_ENV = "production";
      delete process.env.NEXT_PUBLIC_SITE_URL;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the config, evaluated under this test's env
        expect(() => require("../../next.config")).toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
      });
      process.env.NEXT_PUBLIC_SITE_URL = "https://drops.app";
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above: a fresh copy under the changed env
        expect(require("../../next.config").default.env.NEXT_PUBLIC_SITE_URL).toBe("https://drops.app");
      });
    } finally {
      process.env = saved;
    }
  });
});

test("HSTS adds includeSubDomains and preload only where the production origin asks for them", () => {
  expect(strictTransportSecurity({})).toBe("max-age=63072000");
  expect(strictTransportSecurity({ HSTS_PRELOAD: "" })).toBe("max-age=63072000");
  expect(strictTransportSecurity({ HSTS_PRELOAD: "false" })).toBe("max-age=63072000");
  expect(strictTransportSecurity({ HSTS_PRELOAD: "true" })).toBe("max-age=63072000; includeSubDomains; preload");
});
