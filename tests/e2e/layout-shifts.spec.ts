import { expect, recordLayoutShifts, test } from "./fixtures";

// The layout-shift check every spec uses sets aside a font's swap only (one shift
// around the frame where a face became ready). Here the font is held back on purpose:
// its swap is set aside, and a shift of the page's own right after it still counts.
test("the layout-shift check sets aside a late font's swap and nothing else", async ({ page }) => {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const layoutShifts = await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __raw: number };
    w.__raw = 0;
    new PerformanceObserver((list) => void (w.__raw += list.getEntries().length)).observe({ type: "layout-shift", buffered: true });
    // The site's fallbacks are measured to Archivo, so its own words barely move when the font comes
    // (app/globals.css): a paragraph set in Archivo over a monospace fallback makes sure this swap does.
    // First in <body>, where React's hydration leaves a tag it did not render.
    document.addEventListener("DOMContentLoaded", () => {
      const p = Object.assign(document.createElement("p"), { textContent: "Words that wrap one way in the fallback and another in Archivo." });
      p.style.cssText = "font-family: archivo, monospace; font-size: 32px; width: 300px";
      document.body.prepend(p);
    });
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __raw: number }).__raw), "the late font moved the page").toBeGreaterThan(0);
  expect(await layoutShifts(), "the font's swap alone").toEqual([]);
  // A face that turned ready and moved nothing (the accents' face, say) would set aside a shift within its
  // window: the page's own shift comes once every window has closed, as it would on a page at rest.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __fontWindowsClosed: () => boolean }).__fontWindowsClosed()), { timeout: 10_000 })
    .toBe(true);
  await page.evaluate(() => document.querySelector("main")!.prepend(Object.assign(document.createElement("div"), { style: "height:40px" })));
  await expect.poll(async () => (await layoutShifts()).length, { message: "a shift of the page's own" }).toBe(1);
});
