import { FOOTER_ROUTES, TRANSPARENT_HEADER_PATHS } from "../../lib/routes";
import { HEADER } from "../../lib/content/layout";
import { SITE_COPY } from "../../lib/content/site-copy";
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from "../../lib/constants";
import { MOBILE_MENU_ID } from "../../lib/top-layer-ids.mjs";
import { axeViolations, expect, exposedExpanded, isPhone, PHONE, test, waitForHydration } from "./fixtures";

// The header's first and last links (the same one where a marketer left one), wherever they point.
const FIRST = HEADER.links[0]!;
const LAST = HEADER.links[HEADER.links.length - 1]!;
/** A page whose header starts see-through (its first section is dark), if any: which pages do is the content's. */
const TRANSPARENT_PATH = TRANSPARENT_HEADER_PATHS[0];

test.describe("shared header", () => {
  test("is fixed, transparent at the top of a page that opens dark and white with a shadow past 20 px", PHONE, async ({ page }) => {
    test.skip(TRANSPARENT_PATH === undefined, "no page opens with a dark section");
    await page.goto(TRANSPARENT_PATH!);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate((threshold) => window.scrollTo(0, threshold + 1), HEADER_SCROLL_THRESHOLD_PX);
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");

    // Exactly at the threshold it is transparent again: a change to wait for, not a moment to sleep through.
    await page.evaluate((threshold) => window.scrollTo(0, threshold), HEADER_SCROLL_THRESHOLD_PX);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate((threshold) => window.scrollTo(0, threshold + 1), HEADER_SCROLL_THRESHOLD_PX);
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test(`trades the phone menu for links at ${MOBILE_BREAKPOINT_PX} px`, async ({ page }) => {
    test.skip(isPhone(page), "resizes a desktop window");
    const header = page.getByRole("banner");
    await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 800 });
    await page.goto(FIRST.href);
    await expect(header.getByRole("button", { name: HEADER.menuLabel })).toBeVisible();
    await expect(header.getByRole("link", { name: FIRST.desktopLabel })).toBeHidden();
    await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 800 });
    await expect(header.getByRole("button", { name: HEADER.menuLabel })).toBeHidden();
    await expect(header.getByRole("link", { name: FIRST.desktopLabel })).toBeVisible();
  });

  test("has a logo linking home and the desktop links", async ({ page }) => {
    test.skip(isPhone(page), "desktop layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: HEADER.homeLabel })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: FIRST.desktopLabel })).toHaveAttribute("href", FIRST.href);
    await expect(header.getByRole("link", { name: LAST.desktopLabel })).toHaveAttribute("href", LAST.href);
    await expect(header.getByRole("button", { name: HEADER.menuLabel })).toBeHidden();
  });

  test("on a phone a toggle opens and closes the menu, Escape too, one name and the browser's expanded state", PHONE, async ({ page }) => {
    test.skip(!isPhone(page), "phone layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: LAST.desktopLabel })).toBeHidden();
    const toggle = header.getByRole("button", { name: HEADER.menuLabel });
    // No aria-expanded to keep true by script: the browser exposes the popover's state.
    await expect(toggle).not.toHaveAttribute("aria-expanded");
    await expect.poll(() => exposedExpanded(page, "#menu-toggle")).toBe(false);
    await toggle.click();
    await expect(header.getByRole("link", { name: LAST.mobileLabel })).toHaveAttribute("href", LAST.href);
    await expect(header.getByRole("link", { name: FIRST.mobileLabel })).toBeVisible();
    await expect(toggle).toHaveAccessibleName(HEADER.menuLabel);
    await expect.poll(() => exposedExpanded(page, "#menu-toggle")).toBe(true);
    // The open menu sits on a white header, even where the page starts it transparent.
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // Tab goes from the toggle into the menu, in the page's order.
    await toggle.focus();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("link", { name: FIRST.mobileLabel })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await expect(header.getByRole("link", { name: LAST.mobileLabel })).toBeHidden();
    await expect.poll(() => exposedExpanded(page, "#menu-toggle")).toBe(false);

    await toggle.click();
    await expect(header.getByRole("link", { name: LAST.mobileLabel })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: LAST.mobileLabel })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("on a phone the menu marks the page the visitor is on, as the desktop links do", PHONE, async ({ page }) => {
  test.skip(!isPhone(page), "phone layout");
  test.skip(FIRST === LAST, "the header has one link (changed in the editor)");
  await page.goto(FIRST.href);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: HEADER.menuLabel }).click();
  const [here, there] = [header.getByRole("link", { name: FIRST.mobileLabel }), header.getByRole("link", { name: LAST.mobileLabel })];
  await expect(here).toHaveAttribute("aria-current", "page");
  await expect(there).not.toHaveAttribute("aria-current");
  // To the eye too: the current page's link stands apart from the others.
  const background = (link: typeof here) => link.evaluate((a) => getComputedStyle(a).backgroundColor);
  expect(await background(here)).not.toBe(await background(there));
});

test.describe("skip link", () => {
  test("the first Tab shows it as a padded pill in the view, and it takes the focus to the page's content", PHONE, async ({ page }) => {
    // A link: it works the moment the page is painted, so the test does not wait for the page's scripts.
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: SITE_COPY.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    // Its words sit inside it with room around them, not against its edges.
    const [pill, words] = await skip.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode()!);
      return [link.getBoundingClientRect().toJSON(), range.getBoundingClientRect().toJSON()] as DOMRect[];
    });
    expect(words!.left - pill!.left, "room before the words").toBeGreaterThanOrEqual(12);
    expect(pill!.right - words!.right, "room after the words").toBeGreaterThanOrEqual(12);
    expect(words!.top - pill!.top, "room above the words").toBeGreaterThanOrEqual(6);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("route changes", () => {
  test("a link to a page that does not open dark turns the header white, and back", async ({ page }) => {
    const solid = FOOTER_ROUTES.find((route) => !TRANSPARENT_HEADER_PATHS.includes(route.path));
    test.skip(TRANSPARENT_PATH === undefined || solid === undefined, "needs a page that opens dark and a footer link to one that does not");
    await page.goto(TRANSPARENT_PATH!);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.getByRole("contentinfo").getByRole("link", { name: solid!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${solid!.path}$`));
    // At the new page's top, where only the page's own wish decides.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${TRANSPARENT_PATH === "/" ? "/" : TRANSPARENT_PATH}$`));
    // Back restores where the visitor was (by the footer, the header white there); at the top the header reads this page's wish again.
    // The browser restores that place after the page is back, so go to the top until it stays there.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)", { timeout: 1_000 });
    }).toPass();
  });

  test("on a phone the menu closes when a link changes the route", PHONE, async ({ page }) => {
    test.skip(!isPhone(page), "phone layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: HEADER.menuLabel }).click();
    // The link goes where the marketers point it (layout.json): the test follows its href.
    await header.getByRole("link", { name: FIRST.mobileLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${FIRST.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(header.getByRole("link", { name: LAST.mobileLabel })).toBeHidden();
    await expect(page.locator(`#${MOBILE_MENU_ID}`)).toBeHidden();
    await expect(header.getByRole("button", { name: HEADER.menuLabel })).toBeVisible();
    await expect.poll(() => exposedExpanded(page, "#menu-toggle")).toBe(false);
  });

  test("following a link to another page starts it at the top", PHONE, async ({ page }) => {
    // A page the footer links to (every page unless a marketer unticked Show in footer).
    const other = FOOTER_ROUTES.find((route) => route.path !== "/");
    test.skip(!other, "the footer lists no page but the home page");
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: other!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${other!.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
