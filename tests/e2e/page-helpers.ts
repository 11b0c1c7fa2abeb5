import type { Browser, Locator, Page } from "@playwright/test";
import { LATER_STEPS_MARGIN_PX } from "../../lib/constants";
import { pageAt } from "../../lib/content/load";
import { sectionSchemaOf } from "../../lib/sections/schemas";
import type { Action } from "../../lib/sections/shared/action";
import { axeViolations, expect, isPhone, PHONE, test } from "./fixtures";

/**
 * The page's section of a type, the test skipped where the page has none: a
 * marketer may remove a section in the editor (the every-edit run removes one
 * from each launch page), and what the test checks is then not on the page.
 */
export function sectionOrSkip<T>(sections: readonly T[], what: string): T {
  test.skip(sections.length === 0, `the page has no ${what} section (removed in the editor)`);
  return sections[0]!;
}

/** What a test needs that a marketer may remove (a button, a drawing): the test skipped, saying `why`, where it is absent. */
export function orSkip<T>(value: T | undefined, why: string): T {
  test.skip(value === undefined, why);
  return value!;
}

/** A button that opens the partner enquiry, with the audience whose form it opens (a marketer picks it). */
export type EnquiryOpener = Extract<Action, { type: "partner-enquiry" }>;

/** A page's buttons that open the partner enquiry, found by what they do, in the page's order (a marketer may remove or add one). */
export const enquiryOpenersOf = (path: string): EnquiryOpener[] =>
  pageAt(path).sections.flatMap((section) =>
    sectionSchemaOf(section.type)
      .actions(section)
      .filter((button): button is EnquiryOpener => button.type === "partner-enquiry"),
  );

/**
 * The first button on these pages, in order, that opens the enquiry for `audience`: its page, itself, and its place
 * among the page's openers of its words (the main content's buttons of that name, nth); none where no page has one.
 */
export function enquiryOpenerFor(paths: readonly string[], audience: EnquiryOpener["audience"]) {
  return paths
    .flatMap((path) =>
      enquiryOpenersOf(path).map((opener, i, all) => ({ path, opener, nth: all.slice(0, i).filter((other) => other.label === opener.label).length })),
    )
    .find(({ opener }) => opener.audience === audience);
}

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

/**
 * The test each demo has: on `path`, walks the demo's later steps (press, wait
 * for what the step shows, both found in the demo with id `demoId`) with an axe
 * scan on each.
 */
export function testAccessibleSteps(path: string, demoId: string, steps: (demo: Locator) => { press: Locator; shows: Locator }[]) {
  test("has no WCAG A/AA violations on the steps after the first", async ({ page }) => {
    await page.goto(path);
    for (const { press, shows } of steps(page.locator(`#${demoId}`))) {
      await press.click();
      await expect(shows).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
  test("on a phone, each new step's heading takes the focus with the step count above it clear of the fixed header", PHONE, async ({ page }) => {
    test.skip(!isPhone(page), "the phone's layout: a step's controls are taller than its view there");
    await page.goto(path);
    const header = page.getByRole("banner");
    for (const { press, shows } of steps(page.locator(`#${demoId}`))) {
      await press.click();
      await expect(shows).toBeVisible();
      const heading = page.locator(`#${demoId}`).getByRole("heading", { level: 3 });
      await expect(heading).toBeFocused();
      const count = heading.locator("xpath=preceding-sibling::p[1]");
      // The focus scrolls the page smoothly (motion not reduced): where it comes to rest is what counts.
      await page.evaluate(
        () =>
          new Promise<void>((rest) => {
            let last = NaN;
            const frame = () => (scrollY === last ? rest() : ((last = scrollY), requestAnimationFrame(() => requestAnimationFrame(frame))));
            frame();
          }),
      );
      const [headerBox, countBox] = [(await header.boundingBox())!, (await count.boundingBox())!];
      expect(countBox.y, "the step count starts below the header").toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    }
  });
}

/** Opens `path` with JavaScript switched off for `check`, in a context of its own. */
export async function withoutJavaScript(browser: Browser, baseURL: string | undefined, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

/** Words as a pattern that matches them literally. */
export const literally = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A headline written on two lines, matched however the lines join (with a space or none). */
export function headlineText(lines: readonly string[]): RegExp {
  return new RegExp(`^${lines.map(literally).join("\\s*")}$`, "i");
}

/** A hero's headline as the lines it is drawn on: the headline, then its second line where it has one. */
export const heroLines = (hero: { headline: string; headlineAccent?: string }): string[] => [
  hero.headline,
  ...(hero.headlineAccent ? [hero.headlineAccent] : []),
];

/** The page's h1 reads the two lines of a headline. */
export async function expectHeadline(page: Page, lines: readonly string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headlineText(lines));
}

/**
 * Each region holds exactly one visible button, by the name given with it, that
 * opens a dialog, and the main content has no others by that name. Each region
 * names its button from its own content field: regions whose words match are
 * counted together, as the page shows them.
 */
export async function expectDialogOpeners(page: Page, openers: { region: Locator; name: string }[]) {
  for (const name of new Set(openers.map((opener) => opener.name))) {
    const regions = openers.filter((opener) => opener.name === name).map((opener) => opener.region);
    for (const region of regions) {
      const button = region.getByRole("button", { name });
      await expect(button).toHaveCount(1);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    }
    await expect(page.getByRole("main").getByRole("button", { name })).toHaveCount(regions.length);
  }
}

/** The definition that follows a term, in a <dl> of term/definition pairs. */
export function definitionOf(list: Locator, term: string): Locator {
  return list.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
}

/**
 * A Numbers section's figures as its look draws them, in its region: each
 * value beside its label (look "cards": a card titled by the label; the band,
 * the default: a term and its definition), after its prefix where it has one.
 */
export async function expectFigures(region: Locator, look: string | undefined, figures: readonly { label: string; value: string; prefix?: string }[]) {
  // The prefix right before the value, however the two lines join.
  const drawn = (figure: { value: string; prefix?: string }) => `${figure.prefix ? `${literally(figure.prefix)}\\s*` : ""}${literally(figure.value)}`;
  if (look === "cards") {
    const items = region.getByRole("listitem");
    await expect(items).toHaveCount(figures.length);
    for (const figure of figures) {
      const item = items.filter({ has: region.page().getByRole("heading", { name: figure.label }) });
      await expect(item.getByText(figure.value, { exact: true })).toBeVisible();
      if (figure.prefix) await expect(item).toContainText(new RegExp(drawn(figure)));
    }
    return;
  }
  await expect(region.locator("dt")).toHaveCount(figures.length);
  for (const figure of figures) await expect(definitionOf(region, figure.label)).toHaveText(new RegExp(`^${drawn(figure)}$`));
  // Figures side by side start on one line, however many lines their labels take.
  const tops = await Promise.all(figures.map(async (figure) => (await definitionOf(region, figure.label).boundingBox())!));
  const cells = await region.locator("dt").evaluateAll((terms) => terms.map((term) => term.parentElement!.getBoundingClientRect().top));
  for (let i = 1; i < figures.length; i++) {
    if (Math.abs(cells[i]! - cells[i - 1]!) < 1)
      expect(Math.abs(tops[i]!.y - tops[i - 1]!.y), `${figures[i]!.label} beside ${figures[i - 1]!.label}`).toBeLessThan(1);
  }
}

/** A code block's <pre> scrolls sideways inside itself on a phone rather than widening the page. */
export async function expectCodeScrollsInside(page: Page, codeId: string) {
  const pre = page.locator("pre").filter({ has: page.locator(`#${codeId}`) });
  await expect(pre).toHaveAttribute("tabindex", "0");
  await expect(pre).toHaveCSS("overflow-x", "auto");
  if (!isPhone(page)) return;
  const { scrollWidth, clientWidth, right } = await pre.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    right: el.getBoundingClientRect().right,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(right).toBeLessThanOrEqual(page.viewportSize()!.width);
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
  // Every script the page starts with has arrived once it has hydrated; then nothing else is on its way.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(scripts.length, "scripts at start").toBeGreaterThan(0);
  // Fetched at once only where the page opens with the demo near (a marketer put it first); otherwise as it comes near.
  const bodies = await Promise.all(scripts.map((script) => script.body));
  if (bodies.some((body) => body.includes(laterMarker))) {
    const near = await demo.evaluate((el, margin) => el.getBoundingClientRect().top < window.innerHeight + margin, LATER_STEPS_MARGIN_PX);
    expect(near, "the later steps are in the scripts at start, yet the page opens far from the demo").toBe(true);
    return;
  }

  const later = page.waitForResponse((response) => response.request().resourceType() === "script");
  await demo.scrollIntoViewIfNeeded();
  expect(await (await later).text()).toContain(laterMarker);
}

/**
 * Opens a demo page, checks the demo's later steps are fetched only as it comes
 * near (expectLaterStepsFetchedNearDemo), and that it starts on its first step
 * with every step in its progress list; returns the demo.
 */
export async function openDemo(page: Page, path: string, copy: { id: string; progressLabel: string; steps: readonly string[] }, laterMarker: string) {
  const demo = page.locator(`#${copy.id}`);
  await expectLaterStepsFetchedNearDemo(page, path, demo, laterMarker);
  await expect(demo.getByRole("list", { name: copy.progressLabel }).getByRole("listitem")).toHaveCount(copy.steps.length);
  await expect(demo.getByRole("heading", { level: 3, name: copy.steps[0] })).toBeVisible();
  return demo;
}
