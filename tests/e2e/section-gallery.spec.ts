import { SECTION_GALLERY_PATH } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";
import { axeViolations, expect, test, PHONE } from "./fixtures";

/**
 * The editor's section gallery (app/(gallery)/admin/sections): every section
 * type of the schemas' index under its editor label, drawn by its view from its
 * example, at an anchor named by its key; under the editor's headers (its
 * policy, noindex), in no sitemap. The fixtures fail a test on any CSP
 * violation or request elsewhere. axe runs here for what jsdom cannot judge
 * (colour contrast); tests/unit/section-examples.test.tsx runs it per type.
 * That the editor's "Add sections" hint links here is tests/e2e/editor.spec.ts's.
 */

test("lists every section type by its editor label, each drawn from its example", PHONE, async ({ page }) => {
  const response = await page.goto(SECTION_GALLERY_PATH);
  expect(response?.status()).toBe(200);
  const nav = page.getByRole("navigation", { name: "Section types" });
  await expect(nav.getByRole("link")).toHaveText(SECTION_SCHEMAS.map((type) => type.label));
  for (const type of SECTION_SCHEMAS) {
    await test.step(type.name, async () => {
      const item = page.locator(`article#${type.name}`);
      await expect(item.getByRole("heading", { level: 2, name: type.label, exact: true }).first()).toBeVisible();
      // Drawn: the view's own landmark, named, taking room on the page.
      const drawn = item.getByRole("region").first();
      await expect(drawn).toHaveAccessibleName(/\S/);
      expect((await drawn.boundingBox())?.height ?? 0, `${type.name} is drawn`).toBeGreaterThan(100);
    });
  }
  await nav.getByRole("link", { name: SECTION_SCHEMAS[5]!.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${SECTION_SCHEMAS[5]!.name}$`));
  await expect(page.locator(`article#${SECTION_SCHEMAS[5]!.name}`)).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test("has the editor's headers and is kept out of search engines and the sitemap", async ({ page, request }) => {
  const response = await page.goto(SECTION_GALLERY_PATH);
  const headers = response!.headers();
  expect(headers["x-robots-tag"]).toContain("noindex");
  // The editor's policy (scripts/build/admin.mjs): the one that lets Decap compile its config's validator.
  expect(headers["content-security-policy"]).toContain("'unsafe-eval'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
});
