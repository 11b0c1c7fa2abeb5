import { pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import { expect, test } from "./fixtures";
import { expectDialogOpeners, expectHeadline, headlineText, heroLines } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("charities");
const CHARITIES_HERO = sectionOf(PATH, "hero");
/** The hero's verified cause, with how verification works. */
const [CAUSE] = CHARITIES_HERO.drawing ?? [];
if (CAUSE?.type !== "verified-cause") throw new Error(`${PATH}'s hero draws no verified cause`);
// A marketer may remove this one: what it says is checked where the page has it.
const CHARITIES_RECEIVE_DROPS = sectionsOf(PATH, "receive-drops");
const CHARITIES_CHECKOUT_API = sectionOf(PATH, "checkout-api");

test.describe("the charities page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("has a hero and two sections, each with its own Apply button", async ({ page }) => {
    await expectHeadline(page, heroLines(CHARITIES_HERO));
    // Each section names its own Apply button (the same words, as the page is written).
    const openers = [
      { region: page.getByRole("region", { name: headlineText(heroLines(CHARITIES_HERO)) }), name: CHARITIES_HERO.buttons[0]!.label },
      ...CHARITIES_RECEIVE_DROPS.map((section) => ({ region: page.getByRole("region", { name: section.title }), name: section.apply })),
      { region: page.getByRole("region", { name: CHARITIES_CHECKOUT_API.title }), name: CHARITIES_CHECKOUT_API.apply },
    ];
    await expectDialogOpeners(page, openers);
  });

  test("speaks to verification, drops from the feed and the checkout API", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: CAUSE.stepsTitle })).toBeVisible();
    for (const step of CAUSE.steps ?? []) await expect(main.getByText(step.title, { exact: true })).toBeVisible();
    await expect(main.getByText(CAUSE.tag, { exact: true })).toBeVisible();
    for (const point of CHARITIES_RECEIVE_DROPS.flatMap((section) => section.points)) await expect(main.getByText(point)).toBeVisible();
    const api = page.getByRole("region", { name: CHARITIES_CHECKOUT_API.title });
    await expect(api.getByText(CHARITIES_CHECKOUT_API.eyebrow)).toBeVisible();
    for (const point of CHARITIES_CHECKOUT_API.points) await expect(api.getByText(point)).toBeVisible();
    await expect(api.getByRole("link", { name: CHARITIES_CHECKOUT_API.more.label })).toHaveAttribute("href", CHARITIES_CHECKOUT_API.more.href);
  });
});
