import { expect, test } from "./fixtures";

/** Every route in the sitemap, as a path. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test.describe("search and sharing", () => {
  test("robots.txt points at the sitemap, which lists every page", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    expect(robots).not.toContain("localhost");
    const paths = await sitemapPaths(request);
    expect(paths).toContain("/");
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("every page has a unique title, a 70–160 character description, a canonical URL and a social card", async ({ page, request }) => {
    const titles = new Set<string>();
    for (const path of await sitemapPaths(request)) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Drops/);
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

  for (const path of ["/donation-api/charities", "/donation-api/ecommerce", "/donation-api/loyalty"]) {
    test(`${path} describes the API as a SoftwareApplication`, async ({ page }) => {
      await page.goto(path);
      const [block] = await page.locator('script[type="application/ld+json"]').allTextContents();
      const item = JSON.parse(block);
      expect(item).toMatchObject({ "@context": "https://schema.org", "@type": "SoftwareApplication", applicationCategory: "FinanceApplication" });
      expect(new URL(item.url).pathname).toBe(path);
      expect(item.description.length).toBeGreaterThan(50);
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
