import { promptText as filledPrompt } from "../../components/sections/api-prompt/prompt-text";
import { CODE_SAMPLES } from "../../components/sections/code-samples/code";
import { DONATIONS_ENDPOINT } from "../../components/sections/shared/order-figures";
import { TOKEN_CLASS } from "../../lib/code-html";
import { SECTION_CONTEXT, pagePath, sectionsOf } from "../../lib/content/load";
import { codeBlockCopy, promptCopyToasts } from "../../lib/content/shared";
import { expect, test } from "./fixtures";
import { expectCodeScrollsInside, expectDoesNothing, sectionOrSkip } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own, and the samples' code
// (valid JavaScript and PHP, every field) in tests/unit/code-samples.test.ts.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("donation-api-ecommerce");
/** The prompt, if the page has it (a marketer may remove the section): the tests of it are skipped where it has none. */
const PROMPTS = sectionsOf(PATH, "api-prompt");
const PROMPT_TOASTS = promptCopyToasts(SECTION_CONTEXT.demos);
/** How it works, the samples and the closing band, as many as the page has (a marketer may remove each section). */
const HOW_IT_WORKS = sectionsOf(PATH, "steps");
const SAMPLES = sectionsOf(PATH, "code-samples").flatMap((section) => section.samples);
const CODE_TOASTS = codeBlockCopy(SECTION_CONTEXT.demos).toasts;
/** Get Your API Key and View Documentation: the closing bands' buttons that do nothing yet, found by what they do. */
const CTA_PLACEHOLDERS = sectionsOf(PATH, "call-to-action").flatMap((section) => section.button.filter((button) => button.type === "placeholder"));
const promptText = (page: import("@playwright/test").Page, prompt: { id: string }) => page.locator(`#${prompt.id}-text`);
const toast = (page: import("@playwright/test").Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe(PATH, () => {
  test("shows the prompt, the how-it-works steps, the highlighted samples and the buttons", async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    for (const PROMPT of PROMPTS) {
      // The prompt's words as the content has them, its slots filled: {endpoint} the API's address, {share} the revenue share.
      await expect(promptText(page, PROMPT)).toHaveText(filledPrompt(PROMPT.text));
      if (PROMPT.text.includes("{endpoint}")) await expect(promptText(page, PROMPT)).toContainText(DONATIONS_ENDPOINT);
      await expect(main.getByRole("button", { name: PROMPT.copy })).toBeVisible();
    }

    for (const section of HOW_IT_WORKS) {
      const how = main.getByRole("region", { name: section.heading });
      await expect(how.getByRole("listitem")).toHaveCount(section.steps.length);
      for (const step of section.steps) await expect(how.getByRole("heading", { level: 3, name: step.title })).toBeVisible();
    }

    for (const sample of SAMPLES) {
      if (sample.platform) await expect(main.getByRole("heading", { level: 3, name: sample.platform })).toBeVisible();
      const code = page.locator(`#${sample.id}-code`);
      // The code of the sample it names (a marketer picks which): the platforms' post each order's donation to the API.
      await expect(code).toHaveText(CODE_SAMPLES[sample.code].code);
      if (CODE_SAMPLES[sample.code].code.includes(DONATIONS_ENDPOINT)) await expect(code).toContainText(DONATIONS_ENDPOINT);
      // Highlighted at build time, with classes rather than inline colours.
      await expect(code.locator(`.${TOKEN_CLASS.keyword}`).first()).toBeVisible();
      await expect(code.locator(`.${TOKEN_CLASS.string}`).first()).toBeVisible();
      await expect(code.locator("[style]")).toHaveCount(0);
      await expectCodeScrollsInside(page, `${sample.id}-code`);
    }
    for (const button of CTA_PLACEHOLDERS) await expect(main.getByRole("button", { name: button.label })).toBeVisible();
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
    test.skip(SAMPLES.length === 0, "the page has no code samples section (removed in the editor)");
    for (const sample of SAMPLES) {
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
    test.skip(CTA_PLACEHOLDERS.length === 0, "the page has no call to action with a button that does nothing yet (changed in the editor)");
    await page.goto(PATH);
    const main = page.getByRole("main");
    for (const button of CTA_PLACEHOLDERS) await expectDoesNothing(page, main.getByRole("button", { name: button.label }));
  });
});
