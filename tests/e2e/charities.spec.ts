import { CHARITIES_CHECKOUT_API, CHARITIES_HERO, CHARITIES_RECEIVE_DROPS } from "../../lib/content/charities";
import { expect, test } from "./fixtures";
import { expectDialogOpeners, expectHeadline, headlineText } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own.

test.describe("/charities", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/charities");
  });

  test("has a hero and two sections, each with its own Apply button", async ({ page }) => {
    await expectHeadline(page, CHARITIES_HERO.headline);
    await expectDialogOpeners(page, CHARITIES_HERO.cta, [
      page.getByRole("region", { name: headlineText(CHARITIES_HERO.headline) }),
      page.getByRole("region", { name: CHARITIES_RECEIVE_DROPS.title }),
      page.getByRole("region", { name: CHARITIES_CHECKOUT_API.title }),
    ]);
  });

  test("speaks to verification, drops from the feed and the checkout API", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: CHARITIES_HERO.stepsTitle })).toBeVisible();
    for (const step of CHARITIES_HERO.steps) await expect(main.getByText(step.title, { exact: true })).toBeVisible();
    await expect(main.getByText(CHARITIES_HERO.card.tag, { exact: true })).toBeVisible();
    for (const point of CHARITIES_RECEIVE_DROPS.points) await expect(main.getByText(point)).toBeVisible();
    const api = page.getByRole("region", { name: CHARITIES_CHECKOUT_API.title });
    await expect(api.getByText(CHARITIES_CHECKOUT_API.eyebrow)).toBeVisible();
    for (const point of CHARITIES_CHECKOUT_API.points) await expect(api.getByText(point)).toBeVisible();
    await expect(api.getByRole("link", { name: CHARITIES_CHECKOUT_API.more.label })).toHaveAttribute("href", CHARITIES_CHECKOUT_API.more.href);
  });
});
