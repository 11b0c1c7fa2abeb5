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

  test("each page has the site-wide policy in its header and its own in a meta before its first script, allowing its inline scripts by hash and nothing inline else", async ({
    request,
  }) => {
    const sitePolicies = new Set<string>();
    for (const route of [...CHECKED_PAGES.map((r) => r.path), "/no/such/page"]) {
      const response = await request.get(route);
      const csp = response.headers()["content-security-policy"];
      sitePolicies.add(csp);
      expect(csp.match(/default-src/g), `one header policy on ${route}, not two joined`).toHaveLength(1);
      const header = directives(csp);
      expect(header["default-src"]).toEqual(["'self'"]);
      // Only a header can forbid framing: a meta's frame-ancestors is ignored.
      expect(header["frame-ancestors"]).toEqual(["'none'"]);
      expect(header["object-src"]).toEqual(["'none'"]);
      expect(header["base-uri"]).toEqual(["'self'"]);
      expect(csp, "no page's hashes in the header").not.toMatch(/sha256-/);
      const html = await response.text();
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
      expect(metas, `one policy meta on ${route}`).toHaveLength(1);
      expect(metas[0]!.index, `${route}: the meta comes before the first script`).toBeLessThan(html.indexOf("<script"));
      const meta = directives(metas[0]![1]!);
      expect(meta["default-src"]).toEqual(["'self'"]);
      expect(meta["object-src"]).toEqual(["'none'"]);
      expect(meta["base-uri"]).toEqual(["'self'"]);
      expect(meta["script-src"]![0]).toBe("'self'");
      expect(meta["script-src"]!.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
      expect(meta["frame-ancestors"], "a meta's frame-ancestors is ignored (and logged as an error)").toBeUndefined();
      for (const hash of inlineScriptHashes(html)) expect(meta["script-src"], `${route} allows its inline script ${hash}`).toContain(hash);
    }
    expect([...sitePolicies], "one site-wide header policy, whatever the page").toHaveLength(1);
  });

  // Both hosts: this project's (wrangler pages dev) and npm start's (serve), which playwright.config.ts starts beside it.
  const HOSTS = {
    "Cloudflare Pages' runtime": (baseURL: string | undefined) => baseURL!,
    "npm start": () => `http://localhost:${Number(process.env.E2E_PORT || 3100)}`,
  };

  for (const [host, originOf] of Object.entries(HOSTS)) {
    test(`under ${host}, an injected inline script and a frame of another origin are refused on the built page, and the page's own scripts run`, async ({
      browser,
      baseURL,
    }) => {
      const origin = originOf(baseURL);
      for (const route of ["/", "/no/such/page"]) {
        // A page of its own: the fixture's guards would count the refusals this test provokes.
        const page = await browser.newPage();
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __refused: string[] }).__refused = seen;
          document.addEventListener("securitypolicyviolation", (e) => seen.push(e.effectiveDirective));
        });
        await page.route("https://other.example/**", (r) => r.fulfill({ contentType: "text/html", body: "<p>other origin</p>" }));
        // The page as the host serves it, headers and all, with what an injection would add.
        await page.route(`${origin}${route}`, async (r) => {
          const response = await r.fetch();
          const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)));
          const injected = '<script>window.__injected = true</script><iframe src="https://other.example/" title="x"></iframe>';
          await r.fulfill({ response, headers, body: (await response.text()).replace("</body>", `${injected}</body>`) });
        });
        await page.goto(`${origin}${route}`);
        await waitForHydration(page);
        // Each policy that refuses reports: the frame both (the header's default-src too), the script the meta.
        await expect
          .poll(() => page.evaluate(() => [...new Set((window as unknown as { __refused: string[] }).__refused)].sort()))
          .toEqual(["frame-src", "script-src-elem"]);
        expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected), `${origin}${route}`).toBeUndefined();
        expect(page.frames().map((f) => f.url())).not.toContain("https://other.example/");
        await page.close();
      }
    });

    test(`under ${host}, a page of another origin cannot frame the site's pages`, async ({ browser, baseURL }) => {
      const origin = originOf(baseURL);
      for (const route of ["/", "/no/such/page"]) {
        const page = await browser.newPage();
        await page.route("https://other.example/", (r) =>
          r.fulfill({ contentType: "text/html", body: `<iframe src="${origin}${route}" title="site"></iframe>` }),
        );
        // The frame's request goes to the host, whose answer, headers and all, the browser gets as it is.
        let answered = 0;
        await page.route(`${origin}${route}`, async (r) => {
          const response = await r.fetch();
          answered = response.status();
          await r.fulfill({ response });
        });
        await page.goto("https://other.example/");
        // The host answered, and the browser showed its own error page in the frame instead of the site's.
        await expect.poll(() => page.frames().map((f) => f.url())).toEqual(["https://other.example/", "chrome-error://chromewebdata/"]);
        expect(answered, `${origin}${route} answered`).toBe(route === "/" ? 200 : 404);
        await page.close();
      }
    });
  }

  // Every page is served under the one site-wide rule (the test above holds each checked page to it), and its own policy
  // is in its HTML: what differs from page to page hydrates under the same header in every-route.spec.ts (npm start
  // applies the host's generated rules), on every page of checked-pages.ts. Here, once, that this host's reading of the
  // rule lets a page hydrate: the fixture fails the test on any CSP violation, and hydration runs every inline script.
  test("a page hydrates under the host's policy and its own", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

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
