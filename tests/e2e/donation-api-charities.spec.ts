import { checkoutDemoCopy } from "../../components/sections/api-checkout-demo/checkout-demo-copy";
import { claimValue } from "../../lib/content/claim-values";
import { TOKEN_CLASS } from "../../lib/code-html";
import { SECTION_CONTEXT, sectionOf, sectionsOf } from "../../lib/content/load";
import { formatAmount, formatGBP } from "../../lib/money";
import { CHECKOUT } from "../../lib/constants";
import { fillTemplate } from "../../lib/template";
import { expect, PHONE, test } from "./fixtures";
import { definitionOf, expectCodeScrollsInside, expectDoesNothing, openDemo, tabTo, testAccessibleSteps, withoutJavaScript } from "./page-helpers";

// What every page gets (header, no overflow, axe at rest, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own, and the demo's
// arithmetic in tests/unit/checkout*.test.ts*. This file checks the page in a real browser.

const PATH = "/donation-api/charities";
const HERO = sectionOf(PATH, "hero");
/** The hero's buttons: the main one down to Get Started, then View Documentation, which does nothing yet. */
const [HERO_CTA, HERO_SECONDARY] = HERO.buttons.map((button) => button.label);
/** The benefits, if the page has them (a marketer may remove the section). */
const BENEFITS = sectionsOf(PATH, "features");
const CODE = sectionOf(PATH, "code-samples");
const [REQUEST_DEMO] = CODE.buttons ?? [];
const STATS = sectionOf(PATH, "numbers");
const GET_STARTED = sectionOf(PATH, "call-to-action");
const [REQUEST_KEY, DOCUMENTATION] = GET_STARTED.button;
const DEMO = checkoutDemoCopy(sectionOf(PATH, "api-checkout-demo"), SECTION_CONTEXT);
const [AMOUNT, GIFT_AID, PAYMENT, THANK_YOU] = DEMO.steps;
const [SNIPPET] = CODE.samples;
const LAST_PRESET = CHECKOUT.presets[CHECKOUT.presets.length - 1]!;

test.describe(PATH, () => {
  test("FOR CHARITIES: headline, buttons, benefits, Request Demo, the snippet and the stats band", async ({ page }) => {
    await page.goto(PATH);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(new RegExp(`^${HERO.headline}$`, "i"));
    await expect(h1).toHaveCSS("text-transform", "uppercase");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: HERO_CTA! })).toBeVisible();
    await expect(main.getByRole("button", { name: HERO_SECONDARY! }).first()).toBeVisible();
    for (const benefit of BENEFITS.flatMap((section) => section.features))
      await expect(main.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
    await expect(main.getByRole("link", { name: REQUEST_DEMO!.label })).toBeVisible();

    const code = page.locator(`#${SNIPPET!.id}-code`);
    for (const field of ["apiKey:", "charityId:", "onSuccess:", `amount: ${CHECKOUT.defaultAmount}`, 'currency: "GBP"', "giftAid: true"]) {
      await expect(code).toContainText(field);
    }
    await expect(code.locator(`.${TOKEN_CLASS.keyword}`).first()).toBeVisible();
    await expectCodeScrollsInside(page, `${SNIPPET!.id}-code`);

    const stats = main.getByRole("region", { name: STATS.heading });
    for (const { label, claim } of STATS.figures) await expect(definitionOf(stats, label)).toHaveText(claimValue(SECTION_CONTEXT.claims, claim));
  });

  test("Get Started Free and Request Demo take the visitor to their sections", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("link", { name: HERO_CTA! }).click();
    await expect(page.getByRole("heading", { level: 2, name: GET_STARTED.title })).toBeInViewport();
    // The band a button scrolls to takes the focus it hands it, so the next Tab goes on from there.
    await expect(page.getByRole("region", { name: GET_STARTED.title })).toBeFocused();
    await page.getByRole("link", { name: REQUEST_DEMO!.label }).click();
    await expect(page.getByRole("heading", { level: 3, name: AMOUNT })).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  test("Request API Key and both View Documentation buttons do nothing", async ({ page }) => {
    await page.goto(PATH);
    const getStarted = page.getByRole("region", { name: GET_STARTED.title });
    await expectDoesNothing(page, getStarted.getByRole("button", { name: REQUEST_KEY!.label }));
    await expectDoesNothing(page, getStarted.getByRole("button", { name: DOCUMENTATION!.label }));
    await expectDoesNothing(page, page.getByRole("main").getByRole("button", { name: HERO_SECONDARY! }).first());
  });

  test.describe("the smart-checkout demo", () => {
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
        await expect(page.locator(`#${SNIPPET!.id}-code`)).toContainText("giftAid");
      });
    });
  });
});
