import { expect, test } from "./fixtures";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];

test.describe("served headers", () => {
  test("every kind of response carries the security headers", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("script[src]").first().getAttribute("src");
    for (const url of ["/", "/no/such/page", script!, "/og/home.png", "/sitemap.xml", "/robots.txt", "/icon.svg"]) {
      const response = await request.get(url);
      const headers = response.headers();
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${url}`).toBeTruthy();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  test("the CSP allows scripts only from the site and by hash", async ({ request }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"];
    const directives = Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["script-src"][0]).toBe("'self'");
    expect(directives["script-src"].slice(1).every((s: string) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test("hashed assets are cached for a year, pages revalidate", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("script[src]").first().getAttribute("src");
    expect((await request.get(script!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/")).headers()["cache-control"]).toContain("must-revalidate");
  });
});
