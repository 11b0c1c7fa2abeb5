import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "../../lib/content/droplist";
import { pagePath, sectionOf } from "../../lib/content/load";
import { FOOTER, HEADER } from "../../lib/content/layout";
import { ROUTES, TRANSPARENT_HEADER_PATHS } from "../../lib/routes";
import { expect, isPhone, PHONE, test } from "./fixtures";
import { signUpsOf, uniqueEmail } from "./kept";
import { orSkip } from "./page-helpers";

const HOME_PATH = pagePath("home");
const RESULT_PATH = pagePath("sent");
const RESULT = sectionOf(RESULT_PATH, "form-result");
const HOME_HERO = sectionOf(HOME_PATH, "hero");
/** The hero's button down to the content, found by what it does, if it has one (a marketer may remove it). */
const LETS_GO = HOME_HERO.buttons.find((button) => button.type === "section");

test.use({ javaScriptEnabled: false });

const WHITE = "rgb(255, 255, 255)";
const CLEAR = "rgba(0, 0, 0, 0)";
const OCEAN_900 = "rgb(7, 42, 71)";

/** A page whose header starts see-through (its first section is dark: the home page as written), if any. */
const TRANSPARENT_PATH = TRANSPARENT_HEADER_PATHS[0];

// With JavaScript off (or before it runs) no script follows the scroll: a see-through
// header must still be readable wherever the page is.
test("a see-through header is readable at every scroll position without JavaScript", PHONE, async ({ page }) => {
  test.skip(TRANSPARENT_PATH === undefined, "no page opens with a dark section");
  await page.goto(TRANSPARENT_PATH!);
  const header = page.getByRole("banner");
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = [0, 20, 21, 60, ...Array.from({ length: Math.ceil(bottom / 400) }, (_, i) => (i + 1) * 400), bottom];
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // At the top, over the dark hero: white text on no background; anywhere else, a white bar with dark text.
    await expect(header, `at ${y}px`).toHaveCSS("background-color", y <= 20 ? CLEAR : WHITE);
    await expect(header, `at ${y}px`).toHaveCSS("color", y <= 20 ? WHITE : OCEAN_900);
  }
});

// The stylesheet reads the page's own mark (lib/header.ts): a page without it is white at its top too.
test("a header on a page that does not open dark is white at its top without JavaScript", async ({ page }) => {
  const solid = ROUTES.find((route) => !TRANSPARENT_HEADER_PATHS.includes(route.path));
  test.skip(solid === undefined, "every page opens with a dark section");
  await page.goto(solid!.path);
  await expect(page.getByRole("banner")).toHaveCSS("background-color", WHITE);
  await expect(page.getByRole("banner")).toHaveCSS("color", OCEAN_900);
});

test("Let's Go takes the visitor to the content without JavaScript", async ({ page }) => {
  const letsGo = orSkip(LETS_GO, "the home hero has no link down to a section (removed in the editor)");
  await page.goto(HOME_PATH);
  // Wherever the features are (below the hero as written; a marketer may put them above it).
  const cta = page.getByRole("link", { name: letsGo.label });
  await cta.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await cta.click();
  await expect(page.locator(`[id="${letsGo.section}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate((from) => Math.abs(window.scrollY - from), before), { message: "scrolled" }).toBeGreaterThan(200);
});

test("on a phone the menu opens without JavaScript and its links work", PHONE, async ({ page }) => {
  test.skip(!isPhone(page), "the menu toggle exists below 768 px only");
  // The header's last link, wherever a marketer points it.
  const link = HEADER.links[HEADER.links.length - 1]!;
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: link.mobileLabel })).toBeHidden();
  await header.getByRole("button", { name: HEADER.menuLabel }).click();
  // Over the see-through page's top too, the open menu sits on a white header.
  await expect(header).toHaveCSS("background-color", WHITE);
  for (const each of HEADER.links) await expect(header.getByRole("link", { name: each.mobileLabel })).toBeVisible();
  await header.getByRole("button", { name: HEADER.menuLabel }).click();
  await expect(header.getByRole("link", { name: link.mobileLabel })).toBeHidden();
  await header.getByRole("button", { name: HEADER.menuLabel }).click();
  await header.getByRole("link", { name: link.mobileLabel }).click();
  await expect(page).toHaveURL(new RegExp(`${link.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(header.getByRole("link", { name: link.mobileLabel })).toBeHidden();
});

// Without script the Droplist's forms post themselves to the endpoint, which keeps the address and answers with the
// result page, saying what happened in the form's own words (its toast's); Back finds the address still typed.
test("without JavaScript, Join in the footer stores the address and lands on the result page; Back keeps what was typed", async ({ page }, testInfo) => {
  const address = uniqueEmail(testInfo);
  await page.goto("/");
  const form = page.getByRole("form", { name: DROPLIST_INLINE_FORM.formLabel });
  await form.getByLabel(DROPLIST_INLINE_FORM.emailLabel).fill(address);
  const [answer] = await Promise.all([page.waitForResponse("**/api/droplist*"), form.getByLabel(DROPLIST_INLINE_FORM.emailLabel).press("Enter")]);
  expect(answer.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: DROPLIST_INLINE_FORM.joined.title })).toBeVisible();
  await expect(page.getByText(DROPLIST_INLINE_FORM.joined.description)).toBeVisible();
  await expect(page.getByRole("link", { name: RESULT.back })).toHaveAttribute("href", "/");
  // The result page is nobody's to index, and runs nothing.
  expect(answer.headers()["x-robots-tag"]).toContain("noindex");
  expect(await page.locator("script").count()).toBe(0);
  const rows = await signUpsOf(page.request, address);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slice(2, 4)).toEqual(["/", "footer"]);
  await page.goBack();
  await expect(page.getByRole("form", { name: DROPLIST_INLINE_FORM.formLabel }).getByLabel(DROPLIST_INLINE_FORM.emailLabel)).toHaveValue(address);
});

test("without JavaScript, an address the form refuses lands on the result page's refusal, and nothing is stored", async ({ page }, testInfo) => {
  const address = uniqueEmail(testInfo).replace("@", "-at-");
  await page.goto("/");
  const form = page.getByRole("form", { name: DROPLIST_INLINE_FORM.formLabel });
  await form.getByLabel(DROPLIST_INLINE_FORM.emailLabel).fill(address);
  const [answer] = await Promise.all([
    page.waitForResponse("**/api/droplist*"),
    form.getByRole("button", { name: DROPLIST_INLINE_FORM.buttons.idle, exact: true }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: DROPLIST_INLINE_FORM.invalid.title })).toBeVisible();
  await expect(page.getByText(DROPLIST_INLINE_FORM.invalid.description)).toBeVisible();
  expect(await signUpsOf(page.request, address)).toHaveLength(0);
});

test("without JavaScript, the Droplist's window posts too, with its own consent words", async ({ page }, testInfo) => {
  const address = uniqueEmail(testInfo);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(DROPLIST_MODAL.form.emailLabel).fill(address);
  await dialog.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }).click();
  await expect(page.getByRole("heading", { level: 1, name: DROPLIST_MODAL.form.joined.title })).toBeVisible();
  const rows = await signUpsOf(page.request, address);
  expect(rows).toHaveLength(1);
  expect(rows[0]![3]).toBe("modal");
  expect(rows[0]![4]).toContain(DROPLIST_MODAL.agreement.privacy);
});

test("the result page, opened directly, shows its own words and is kept out of search", async ({ page }) => {
  await page.goto(RESULT_PATH);
  await expect(page.getByRole("heading", { level: 1, name: RESULT.heading })).toBeVisible();
  await expect(page.getByText(RESULT.body)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
