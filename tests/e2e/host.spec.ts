import { createHash } from "node:crypto";
import { NOT_FOUND } from "../../lib/content/not-found";
import { CHECKED_PAGES } from "./checked-pages";
import { expect, test, waitForHydration } from "./fixtures";

// The host's rules, checked on the export as `npm start` serves it (project
// "desktop") and as Cloudflare Pages' own runtime serves it (project
// "cloudflare": `wrangler pages dev`, which applies out/_headers and
// out/_redirects as production does).

const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
];

// Read here, not imported from scripts/build/: an independent reading of what
// the served page holds checks the build's own (and Playwright's loader does not
// take the build's ES modules).
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    // Data blocks never run: JSON, and the tags held until a first picture is in (type text/plain).
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/application\/(ld\+)?json|text\/plain/.test(attrs!))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  ) as Record<string, string[]>;

test.describe("the host's rules", () => {
  test("every kind of response carries the security headers", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("script[src]").first().getAttribute("src");
    for (const url of ["/", "/brands", "/no/such/page", script!, "/og/home.png", "/sitemap.xml", "/robots.txt", "/icon.svg"]) {
      const headers = (await request.get(url)).headers();
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${url}`).toBeTruthy();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-robots-tag"], `production is indexable: ${url}`).toBeUndefined();
    }
  });

  test("each page has one policy, allowing its own inline scripts by hash and nothing inline else", async ({ request }) => {
    for (const route of [...CHECKED_PAGES.map((r) => r.path), "/no/such/page"]) {
      const response = await request.get(route);
      const csp = response.headers()["content-security-policy"];
      expect(csp.match(/default-src/g), `one policy on ${route}, not two joined`).toHaveLength(1);
      const d = directives(csp);
      expect(d["default-src"]).toEqual(["'self'"]);
      expect(d["frame-ancestors"]).toEqual(["'none'"]);
      expect(d["object-src"]).toEqual(["'none'"]);
      expect(d["base-uri"]).toEqual(["'self'"]);
      expect(d["script-src"][0]).toBe("'self'");
      expect(d["script-src"].slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const hash of inlineScriptHashes(await response.text())) expect(d["script-src"], `${route} allows its inline script ${hash}`).toContain(hash);
    }
  });

  // A test a page (the pages of checked-pages.ts: every section type, the launch pages, the changed ones), none walking them all.
  // The fixture fails the test on any CSP violation; hydration runs every inline script.
  for (const route of CHECKED_PAGES) {
    test(`${route.path} hydrates under its policy`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
    });
  }

  test("the not-found page draws under its policy", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  });

  test("hashed assets are cached for a year, everything else revalidates", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("script[src]").first().getAttribute("src");
    const font = await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href");
    for (const asset of [script!, font!]) expect((await request.get(asset)).headers()["cache-control"], asset).toBe(IMMUTABLE);
    for (const url of ["/", "/brands", "/donation-api/loyalty", "/og/home.png", "/sitemap.xml"]) {
      expect((await request.get(url)).headers()["cache-control"], url).toBe(REVALIDATE);
    }
  });

  test("pretty URLs: each route answers at its path, and its .html or trailing-slash forms redirect there", async ({ request }) => {
    for (const { path } of CHECKED_PAGES.filter((r) => r.path !== "/")) {
      expect((await request.get(path)).status(), path).toBe(200);
      for (const variant of [`${path}.html`, `${path}/`]) {
        const response = await request.get(variant, { maxRedirects: 0 });
        expect([301, 308], `${variant} redirects permanently`).toContain(response.status());
        expect(new URL(response.headers()["location"], "http://x").pathname, variant).toBe(path);
      }
    }
    expect((await request.get("/")).status()).toBe(200);
  });

  test("no soft 404: the not-found page never answers 200, at any of its own paths", async ({ request }) => {
    for (const url of ["/no/such/page", "/404", "/404.html", "/_not-found", "/_not-found.html", "/brands/nope"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain(NOT_FOUND.title);
    }
  });

  test("production has no review page and keeps previews' noindex off", async ({ request }) => {
    for (const url of ["/_review/", "/_review"]) expect((await request.get(url)).status(), url).toBe(404);
    expect(await (await request.get("/robots.txt")).text()).toMatch(/Allow: \//);
  });
});
