/**
 * Style first (scripts/build/picture-first.mjs, lib/inline/picture-first.js):
 * a page with no first picture requests none of Next's chunks until its
 * stylesheet is in, then its long pole and, once it has painted, the rest with
 * Next's payload (scripts/build/payload-data.mjs: no inline script, so the
 * parser never waits for the stylesheet), and hydrates; the early event
 * contract is render-blocking, so the page never paints without it. Checked on
 * the home page as built (its chunks are held in its HTML).
 */
import { PAYLOAD_PATH } from "../../scripts/build/payload-data.mjs";
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
  // No inline script waits for the stylesheet: the page is parsed whole while it is held.
  const contract = page.waitForResponse((response) => response.url().includes("/_next/static/early-events."));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await contract;
  expect(held, "the page has a stylesheet, held").toBeGreaterThan(0);
  const early = await page.evaluate(
    (payloadPath) => ({
      held: document.querySelectorAll('script[data-after-style*="/_next/static/chunks/"]').length,
      payload: document.querySelectorAll(`script[data-after-style*="${payloadPath}"]:not([data-long-pole])`).length,
      inline: document.querySelectorAll('script:not([src]):not([type]), script[type="text/javascript"]:not([src])').length,
      pole: [...document.querySelectorAll("script[data-after-style][data-long-pole]")].map(
        (tag) => new URL(tag.getAttribute("data-after-style")!, location.href).pathname,
      ),
      painted: performance.getEntriesByType("paint").length,
      contract: document.querySelector("script[data-early-events]")?.getAttribute("blocking"),
    }),
    PAYLOAD_PATH,
  );
  // Parsed, the stylesheet held: nothing of Next's is on its way, nothing is painted.
  expect(early.held).toBeGreaterThan(2);
  expect(early.payload, "Next's payload is held with the rest").toBe(1);
  expect(early.inline, "no inline script").toBe(0);
  expect(early.pole.length, "the build marked a long pole").toBeGreaterThan(0);
  expect(early.pole.length).toBeLessThan(early.held);
  expect(early.painted).toBe(0);
  expect(early.contract).toBe("render");
  expect(chunks).toEqual([]);
  release();
  await waitForHydration(page);
  expect(new Set(chunks).size).toBeGreaterThanOrEqual(early.held);
  expect(chunks.slice(0, early.pole.length).sort()).toEqual([...early.pole].sort());
  const order = await page.evaluate((payloadPath) => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const sheet = entries.find((e) => /\/_next\/static\/chunks\/[^/]+\.css$/.test(e.name))!;
    const contract = entries.find((e) => e.name.includes("/_next/static/early-events."))!;
    const scripts = entries.filter((e) => e.name.includes("/_next/static/chunks/") && e.name.endsWith(".js"));
    const payload = entries.filter((e) => e.name.includes(payloadPath));
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!;
    return {
      sheetIn: sheet.responseEnd,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
      contractIn: contract.responseEnd,
      paint: paint.startTime,
      payload: payload.map((e) => e.startTime),
    };
  }, PAYLOAD_PATH);
  expect(order.firstScript).toBeGreaterThanOrEqual(order.sheetIn);
  expect(order.paint).toBeGreaterThanOrEqual(order.contractIn);
  expect(order.payload, "the payload requested once, after the first paint").toHaveLength(1);
  expect(order.payload[0]).toBeGreaterThanOrEqual(order.paint);
});
