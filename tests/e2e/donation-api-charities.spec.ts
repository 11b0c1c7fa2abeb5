import type { Locator, Page } from "@playwright/test";
import { checkoutDemoCopy } from "../../components/sections/api-checkout-demo/checkout-demo-copy";
import { CODE_SAMPLES } from "../../components/sections/code-samples/code";
import { withClaims } from "../../lib/content/claim-values";
import { TOKEN_CLASS } from "../../lib/code-html";
import { SECTION_CONTEXT, pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import type { CodeName } from "../../lib/sections/code-samples/code-names";
import { formatAmount, formatGBP } from "../../lib/money";
import { CHECKOUT } from "../../lib/constants";
import { fillTemplate } from "../../lib/template";
import { expect, PHONE, test } from "./fixtures";
import {
  expectCodeScrollsInside,
  expectDoesNothing,
  expectFigures,
  headlineText,
  heroLines,
  openDemo,
  tabTo,
  testAccessibleSteps,
  withoutJavaScript,
} from "./page-helpers";

// What every page gets (header, no overflow, axe at rest, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own, and the demo's
// arithmetic in tests/unit/checkout*.test.ts*. This file checks the page in a real browser.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("donation-api-charities");
const HERO = sectionOf(PATH, "hero");
/** The hero's buttons, found by what they do: the main one down to Get Started, and View Documentation, which does nothing yet. */
const HERO_CTA = HERO.buttons.find((button) => button.type === "section");
const HERO_PLACEHOLDERS = HERO.buttons.filter((button) => button.type === "placeholder");
/** The benefits, if the page has them (a marketer may remove the section). */
const BENEFITS = sectionsOf(PATH, "features");
/** The code samples and their buttons (Request Demo, down to the demo), as many as the page has. */
const CODE = sectionsOf(PATH, "code-samples");
const SAMPLES = CODE.flatMap((section) => section.samples);
const CODE_LINKS = CODE.flatMap((section) => (section.buttons ?? []).filter((button) => button.type === "section"));
const STATS = sectionsOf(PATH, "numbers");
/** The Get Started bands, with their buttons that do nothing yet (Request API Key, View Documentation). */
const GET_STARTED = sectionsOf(PATH, "call-to-action");
const GET_STARTED_PLACEHOLDERS = GET_STARTED.flatMap((section) =>
  section.button.filter((button) => button.type === "placeholder").map((button) => ({ section, button })),
);
/** The smart-checkout demo, if the page has it (a marketer may remove it): its tests are skipped where it has none. */
const [DEMO_SECTION] = sectionsOf(PATH, "api-checkout-demo");
const LAST_PRESET = CHECKOUT.presets[CHECKOUT.presets.length - 1]!;

/** A code block shows the sample it names, whatever the page calls it: its code; the charities' checkout with every field. */
async function expectSampleCode(code: Locator, name: CodeName) {
  await expect(code).toHaveText(CODE_SAMPLES[name].code);
  if (name !== "checkout") return;
  for (const field of ["apiKey:", "charityId:", "onSuccess:", `amount: ${CHECKOUT.defaultAmount}`, 'currency: "GBP"', "giftAid: true"]) {
    await expect(code).toContainText(field);
  }
}

/** Where a button of the page scrolls to, by its anchor: the element is in view, and the section's heading (a call to action's, which also takes the focus; the demo's first step). */
async function expectScrolledTo(page: Page, anchor: string) {
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  const band = GET_STARTED.find((section) => section.anchor === anchor);
  if (band) {
    await expect(page.getByRole("heading", { level: 2, name: band.title })).toBeInViewport();
    // The band a button scrolls to takes the focus it hands it, so the next Tab goes on from there.
    await expect(page.getByRole("region", { name: band.title })).toBeFocused();
  }
  if (DEMO_SECTION?.id === anchor) {
    const [amount] = checkoutDemoCopy(DEMO_SECTION, SECTION_CONTEXT).steps;
    await expect(page.getByRole("heading", { level: 3, name: amount })).toBeInViewport();
  }
}

test.describe(PATH, () => {
  test("FOR CHARITIES: headline, buttons, benefits, Request Demo, the snippet and the stats band", async ({ page }) => {
    await page.goto(PATH);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(headlineText(heroLines(HERO)));
    await expect(h1).toHaveCSS("text-transform", "uppercase");

    const main = page.getByRole("main");
    if (HERO_CTA) await expect(main.getByRole("link", { name: HERO_CTA.label })).toBeVisible();
    for (const button of HERO_PLACEHOLDERS) await expect(main.getByRole("button", { name: button.label }).first()).toBeVisible();
    for (const benefit of BENEFITS.flatMap((section) => section.features))
      await expect(main.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
    for (const link of CODE_LINKS) await expect(main.getByRole("link", { name: link.label })).toBeVisible();

    for (const sample of SAMPLES) {
      const code = page.locator(`#${sample.id}-code`);
      await expectSampleCode(code, sample.code);
      await expect(code.locator(`.${TOKEN_CLASS.keyword}`).first()).toBeVisible();
      await expectCodeScrollsInside(page, `${sample.id}-code`);
    }

    for (const stats of STATS)
      await expectFigures(main.getByRole("region", { name: stats.heading }), stats.look, withClaims(stats.figures, SECTION_CONTEXT.claims));
  });

  // Two to a row on a phone, where a label of two lines beside one of one had put the figures out of line.
  test("the stats band's figures, side by side, start on one line", PHONE, async ({ page }) => {
    test.skip(STATS.length === 0, "the page has no numbers section (removed in the editor)");
    await page.goto(PATH);
    for (const stats of STATS)
      await expectFigures(page.getByRole("main").getByRole("region", { name: stats.heading }), stats.look, withClaims(stats.figures, SECTION_CONTEXT.claims));
  });

  test("Get Started Free and Request Demo take the visitor to their sections", async ({ page }) => {
    const links = [...(HERO_CTA ? [HERO_CTA] : []), ...CODE_LINKS];
    test.skip(links.length === 0, "the page has no button down to a section (removed in the editor)");
    await page.goto(PATH);
    for (const link of links) {
      await page.getByRole("link", { name: link.label }).click();
      await expectScrolledTo(page, link.section);
    }
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  test("Request API Key and both View Documentation buttons do nothing", async ({ page }) => {
    test.skip(GET_STARTED_PLACEHOLDERS.length + HERO_PLACEHOLDERS.length === 0, "the page has no button that does nothing yet (changed in the editor)");
    await page.goto(PATH);
    for (const { section, button } of GET_STARTED_PLACEHOLDERS)
      await expectDoesNothing(page, page.getByRole("region", { name: section.title }).getByRole("button", { name: button.label }));
    for (const button of HERO_PLACEHOLDERS) await expectDoesNothing(page, page.getByRole("main").getByRole("button", { name: button.label }).first());
  });

  test.describe("the smart-checkout demo", () => {
    if (!DEMO_SECTION) {
      test("is on the page", () => test.skip(true, "the page has no smart-checkout demo (removed in the editor)"));
      return;
    }
    const DEMO = checkoutDemoCopy(DEMO_SECTION, SECTION_CONTEXT);
    const [AMOUNT, GIFT_AID, PAYMENT, THANK_YOU] = DEMO.steps;

    test("walks its four steps and starts over, its later steps fetched as it comes near", PHONE, async ({ page }) => {
      const demo = await openDemo(page, PATH, DEMO, "bg-coral-300/40");
      const progress = demo.getByRole("list", { name: DEMO.progressLabel });
      for (const preset of CHECKOUT.presets) await expect(demo.getByRole("button", { name: formatAmount(preset), exact: true })).toBeVisible();
      await expect(demo.getByRole("spinbutton", { name: DEMO.customAmount })).toHaveValue(String(CHECKOUT.defaultAmount));
      await expect(demo.getByRole("checkbox", { name: DEMO.monthly })).toBeChecked();
      await demo.getByRole("button", { name: DEMO.continue }).click();

      await expect(demo.getByRole("heading", { level: 3, name: GIFT_AID })).toBeFocused();
      await expect(progress.locator("[aria-current=step]")).toContainText(DEMO.shortSteps[1]!);
      await expect(demo.getByText(DEMO.giftAidPitch)).toBeVisible();
      await expect(demo.getByRole("checkbox", { name: DEMO.giftAidCheckbox })).toBeChecked();
      await demo.getByRole("button", { name: DEMO.continue }).click();

      await expect(demo.getByRole("heading", { level: 3, name: PAYMENT })).toBeFocused();
      const bank = demo.getByRole("radio", { name: DEMO.bank });
      const card = demo.getByRole("radio", { name: DEMO.card });
      await expect(bank).toBeChecked();
      await expect(bank).toHaveAccessibleDescription(DEMO.bankBadge);
      await expect(card).toHaveAccessibleDescription(DEMO.cardBadge);
      await expect(demo.getByRole("button", { name: DEMO.continue })).toHaveCount(0);
      const withFee = formatGBP(CHECKOUT.defaultAmount + CHECKOUT.cardFee);
      await card.check();
      await expect(demo.getByText(withFee)).toBeVisible();
      await bank.check();
      await expect(demo.getByText(withFee)).toHaveCount(0);
      await demo.getByRole("button", { name: DEMO.donate }).click();

      await expect(demo.getByRole("heading", { level: 3, name: THANK_YOU })).toBeFocused();
      await expect(demo.getByText(fillTemplate(DEMO.thankYou, { amount: formatAmount(CHECKOUT.defaultAmount) }))).toBeVisible();
      await expect(demo.getByText(DEMO.receipt)).toBeVisible();
      await demo.getByRole("button", { name: DEMO.startOver }).click();

      await expect(demo.getByRole("heading", { level: 3, name: AMOUNT })).toBeFocused();
      await expect(demo.getByRole("spinbutton", { name: DEMO.customAmount })).toHaveValue(String(CHECKOUT.defaultAmount));
      await expect(demo.getByRole("checkbox", { name: DEMO.monthly })).toBeChecked();
    });

    test("can be finished with the keyboard alone, thanking for the amount chosen", async ({ page }) => {
      await page.goto(PATH);
      const demo = page.locator(`#${DEMO.id}`);
      await page.getByRole("heading", { level: 2, name: DEMO.title }).scrollIntoViewIfNeeded();
      await demo.focus();
      await tabTo(page, demo.getByRole("button", { name: formatAmount(LAST_PRESET), exact: true }));
      await page.keyboard.press("Enter");
      await expect(demo.getByRole("spinbutton", { name: DEMO.customAmount })).toHaveValue(String(LAST_PRESET));
      await tabTo(page, demo.getByRole("button", { name: DEMO.continue }));
      await page.keyboard.press("Enter");
      await expect(demo.getByRole("heading", { level: 3, name: GIFT_AID })).toBeFocused();
      await tabTo(page, demo.getByRole("checkbox", { name: DEMO.giftAidCheckbox }));
      await page.keyboard.press("Space");
      await expect(demo.getByRole("checkbox", { name: DEMO.giftAidCheckbox })).not.toBeChecked();
      await tabTo(page, demo.getByRole("button", { name: DEMO.continue }));
      await page.keyboard.press("Enter");
      await tabTo(page, demo.getByRole("radio", { name: DEMO.bank }));
      await page.keyboard.press("ArrowDown");
      await expect(demo.getByRole("radio", { name: DEMO.card })).toBeChecked();
      await tabTo(page, demo.getByRole("button", { name: DEMO.donate }));
      await page.keyboard.press("Enter");
      await expect(demo.getByText(fillTemplate(DEMO.thankYou, { amount: formatAmount(LAST_PRESET) }))).toBeVisible();
      await tabTo(page, demo.getByRole("button", { name: DEMO.startOver }));
      await page.keyboard.press("Enter");
      await expect(demo.getByRole("heading", { level: 3, name: AMOUNT })).toBeFocused();
    });

    test("the custom amount keeps sensible typing and never shows NaN", async ({ page }) => {
      await page.goto(PATH);
      const demo = page.locator(`#${DEMO.id}`);
      const box = demo.getByRole("spinbutton", { name: DEMO.customAmount });
      await box.fill("12.5");
      await expect(box).toHaveValue("12.5");
      // The demo has taken the amount (what typing before hydration does is early-actions.spec.ts's).
      await expect(demo.getByText(formatAmount(12.5), { exact: true })).toBeVisible();
      await box.pressSequentially("abc-e");
      await expect(box).toHaveValue("12.5");
      await box.fill("-5");
      await expect(box).toHaveValue("12.5");
      await box.fill("");
      await box.blur();
      await expect(box).toHaveValue("12.50");
      await box.fill("1e9");
      await expect(box).toHaveValue(String(CHECKOUT.maxCustomAmount));
      await box.fill("0");
      await demo.getByRole("button", { name: DEMO.continue }).click();
      await expect(demo.getByText(formatGBP(CHECKOUT.maxCustomAmount)).first()).toBeVisible();
      await expect(page.locator("body")).not.toContainText("NaN");
    });

    testAccessibleSteps(PATH, DEMO.id, (demo) => [
      { press: demo.getByRole("button", { name: DEMO.continue }), shows: demo.getByRole("checkbox", { name: DEMO.giftAidCheckbox }) },
      { press: demo.getByRole("button", { name: DEMO.continue }), shows: demo.getByRole("radio", { name: DEMO.bank }) },
      { press: demo.getByRole("button", { name: DEMO.donate }), shows: demo.getByRole("button", { name: DEMO.startOver }) },
    ]);

    test("its first step and the snippet are in the page with JavaScript off", async ({ browser, baseURL }) => {
      await withoutJavaScript(browser, baseURL, PATH, async (page) => {
        await expect(page.getByRole("heading", { level: 3, name: AMOUNT })).toBeVisible();
        await expect(page.getByRole("spinbutton", { name: DEMO.customAmount })).toHaveValue(String(CHECKOUT.defaultAmount));
        for (const sample of SAMPLES) await expectSampleCode(page.locator(`#${sample.id}-code`), sample.code);
        // Its buttons need the script, and it says so (read from the <noscript>, which Chromium with scripts switched off
        // still parses as text).
        expect(await page.locator(`#${DEMO.id} noscript`).textContent()).toContain(SECTION_CONTEXT.demos.demoFrame.noScript);
      });
    });
  });
});
