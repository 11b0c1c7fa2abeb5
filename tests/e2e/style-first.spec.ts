/**
 * Style first (scripts/build/picture-first.mjs, lib/inline/picture-first.js):
 * a page with no first picture requests none of Next's chunks until its
 * stylesheet is in, then its long pole and, a frame later, the rest (the
 * loader's unit test times that), and hydrates; the early event contract
 * is render-blocking, so the page never paints without it. Checked on the
 * home page as built (its chunks are held in its HTML).
 */
import { chunkRequests, expect, gate, test, waitForHydration } from "./fixtures";

test("a page without a first picture requests Next's chunks once its stylesheet is in, runs the contract before its first paint, then hydrates", async ({
  page,
}) => {
  const chunks = chunkRequests(page);
  const { released, release } = gate();
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/[^/]+\.css$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  // The page's parser waits for the stylesheet at its first inline script (the payload's), so no DOMContentLoaded: its head is enough.
  const contract = page.waitForResponse((response) => response.url().includes("/_next/static/early-events."));
  await page.goto("/", { waitUntil: "commit" });
  await contract;
  await expect.poll(() => page.evaluate(() => document.querySelectorAll("script[data-after-style]").length)).toBeGreaterThan(2);
  expect(held, "the page has a stylesheet, held").toBeGreaterThan(0);
  const early = await page.evaluate(() => ({
    held: document.querySelectorAll("script[data-after-style]").length,
    pole: [...document.querySelectorAll("script[data-after-style][data-long-pole]")].map(
      (tag) => new URL(tag.getAttribute("data-after-style")!, location.href).pathname,
    ),
    painted: performance.getEntriesByType("paint").length,
    contract: document.querySelector("script[data-early-events]")?.getAttribute("blocking"),
  }));
  // Parsed, the stylesheet held: nothing of Next's is on its way, nothing is painted.
  expect(early.held).toBeGreaterThan(2);
  expect(early.pole.length, "the build marked a long pole").toBeGreaterThan(0);
  expect(early.pole.length).toBeLessThan(early.held);
  expect(early.painted).toBe(0);
  expect(early.contract).toBe("render");
  expect(chunks).toEqual([]);
  release();
  await waitForHydration(page);
  expect(new Set(chunks).size).toBeGreaterThanOrEqual(early.held);
  expect(chunks.slice(0, early.pole.length).sort()).toEqual([...early.pole].sort());
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const sheet = entries.find((e) => /\/_next\/static\/chunks\/[^/]+\.css$/.test(e.name))!;
    const contract = entries.find((e) => e.name.includes("/_next/static/early-events."))!;
    const scripts = entries.filter((e) => e.name.includes("/_next/static/chunks/") && e.name.endsWith(".js"));
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!;
    return {
      sheetIn: sheet.responseEnd,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
      contractIn: contract.responseEnd,
      paint: paint.startTime,
    };
  });
  expect(order.firstScript).toBeGreaterThanOrEqual(order.sheetIn);
  expect(order.paint).toBeGreaterThanOrEqual(order.contractIn);
});
