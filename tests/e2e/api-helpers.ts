import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Presses Tab until `target` has focus (fails after `max` presses): keyboard-only navigation. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reachable with Tab").toBeFocused();
}

/** The page never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(innerWidth);
}

/** Clicks a button that must do nothing: no navigation, no dialog, no new page. */
export async function expectDoesNothing(page: Page, button: Locator) {
  const url = page.url();
  await expect(button).toHaveAttribute("type", "button");
  expect(await button.evaluate((el) => el.tagName)).toBe("BUTTON");
  expect(await button.evaluate((el) => el.closest("form"))).toBeNull();
  const popup = page.waitForEvent("popup", { timeout: 500 }).catch(() => null);
  await button.click();
  expect(await popup).toBeNull();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The sticky header is solid on these pages and the first heading starts below it. */
export async function expectContentBelowHeader(page: Page) {
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  const headerBox = await header.boundingBox();
  const h1Box = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(h1Box!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);
}

/**
 * The demo's steps after the first are not in the scripts the page starts with;
 * they arrive in one script when the demo comes near the viewport. `laterMarker`
 * is something only those steps' code contains: a class name, since their words
 * come with the page as the demo's copy.
 */
export async function expectLaterStepsFetchedNearDemo(page: Page, path: string, demo: Locator, laterMarker: string) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  expect(scripts.length, "scripts at start").toBeGreaterThan(0);
  for (const script of scripts) expect(await script.body, `${script.url} holds the later steps`).not.toContain(laterMarker);

  const later = page.waitForResponse((response) => response.request().resourceType() === "script");
  await demo.scrollIntoViewIfNeeded();
  expect(await (await later).text()).toContain(laterMarker);
}
