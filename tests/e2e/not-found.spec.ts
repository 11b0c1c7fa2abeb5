import { sectionOf } from "../../lib/content/load";
import { NOT_FOUND } from "../../lib/content/not-found";
import { axeViolations, expect, test } from "./fixtures";
import { expectHeadline, heroLines } from "./page-helpers";

const HOME_HERO = sectionOf("/", "hero");

test("unknown paths get the 404 page with status 404 and log the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  // Only GETs, as on every page: a link that prefetched its page sent a HEAD for it.
  const methods = new Set<string>();
  page.on("request", (request) => methods.add(request.method()));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  // Kept out of search results, said once; no picture of its own, so not the large card.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  await expect(page.getByRole("heading", { name: NOT_FOUND.code })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect.poll(() => errors.some((e) => e.includes("/no/such/page"))).toBe(true);

  expect(await axeViolations(page)).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect([...methods]).toEqual(["GET"]);
  await page.getByRole("link", { name: NOT_FOUND.cta }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeadline(page, heroLines(HOME_HERO));
});
