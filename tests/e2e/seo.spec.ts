import { PAGES } from "../../lib/content/load";
import { fullTitle } from "../../lib/metadata";
import { CHECKED_SITE_PAGES } from "./checked-pages";
import { expect, test } from "./fixtures";

/** Every route in the sitemap, as a path. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test.describe("search and sharing", () => {
  // That the sitemap lists every page and no other is read from the export, in milliseconds (scripts/check-pages.mjs).
  test("robots.txt points at the sitemap, which lists the checked pages, each answering", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const sitemap = robots.match(/^Sitemap: (https?:\/\/\S+\/sitemap\.xml)$/m)?.[1];
    expect(sitemap).toBeDefined();
    // One origin throughout: the build's own (a production build without one fails, tests/unit/site-origin.test.ts).
    const xml = await (await request.get("/sitemap.xml")).text();
    const origins = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).origin));
    expect([...origins]).toEqual([new URL(sitemap!).origin]);
    const paths = await sitemapPaths(request);
    for (const { path, hidden } of CHECKED_SITE_PAGES) {
      // A page hidden from search engines is left out (its page file's setting), and still answers.
      if (hidden) expect(paths).not.toContain(path);
      else expect(paths).toContain(path);
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  // In a browser on the pages of checked-pages.ts (the launch pages and those the branch changes), none walking them
  // all (at 500 pages this test ran past its time); scripts/check-pages.mjs checks every page's title (unique),
  // canonical URL and social card without a browser, and the build every description's length (lib/metadata.ts).
  test("each checked page has a unique title, a 70–160 character description, a canonical URL and a social card", async ({ page, request }) => {
    const titles = new Set<string>();
    for (const path of CHECKED_SITE_PAGES.map((route) => route.path)) {
      await page.goto(path);
      const title = await page.title();
      // As the page file words it, the site's name added after it (on every page but the home page: lib/metadata.ts).
      const file = PAGES.find((page) => page.path === path);
      expect(title, path).toBe(fullTitle(path, file!.title));
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, `description length on ${path}`).toBeGreaterThanOrEqual(70);
      expect(description!.length, `description length on ${path}`).toBeLessThanOrEqual(160);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname.replace(/\/$/, ""), path).toBe(path.replace(/\/$/, ""));
      for (const prop of ["og:title", "og:description", "og:url", "og:image"]) {
        await expect(page.locator(`meta[property="${prop}"]`), `${prop} on ${path}`).toHaveCount(1);
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
      const png = await request.get(image.pathname);
      expect(png.status(), image.pathname).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const body = await png.body();
      // PNG IHDR: width and height are big-endian at bytes 16 and 20.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test("home describes the organisation and the website as structured data", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((b) => [JSON.parse(b)].flat());
    expect(items.map((i) => i["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    for (const item of items) expect(item["@context"]).toBe("https://schema.org");
  });

  // Google's software-app rich result needs offers and a rating or review, which an
  // API page cannot honestly give: these pages carry no structured data that would
  // claim them (and none that Search Console would list as invalid).
  for (const path of ["/donation-api/charities", "/donation-api/ecommerce", "/donation-api/loyalty"]) {
    test(`${path} claims no software application, product or offer in structured data`, async ({ page }) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.flatMap((b) => [JSON.parse(b)].flat()).map((i) => i["@type"]);
      expect(types.filter((t) => /Application|Product|Offer|Review|Rating/.test(String(t)))).toEqual([]);
    });
  }

  test("the web app manifest and theme colour are declared", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#072a47");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ short_name: "Drops", display: "standalone" });
  });
});
