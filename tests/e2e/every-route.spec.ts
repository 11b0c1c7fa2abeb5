import { wantsTransparentHeader } from "../../lib/header";
import { ROUTES } from "../../lib/routes";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

// Checks every page of the site gets, whatever it contains. A new route in
// lib/routes.ts is covered here without writing anything.
for (const route of ROUTES) {
  test.describe(`route ${route.path}`, () => {
    test("is complete and navigable with JavaScript off", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const mainText = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
      expect(mainText.length, "main copy present in the HTML").toBeGreaterThan(300);
      // Every footer link leads to a real page without any script.
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      const hrefs = await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBe(ROUTES.length);
      const next = ROUTES.find((r) => r.path !== route.path) ?? route;
      await page.getByRole("contentinfo").getByRole("link", { name: next.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${next.path === "/" ? "/" : next.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await context.close();
    });

    test("starts below the fixed header, solid white unless the page asks for a transparent one", async ({ page }) => {
      await page.goto(route.path);
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("position", "fixed");
      if (!wantsTransparentHeader(route.path)) await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
      const headerBox = (await header.boundingBox())!;
      const h1Box = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(h1Box.y, "the h1 starts below the header").toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    });

    test("paints its text before any of its JavaScript is requested, then hydrates", async ({ page }) => {
      // At the first contentful paint (this observer is registered before the
      // page's own), no Next script has been added to the page, let alone run.
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          (window as unknown as { __atPaint: unknown }).__atPaint = {
            scriptTags: document.querySelectorAll("script[src]:not([nomodule])").length,
            nextRan: "next" in window,
          };
        }).observe({ type: "paint", buffered: true });
      });
      await page.goto(route.path);
      await waitForHydration(page); // what is checked is the hydration itself
      const seen = await page.evaluate(() => ({
        atPaint: (window as unknown as { __atPaint: unknown }).__atPaint,
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        requests: performance
          .getEntriesByType("resource")
          .filter((e) => /\.js(\?|$)/.test(e.name))
          .map((e) => ({ url: e.name, start: e.startTime })),
        boots: document.querySelectorAll("script[data-boot]").length,
        earlyEventsFirst: document.head.querySelector("script")?.textContent?.includes("drops:hydrated") ?? false,
      }));
      expect(seen.atPaint, "at the first contentful paint").toEqual({ scriptTags: 0, nextRan: false });
      expect(seen.requests.length, "the page's scripts were fetched").toBeGreaterThan(2);
      expect(seen.requests.filter((r) => r.start < seen.paint!), "scripts requested before the first contentful paint").toEqual([]);
      expect(seen.boots, "one boot script").toBe(1);
      expect(seen.earlyEventsFirst, "the early event contract is the first script in <head>").toBe(true);
    });

    test("fetches no other page's data for a visitor who follows no link", async ({ page }) => {
      const payloads: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.headers()["rsc"] || url.searchParams.has("_rsc") || url.pathname.endsWith(".txt")) payloads.push(url.pathname);
      });
      await page.goto(route.path);
      // Every header and footer link comes into view on the way down.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState("networkidle");
      expect(payloads, "route payloads prefetched").toEqual([]);
    });

    test("has no horizontal overflow, no layout shift and no WCAG A/AA violations", async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      // Walk down the page so lazy content and in-view effects run too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "page wider than the viewport").toBeLessThanOrEqual(0);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, "cumulative layout shift").toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
