import { pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import type { Action } from "../../lib/sections/shared/action";
import { expect, test } from "./fixtures";
import { expectDialogOpeners, expectHeadline, headlineText, heroLines } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("charities");
const CHARITIES_HERO = sectionOf(PATH, "hero");
/** The hero's verified cause, with how verification works, where the hero draws it (a marketer may remove the drawing). */
const CAUSE = (CHARITIES_HERO.drawing ?? []).find((drawing) => drawing.type === "verified-cause");
/** The page's Picture and text sections drawn with this drawing. */
const drawnWith = (kind: string) => sectionsOf(PATH, "picture-text").filter((section) => section.drawing?.[0]?.type === kind);
// A marketer may remove this one (the pitch beside the app's feed): what it says is checked where the page has it.
const CHARITIES_RECEIVE_DROPS = drawnWith("feed-phone");
// The pitch beside the drawn checkout, its Apply button and its link to the donation API's page, where the page has it.
const CHARITIES_CHECKOUT_API = drawnWith("checkout-card");
/** A section's Apply buttons: those that open the partner enquiry, found by what they do. */
const applyButtons = (buttons: readonly Action[] | undefined) => (buttons ?? []).filter((button) => button.type === "partner-enquiry");

test.describe("the charities page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("has a hero and two sections, each with its own Apply button", async ({ page }) => {
    await expectHeadline(page, heroLines(CHARITIES_HERO));
    // Each section names its own Apply button (the same words, as the page is written), where it has one.
    const openers = [
      ...applyButtons(CHARITIES_HERO.buttons).map((button) => ({
        region: page.getByRole("region", { name: headlineText(heroLines(CHARITIES_HERO)) }),
        name: button.label,
      })),
      ...[...CHARITIES_RECEIVE_DROPS, ...CHARITIES_CHECKOUT_API].flatMap((section) =>
        applyButtons(section.buttons).map((button) => ({ region: page.getByRole("region", { name: section.heading }), name: button.label })),
      ),
    ];
    await expectDialogOpeners(page, openers);
  });

  test("speaks to verification, drops from the feed and the checkout API", async ({ page }) => {
    const main = page.getByRole("main");
    if (CAUSE) {
      await expect(main.getByText(CAUSE.tag, { exact: true })).toBeVisible();
      // Its steps are drawn across the pale band (the hero's background "light", as launched), under their heading where it has one.
      const steps = CHARITIES_HERO.background === "light" ? (CAUSE.steps ?? []) : [];
      if (steps.length && CAUSE.stepsTitle) await expect(main.getByRole("heading", { name: CAUSE.stepsTitle })).toBeVisible();
      for (const step of steps) await expect(main.getByText(step.title, { exact: true })).toBeVisible();
    }
    for (const point of CHARITIES_RECEIVE_DROPS.flatMap((section) => section.points ?? [])) await expect(main.getByText(point)).toBeVisible();
    for (const section of CHARITIES_CHECKOUT_API) {
      const api = page.getByRole("region", { name: section.heading });
      if (section.eyebrow) await expect(api.getByText(section.eyebrow)).toBeVisible();
      for (const point of section.points ?? []) await expect(api.getByText(point)).toBeVisible();
      // Its link to a page (the donation API's, as launched), found by what it does.
      for (const more of (section.buttons ?? []).filter((button) => button.type === "page"))
        await expect(api.getByRole("link", { name: more.label })).toHaveAttribute("href", more.page);
    }
  });
});
