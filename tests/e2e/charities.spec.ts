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
/** The page's Picture and text sections drawn with this drawing. */
const drawnWith = (kind: string) => sectionsOf(PATH, "picture-text").filter((section) => section.drawing?.[0]?.type === kind);
// A marketer may remove this one (the pitch beside the app's feed): what it says is checked where the page has it.
const CHARITIES_RECEIVE_DROPS = drawnWith("feed-phone");
// The pitch beside the drawn checkout, its Apply button and its link to the donation API's page.
const [CHARITIES_CHECKOUT_API] = drawnWith("checkout-card");
if (!CHARITIES_CHECKOUT_API) throw new Error(`The page ${PATH} has no "picture-text" section with a drawn checkout`);
const [CHECKOUT_APPLY, CHECKOUT_MORE] = CHARITIES_CHECKOUT_API.buttons ?? [];

test.describe("the charities page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("has a hero and two sections, each with its own Apply button", async ({ page }) => {
    await expectHeadline(page, heroLines(CHARITIES_HERO));
    // Each section names its own Apply button (the same words, as the page is written).
    const openers = [
      { region: page.getByRole("region", { name: headlineText(heroLines(CHARITIES_HERO)) }), name: CHARITIES_HERO.buttons[0]!.label },
      ...CHARITIES_RECEIVE_DROPS.map((section) => ({ region: page.getByRole("region", { name: section.heading }), name: section.buttons![0]!.label })),
      { region: page.getByRole("region", { name: CHARITIES_CHECKOUT_API.heading }), name: CHECKOUT_APPLY!.label },
    ];
    await expectDialogOpeners(page, openers);
  });

  test("speaks to verification, drops from the feed and the checkout API", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: CAUSE.stepsTitle })).toBeVisible();
    for (const step of CAUSE.steps ?? []) await expect(main.getByText(step.title, { exact: true })).toBeVisible();
    await expect(main.getByText(CAUSE.tag, { exact: true })).toBeVisible();
    for (const point of CHARITIES_RECEIVE_DROPS.flatMap((section) => section.points ?? [])) await expect(main.getByText(point)).toBeVisible();
    const api = page.getByRole("region", { name: CHARITIES_CHECKOUT_API.heading });
    await expect(api.getByText(CHARITIES_CHECKOUT_API.eyebrow!)).toBeVisible();
    for (const point of CHARITIES_CHECKOUT_API.points ?? []) await expect(api.getByText(point)).toBeVisible();
    if (CHECKOUT_MORE?.type !== "page") throw new Error("the drawn checkout's pitch has no link to a page");
    await expect(api.getByRole("link", { name: CHECKOUT_MORE.label })).toHaveAttribute("href", CHECKOUT_MORE.page);
  });
});
