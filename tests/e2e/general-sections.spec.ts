import { SECTION_GALLERY_PATH } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";
import { expect, test, PHONE } from "./fixtures";
import { withoutJavaScript } from "./page-helpers";

/**
 * What the general sections of issue #30 (part B) add, on the editor's section
 * gallery, where each is drawn from its example: the questions open natively
 * (with and without JavaScript, by pointer and keyboard), a Text section's
 * Markdown headings sit under its own heading, and each feature is drawn with
 * its icon. A page's FAQPage is tests/unit/structured-data.test.ts's; what
 * every type shares (region, heading, axe) is section-gallery.spec.ts's.
 */

type Schema = (typeof SECTION_SCHEMAS)[number];
// The examples, typed by their schemas (the index's lookup, sectionSchemaOf, gives only their "type").
const QUESTIONS = SECTION_SCHEMAS.find((type): type is Extract<Schema, { name: "questions" }> => type.name === "questions")!.example;
const FEATURES = SECTION_SCHEMAS.find((type): type is Extract<Schema, { name: "features" }> => type.name === "features")!.example;

test("the questions open to their answers by click and by keyboard, one at a time as the visitor chooses", PHONE, async ({ page }) => {
  await page.goto(`${SECTION_GALLERY_PATH}#questions`);
  const section = page.locator("article#questions");
  const details = section.locator("details");
  await expect(details).toHaveCount(QUESTIONS.questions.length);
  const [first, second] = [details.nth(0), details.nth(1)];
  await expect(first).not.toHaveAttribute("open");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
  await expect(first.locator("summary + *")).toBeVisible();
  await expect(second).not.toHaveAttribute("open");

  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(second).not.toHaveAttribute("open");
});

test("the questions open without JavaScript", async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, SECTION_GALLERY_PATH, async (page) => {
    const first = page.locator("article#questions details").first();
    const answer = first.locator("summary + *");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
  });
});

test("a Text section's Markdown headings are level 3, under its own level-2 heading, in its region", async ({ page }) => {
  await page.goto(SECTION_GALLERY_PATH);
  const region = page.locator("article#text").getByRole("region");
  const headings = region.getByRole("heading");
  await expect(headings.first()).toHaveJSProperty("tagName", "H2");
  const levels = await headings.evaluateAll((all) => all.map((h) => h.tagName));
  expect(levels.slice(1).length).toBeGreaterThan(0);
  expect(levels.slice(1).every((tag) => tag === "H3")).toBe(true);
  // Its links are the site's own pages or https addresses, nothing else.
  for (const href of await region.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).toMatch(/^(\/|https:\/\/)/);
  }
});

test("each feature is drawn with its icon beside its title", PHONE, async ({ page }) => {
  await page.goto(SECTION_GALLERY_PATH);
  const items = page.locator("article#features").getByRole("listitem");
  await expect(items).toHaveCount(FEATURES.features.length);
  for (const item of await items.all()) {
    const icon = item.locator("svg path");
    await expect(icon).toHaveAttribute("d", /\S/);
    expect((await item.locator("svg").boundingBox())?.width ?? 0).toBeGreaterThan(16);
    await expect(item.getByRole("heading", { level: 3 })).toBeVisible();
  }
});
