import { expect, test } from "@playwright/test";
import { SAVE_REFUSED } from "@/components/editor/save-notice";
import { fieldLabel } from "@/lib/content/editor-config";
import { PAGE_PATHS, SECTION_FILES } from "@/lib/content/load";
import { FIGURE_VALUES } from "@/lib/content/manifest";
import { routeSlug } from "@/lib/content/page-files.mjs";
import { pageProblems } from "@/lib/content/page-problems";
import { contentProblems } from "@/lib/content/schema";
import { pageSchema } from "@/lib/content/page.schema";
import { sectionSchemaOf } from "@/lib/sections/schemas";
import { guard, openEntry, save, startEditorBackend, type EditorBackend } from "./editor-backend";

/**
 * What the build would refuse, the editor refuses on Save (components/editor/save-checks.ts),
 * as a marketer meets it: a new page with two sections giving one anchor is not saved, and
 * the editor lists the problem naming the section and the field as it labels them; with the
 * field fixed, the same Save goes through. Against the local backend (./editor-backend.ts).
 */

let backend: EditorBackend;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  backend = await startEditorBackend();
});

test.afterAll(() => backend?.stop());

test("Save refuses a page the build would refuse, naming section and field; fixed, it saves", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = guard(page, baseURL!);
  // The words of a page made here: the test's own, not a marketer's.
  const made = { path: "/campaigns/check-test", title: "A page the editor checks", label: "Check test page", headline: "A page checked before Save" };
  const description = "A page made by the editor test with two sections that give one anchor, which Save refuses until one changes.";
  const name = routeSlug(made.path);
  const file = `lib/content/pages/${name}.json`;
  const steps = sectionSchemaOf("steps");

  await openEntry(page, "pages/new");
  await page.getByLabel(fieldLabel("path"), { exact: true }).fill(made.path, { timeout: 60_000 });
  await page.getByLabel(fieldLabel("title"), { exact: true }).fill(made.title);
  await page.getByLabel(fieldLabel("description"), { exact: true }).fill(description);
  await page.getByLabel(fieldLabel("label"), { exact: true }).fill(made.label);
  await page.getByLabel(fieldLabel("headline"), { exact: true }).first().fill(made.headline);
  // Two Steps sections, each added as its example, which gives an anchor: the same one twice.
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: `Add ${fieldLabel("sections")}` }).click();
    await page.getByRole("menuitem", { name: steps.label, exact: true }).click();
  }
  await save(page);

  // What the build's check says of that page: the editor lists the same words.
  const typed = { ...made, description, showInFooter: true, sections: [steps.example, steps.example] };
  const expected = pageProblems({ file, data: typed, pagePaths: PAGE_PATHS, claims: SECTION_FILES.claims.claims.map((c) => c.name), figures: FIGURE_VALUES });
  expect(expected.map((p) => p.at)).toEqual([["sections", 1, "anchor"]]);
  expect(expected[0]!.words).toMatch(new RegExp(`^Section 2, ${steps.label}: ${fieldLabel("anchor")}: `));
  const notice = page.getByRole("alert", { name: SAVE_REFUSED.save });
  await expect(notice.getByRole("listitem")).toHaveText(
    expected.map((p) => p.words),
    { timeout: 30_000 },
  );
  expect(backend.branches()).toEqual([]);

  // Fixed as the message says: the second section gives no anchor of its own (its heading makes one).
  // An optional field: Decap labels it "Anchor for links (optional)".
  await page
    .getByLabel(`${fieldLabel("anchor")} (optional)`, { exact: true })
    .nth(1)
    .fill("");
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/collections/pages/entries/${name}$`), { timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  await expect.poll(() => backend.readOn(`cms/pages/${name}`, file), { timeout: 60_000 }).toBeDefined();
  expect(contentProblems(file, pageSchema, JSON.parse(backend.fileOn(`cms/pages/${name}`, file)))).toEqual([]);
  expect(backend.git("rev-parse", "main")).toBe(backend.mainAtStart);
  expect(problems).toEqual([]);
});
