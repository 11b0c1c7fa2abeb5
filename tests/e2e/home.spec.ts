import { sectionOf, sectionsOf } from "../../lib/content/load";
import type { Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";
import { expectHeadline, heroLines } from "./page-helpers";

const HOME_HERO = sectionOf("/", "hero");
/** The app's feed the hero draws, with its tagline, if it still draws it (a marketer may remove the drawing). */
const FEED = HOME_HERO.drawing?.find((drawing) => drawing.type === "feed");
/** The hero's Let's Go: its button down the page, if it still has one. */
const LETS_GO = HOME_HERO.buttons.find((button) => button.type === "section");
/** The features, in rows as launched (a marketer may choose cards): the section Let's Go scrolls to. */
const [FEATURES] = sectionsOf("/", "features");
const IN_ROWS = FEATURES?.look === "rows";
/** The closing call to action, if the page has it (a marketer may remove it). */
const HOME_CLOSING = sectionsOf("/", "call-to-action");

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own.

/**
 * Opens the home page, brings its Let's Go button into view and clicks it,
 * recording the page's scroll positions from the click on.
 */
async function clickLetsGo(page: Page) {
  await page.goto("/");
  const cta = page.getByRole("link", { name: LETS_GO!.label });
  await cta.scrollIntoViewIfNeeded();
  // The scroll to the button dispatches its scroll event by the next frame: past it, what is recorded is the click's.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const before = await page.evaluate(() => window.scrollY);
  const positions = await recordScrollPositions(page);
  await cta.click();
  return { before, positions };
}

test.describe("home page", () => {
  test.skip(!FEATURES, "the home page has no features (removed in the editor)");

  test("shows the hero, the four feature sections, the closing call to action and the sample cards", async ({ page }) => {
    await page.goto("/");
    await expectHeadline(page, heroLines(HOME_HERO));
    if (FEED?.tagline) await expect(page.getByText(FEED.tagline)).toBeVisible();
    // The features: one region named by the section's heading; in rows each feature's title a level-2 heading, on cards level 3.
    const features = page.getByRole("region", { name: FEATURES!.heading });
    for (const feature of FEATURES!.features) await expect(features.getByRole("heading", { level: IN_ROWS ? 2 : 3, name: feature.title })).toBeVisible();
    for (const closing of HOME_CLOSING) {
      await expect(page.getByRole("heading", { level: 2, name: closing.title })).toBeVisible();
      await expect(page.getByText(closing.line)).toBeVisible();
    }
    // The sample cards, each drawn beside the feature that picks its drawing (a marketer may remove that feature), in rows.
    for (const drawing of IN_ROWS ? FEATURES!.features.flatMap((feature) => feature.drawing ?? []) : []) {
      if (drawing.type === "impact") await expect(page.getByText(drawing.message)).toBeVisible();
      if (drawing.type === "waves") await expect(page.getByText(drawing.title).first()).toBeVisible();
    }
  });

  test("Let's Go scrolls smoothly to the feature sections", PHONE, async ({ page }) => {
    test.skip(!LETS_GO, "the hero has no button down the page (changed in the editor)");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Wherever the features are (below the hero as written; a marketer may put them above it).
    const { before, positions } = await clickLetsGo(page);
    // In rows the first feature's title opens the region; on cards, the section's heading.
    await expect(page.getByRole("heading", { name: IN_ROWS ? FEATURES!.features[0]!.title : FEATURES!.heading })).toBeInViewport();
    await expect.poll(() => page.evaluate((from) => Math.abs(window.scrollY - from), before), { message: "scrolled" }).toBeGreaterThan(200);
    expect(new Set(await positions()).size, "steps on the way").toBeGreaterThan(1);
  });

  test("Let's Go jumps instantly under reduced motion", async ({ page }) => {
    test.skip(!LETS_GO, "the hero has no button down the page (changed in the editor)");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { before, positions } = await clickLetsGo(page);
    await expect.poll(() => page.evaluate((from) => Math.abs(window.scrollY - from), before), { message: "scrolled" }).toBeGreaterThan(200);
    // scrollY moves at once; its scroll event comes with the next frame (read before it, the list was empty at 500 pages).
    await expect.poll(async () => (await positions()).length, { message: "the jump's scroll event" }).toBeGreaterThan(0);
    expect(new Set(await positions()), "one jump, no steps in between").toEqual(new Set([await page.evaluate(() => window.scrollY)]));
  });
});

/** Every scroll position the page passes through from now on (a smooth scroll leaves a trail of them). */
async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    window.addEventListener("scroll", () => positions.push(window.scrollY));
  });
  return () => page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
}
