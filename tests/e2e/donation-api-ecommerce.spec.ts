import { DONATIONS_ENDPOINT } from "../../components/sections/shared/order-figures";
import { TOKEN_CLASS } from "../../lib/code-html";
import { SECTION_CONTEXT, sectionOf, sectionsOf } from "../../lib/content/load";
import { codeBlockCopy, promptCopyToasts } from "../../lib/content/shared";
import { formatPercent } from "../../lib/money";
import { REVENUE_SHARE } from "../../lib/constants";
import { expect, test } from "./fixtures";
import { expectCodeScrollsInside, expectDoesNothing, sectionOrSkip } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own, and the samples' code
// (valid JavaScript and PHP, every field) in tests/unit/code-samples.test.ts.

const PATH = "/donation-api/ecommerce";
/** The prompt, if the page has it (a marketer may remove the section): the tests of it are skipped where it has none. */
const PROMPTS = sectionsOf(PATH, "api-prompt");
const PROMPT_TOASTS = promptCopyToasts(SECTION_CONTEXT.demos);
const HOW_IT_WORKS = sectionOf(PATH, "steps");
const SAMPLES = sectionOf(PATH, "code-samples");
const CODE_TOASTS = codeBlockCopy(SECTION_CONTEXT.demos).toasts;
const CTA = sectionOf(PATH, "call-to-action");
const [CTA_PRIMARY, CTA_SECONDARY] = CTA.button;
const promptText = (page: import("@playwright/test").Page, prompt: { id: string }) => page.locator(`#${prompt.id}-text`);
const toast = (page: import("@playwright/test").Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe(PATH, () => {
  test("shows the prompt, three how-it-works steps, two highlighted samples and the buttons", async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    for (const PROMPT of PROMPTS) {
      await expect(promptText(page, PROMPT)).toContainText(DONATIONS_ENDPOINT);
      await expect(promptText(page, PROMPT)).toContainText(`${formatPercent(REVENUE_SHARE)} of every order total`);
      await expect(main.getByRole("button", { name: PROMPT.copy })).toBeVisible();
    }

    const how = main.getByRole("region", { name: HOW_IT_WORKS.heading });
    await expect(how.getByRole("listitem")).toHaveCount(HOW_IT_WORKS.steps.length);
    for (const step of HOW_IT_WORKS.steps) await expect(how.getByRole("heading", { level: 3, name: step.title })).toBeVisible();

    for (const sample of SAMPLES.samples) {
      await expect(main.getByRole("heading", { level: 3, name: sample.platform })).toBeVisible();
      const code = page.locator(`#${sample.id}-code`);
      await expect(code).toContainText(DONATIONS_ENDPOINT);
      // Highlighted at build time, with classes rather than inline colours.
      await expect(code.locator(`.${TOKEN_CLASS.keyword}`).first()).toBeVisible();
      await expect(code.locator(`.${TOKEN_CLASS.string}`).first()).toBeVisible();
      await expect(code.locator("[style]")).toHaveCount(0);
      await expectCodeScrollsInside(page, `${sample.id}-code`);
    }
    await expect(main.getByRole("button", { name: CTA_PRIMARY!.label })).toBeVisible();
    await expect(main.getByRole("button", { name: CTA_SECONDARY!.label })).toBeVisible();
  });

  test("Copy prompt writes the prompt to the clipboard and says so", async ({ page, context }) => {
    const PROMPT = sectionOrSkip(PROMPTS, "prompt");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    const expected = await promptText(page, PROMPT).textContent();
    await page.getByRole("button", { name: PROMPT.copy }).click();
    const copied = toast(page, PROMPT_TOASTS.copied.title);
    await expect(copied).toBeVisible();
    await expect(copied).toHaveAttribute("data-type", "success");
    await expect(copied).toContainText(PROMPT_TOASTS.copied.description);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("each code sample has its own copy button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    for (const sample of SAMPLES.samples) {
      await page.getByRole("button", { name: sample.copyLabel }).click();
      const expected = await page.locator(`#${sample.id}-code`).textContent();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    await expect(toast(page, CODE_TOASTS.copied.title).first()).toBeVisible();
  });

  test("a refused clipboard gets an error toast and the prompt selected for a manual copy", async ({ page }) => {
    const PROMPT = sectionOrSkip(PROMPTS, "prompt");
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    await page.goto(PATH);
    await page.getByRole("button", { name: PROMPT.copy }).click();
    const failed = toast(page, PROMPT_TOASTS.failed.title);
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute("data-type", "error");
    await expect(failed).toContainText(PROMPT_TOASTS.failed.description);
    await expect(toast(page, PROMPT_TOASTS.copied.title)).toHaveCount(0);
    const expected = await promptText(page, PROMPT).textContent();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(expected);
    await expect(promptText(page, PROMPT)).not.toHaveCSS("user-select", "none");
  });

  test("a missing clipboard API gets the same fallback", async ({ page }) => {
    const PROMPT = sectionOrSkip(PROMPTS, "prompt");
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    });
    await page.goto(PATH);
    await page.getByRole("button", { name: PROMPT.copy }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText(PROMPT_TOASTS.failed.title);
  });

  test("the prompt can be copied with the keyboard", async ({ page, context }) => {
    const PROMPT = sectionOrSkip(PROMPTS, "prompt");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    await page.getByRole("button", { name: PROMPT.copy }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, PROMPT_TOASTS.copied.title)).toBeVisible();
  });

  test("Get Your API Key and View Documentation do nothing", async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    await expectDoesNothing(page, main.getByRole("button", { name: CTA_PRIMARY!.label }));
    await expectDoesNothing(page, main.getByRole("button", { name: CTA_SECONDARY!.label }));
  });
});
