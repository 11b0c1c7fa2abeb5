import { SECTION_CONTEXT } from "../../lib/content/load";
import { PARTNER_DIALOG } from "../../lib/content/partner-enquiry";
import { SECTION_GALLERY_PATH } from "../../lib/content/page.schema";
import { exampleSection, pageAnchors, sectionSchemaOf } from "../../lib/sections/schemas";
import type { Action } from "../../lib/sections/shared/action";
import { expect, PHONE, test, waitForHydration } from "./fixtures";

/**
 * What the general sections of part A add, on the editor's gallery
 * (app/(gallery)/admin/sections), where each is drawn from its example: the
 * hero's h1, the steps' <ol> under an h2, the quote's <figure>, and their
 * buttons, drawn by the action model. The gallery holds every type once, so
 * the home hero's "scroll to a section" example button finds the feature rows'
 * example's anchor. Words come from the examples, never literals.
 */

const example = (name: string) => exampleSection(sectionSchemaOf(name), SECTION_CONTEXT.figures);
const buttonsOf = (name: string): readonly Action[] => sectionSchemaOf(name).actions(example(name));
const fieldOf = (name: string, key: string): string => {
  const value: unknown = Object.entries(example(name)).find(([field]) => field === key)?.[1];
  if (typeof value !== "string") throw new Error(`the ${name} example has no text "${key}"`);
  return value;
};

test("the hero holds the h1, steps are an ordered list under an h2, a quote is a figure", async ({ page }) => {
  await page.goto(SECTION_GALLERY_PATH);
  const hero = page.locator("article#hero");
  await expect(hero.getByRole("heading", { level: 1, name: fieldOf("hero", "headline") })).toBeVisible();

  const steps = page.locator("article#steps");
  const stepsExample = example("steps");
  const list = steps.getByRole("list");
  await expect(list).toHaveJSProperty("tagName", "OL");
  const items = "steps" in stepsExample && Array.isArray(stepsExample.steps) ? stepsExample.steps : [];
  await expect(list.getByRole("listitem")).toHaveCount(items.length);
  await expect(list.getByRole("heading", { level: 3 })).toHaveCount(items.length);

  const quote = page.locator("article#quote");
  const name = fieldOf("quote", "name");
  const region = quote.getByRole("region", { name });
  await expect(region.locator("figure > blockquote")).toContainText(fieldOf("quote", "words"));
  await expect(region.locator("figure > figcaption")).toContainText(fieldOf("quote", "role"));
  // Each drawn section carries its anchor (lib/sections/anchors.ts), the gallery's as a page's.
  const anchors = pageAnchors(["hero", "quote", "steps", "call-to-action"].map(example));
  for (const anchor of anchors) expect(anchor).toBeDefined();
  await expect(region).toHaveAttribute("id", anchors[1]!);
});

test("a button that opens the partner enquiry opens the site's own dialog, which the page holds for its audience", PHONE, async ({ page }) => {
  const partner = buttonsOf("call-to-action").find((b) => b.type === "partner-enquiry");
  if (partner?.type !== "partner-enquiry") throw new Error("the call to action's example has no partner-enquiry button");
  await page.goto(SECTION_GALLERY_PATH);
  // The gallery has no early event contract (its layout says why): a click before hydration would be lost there, not on a page.
  // Its layout has no Droplist host either, so a Droplist button is checked in tests/unit/general-sections.test.tsx only.
  await waitForHydration(page);
  await page.locator("article#call-to-action").getByRole("button", { name: partner.label, exact: true }).click();
  await expect(page.getByRole("dialog", { name: PARTNER_DIALOG[partner.audience].title })).toBeVisible();
});
