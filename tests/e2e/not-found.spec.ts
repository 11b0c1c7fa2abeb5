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
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND.code })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect.poll(() => errors.some((e) => e.includes("/no/such/page"))).toBe(true);

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: NOT_FOUND.cta }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeadline(page, heroLines(HOME_HERO));
});
