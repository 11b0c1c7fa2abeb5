import type { Locator, Page } from "@playwright/test";
import { pagePath } from "../../lib/content/load";
import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_SUCCESS } from "../../lib/content/partner-enquiry";
import type { PartnerAudience } from "../../lib/partner-enquiry";
import { atItsOwnMiddle, axeViolations, expect, expectToastOnTop, isPhone, PHONE, test } from "./fixtures";
import { enquiriesFrom, uniqueEmail } from "./kept";
import { enquiryOpenerFor, enquiryOpenersOf, withoutJavaScript, type EnquiryOpener } from "./page-helpers";

// What the dialog does with what is typed (fields per audience, validation, the counter, the draft,
// the send and the fresh form after it) is tested once, in tests/unit/partner-enquiry*.test.ts*;
// the one real send is tests/e2e/partner-email.spec.ts. This file checks what needs the real pages
// and a browser: each page's openers, the dialog in the page's HTML, closing, focus, axe and the
// phone's screen. Opening before the page has hydrated: tests/e2e/early-actions.spec.ts.

type Audience = PartnerAudience;

/** The audience pages, which have the enquiry's openers: the charities' first, whose form is the longest. */
const OPENER_PAGES = [pagePath("charities"), pagePath("brands")];

/** What the dialog calls things for one audience. */
const words = (audience: Audience) => {
  const { title, fields } = PARTNER_DIALOG[audience];
  return {
    title,
    submit: PARTNER_FORM.submit[audience],
    name: fields.name.label,
    email: fields.email.label,
    organisation: fields.organisation.label,
    charityNumber: fields.charityNumber.label,
    message: fields.message.label,
  };
};

async function isTouch(page: Page) {
  return page.evaluate(() => window.matchMedia("(pointer: coarse)").matches);
}

/** The browser's dialog focusing steps give the first field the focus (it is marked autofocus). */
async function expectInitialFocus(dialog: Locator, audience: Audience) {
  await expect(dialog.getByLabel(words(audience).name)).toBeFocused();
}

/** The page's buttons of an opener's words. */
function openers(page: Page, opener: EnquiryOpener) {
  return page.getByRole("main").getByRole("button", { name: opener.label });
}

/** The dialog of the audience, named by its title, with its close button. */
async function expectOpen(page: Page, audience: Audience): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: words(audience).title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: words(audience).title })).toBeVisible();
  await expect(dialog.getByRole("button", { name: PARTNER_FORM.close, exact: true })).toBeVisible();
  return dialog;
}

async function expectClosed(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function fillValid(dialog: Locator, audience: Audience) {
  const w = words(audience);
  await dialog.getByLabel(w.name).fill("Sam Rivers");
  await dialog.getByLabel(w.email).fill("sam@kettlebright.example");
  await dialog.getByLabel(w.organisation).fill(audience === "brand" ? "Brightwell Foods" : "Riverside Food Bank");
  if (audience === "charity") await dialog.getByLabel(w.charityNumber).fill("1234567");
  await dialog.getByLabel(w.message).fill("We would love to talk about funding drops this winter.");
}

// What differs by page: its own openers, each opening the dialog for the audience it names.
for (const path of OPENER_PAGES) {
  test(`every opener on ${path} opens the dialog for its audience and gets focus back`, async ({ page }) => {
    const all = enquiryOpenersOf(path);
    test.skip(all.length === 0, "the page has no button opening the partner enquiry (removed in the editor)");
    await page.goto(path);
    // Openers of the same words are told apart by their place, in the page's order.
    for (const label of new Set(all.map((opener) => opener.label))) {
      const same = all.filter((opener) => opener.label === label);
      const buttons = openers(page, same[0]!);
      await expect(buttons).toHaveCount(same.length);
      for (const [i, { audience }] of same.entries()) {
        const opener = buttons.nth(i);
        await opener.scrollIntoViewIfNeeded();
        await opener.click();
        const dialog = await expectOpen(page, audience);
        // A modal dialog: the page behind is inert (the opener under the backdrop takes no click).
        expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
        await expectInitialFocus(dialog, audience);
        await dialog.getByRole("button", { name: PARTNER_FORM.close, exact: true }).click();
        await expectClosed(page);
        await expect(opener).toBeFocused();
      }
    }
  });
}

/** The first audience page with an opener of the charity form, that opener, and its place among those of its words. */
const CHARITY_OPENER = enquiryOpenerFor(OPENER_PAGES, "charity");

/**
 * The rest is the same dialog on either page: checked once, with the charities' form, which is the
 * longest (every field brands have, and the charity number), so the focus trap, axe and the
 * phone's screen see the most; opened on the first audience page with a button for it (/charities, as launched).
 */
test.describe("partner enquiry dialog", () => {
  const audience = "charity";
  // A marketer may have every opener open the brands' form, or remove them: the tests then skip.
  test.skip(!CHARITY_OPENER, "no audience page has a button opening the charities' partner enquiry (changed in the editor)");
  const path = CHARITY_OPENER?.path ?? "";
  const opens = (page: Page) => openers(page, CHARITY_OPENER!.opener).nth(CHARITY_OPENER!.nth);
  const { submit, name: nameLabel, email: emailLabel } = words(audience);

  test("is in the page's HTML, fields and all: it opens without JavaScript, first field focused, and Send stores every field", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const address = uniqueEmail(testInfo);
    await withoutJavaScript(browser, baseURL, path, async (page) => {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const opener = opens(page);
      await opener.click();
      const dialog = await expectOpen(page, audience);
      await expectInitialFocus(dialog, audience);
      for (const field of ["email", "organisation", "charityNumber", "message"] as const) await expect(dialog.getByLabel(words(audience)[field])).toBeVisible();
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(opener).toBeFocused();
      // Send without JavaScript posts the form to the endpoint (never a GET: nothing typed goes into an address); a
      // missing field is refused on the result page, by the field's own message, and Back finds every word still typed.
      await opener.click();
      const open = await expectOpen(page, audience);
      await fillValid(open, audience);
      await open.getByLabel(words(audience).email).fill(address);
      await open.getByLabel(words(audience).organisation).fill("");
      const [refused] = await Promise.all([page.waitForResponse("**/api/enquiries*"), open.getByRole("button", { name: submit }).click()]);
      expect(refused.status()).toBe(400);
      expect(refused.request().method()).toBe("POST");
      await expect(page.getByRole("heading", { level: 1, name: PARTNER_FORM.refused.invalid.title })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: PARTNER_ERRORS.organisationRequired[audience] })).toBeVisible();
      expect(await enquiriesFrom(page.request, address)).toHaveLength(0);
      await page.goBack();
      await opener.click();
      const again = await expectOpen(page, audience);
      await expect(again.getByLabel(words(audience).email)).toHaveValue(address);
      await again.getByLabel(words(audience).organisation).fill("Riverside Food Bank");
      const [sent] = await Promise.all([page.waitForResponse("**/api/enquiries*"), again.getByRole("button", { name: submit }).click()]);
      expect(sent.status(), await sent.text()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: PARTNER_SUCCESS.toast[audience].title })).toBeVisible();
      const rows = await enquiriesFrom(page.request, address);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(1, 7)).toEqual([
        audience,
        "Sam Rivers",
        address,
        "Riverside Food Bank",
        "1234567",
        "We would love to talk about funding drops this winter.",
      ]);
    });
  });

  test(
    "a sent enquiry is stored with every field; its toast shows over the open dialog, and is announced, clear of the header and the X",
    PHONE,
    async ({ page }, testInfo) => {
      const address = uniqueEmail(testInfo);
      await page.goto(path);
      await opens(page).click();
      const dialog = await expectOpen(page, audience);
      const closeOf = (panel: Locator) => panel.getByRole("button", { name: PARTNER_FORM.close, exact: true });
      // Where the X sits in the panel's corner, from the panel's top and right edges.
      const corner = (panel: Locator) =>
        closeOf(panel).evaluate((x) => {
          const panel = x.closest("dialog")!.getBoundingClientRect();
          const box = x.getBoundingClientRect();
          return { top: Math.round(box.top - panel.top), right: Math.round(panel.right - box.right) };
        });
      const inTheCorner = await corner(dialog);
      await fillValid(dialog, audience);
      await dialog.getByLabel(words(audience).email).fill(address);
      await dialog.getByRole("button", { name: submit }).click();
      // The thanks replaces the form, and names the dialog now.
      const thanks = page.getByRole("dialog", { name: PARTNER_SUCCESS.title });
      await expect(thanks).toBeVisible();
      const rows = await enquiriesFrom(page.request, address);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(1, 8)).toEqual([
        audience,
        "Sam Rivers",
        address,
        "Riverside Food Bank",
        "1234567",
        "We would love to talk about funding drops this winter.",
        path,
      ]);
      await expectToastOnTop(page, PARTNER_SUCCESS.toast[audience].title);
      // The X is still in its corner (the thanks is centred in the form's height, not the X with it), and the toast
      // leaves it to be tapped: the element at its middle is the X. On a phone, where a toast spans the screen, it is
      // below the header, not over its logo and menu.
      await thanks.evaluate((panel) => panel.scrollTo(0, 0));
      expect(await corner(thanks)).toEqual(inTheCorner);
      expect(await atItsOwnMiddle(closeOf(thanks)), "the toast leaves the X uncovered").toBe(true);
      if (isPhone(page)) {
        const toastTop = (await page.locator("[data-sonner-toast]").first().boundingBox())!.y;
        const header = (await page.getByRole("banner").boundingBox())!;
        expect(toastTop).toBeGreaterThanOrEqual(header.y + header.height);
      }
    },
  );

  test("closes with Escape, the X and a click outside, returning focus to the opener", PHONE, async ({ page }) => {
    await page.goto(path);
    const opener = opens(page);

    await opener.click();
    await expectOpen(page, audience);
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(opener).toBeFocused();

    await opener.click();
    const dialog = await expectOpen(page, audience);
    await dialog.getByRole("button", { name: PARTNER_FORM.close, exact: true }).click();
    await expectClosed(page);
    await expect(opener).toBeFocused();

    await opener.click();
    await expectOpen(page, audience);
    if (await isTouch(page)) await page.touchscreen.tap(8, 8);
    else await page.mouse.click(8, 8);
    await expectClosed(page);
    await expect(opener).toBeFocused();
  });

  test("is keyboard-usable, focus never reaching the inert page behind it", async ({ page }) => {
    await page.goto(path);
    const opener = opens(page);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = await expectOpen(page, audience);
    await expectInitialFocus(dialog, audience);
    // The X, five fields and Send, and then some: past the last, focus leaves for the browser's own
    // controls (the document's body here) and comes back in; never onto the page behind.
    const outside = () => dialog.evaluate((el) => document.activeElement !== document.body && !el.contains(document.activeElement));
    const stops = 7;
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await outside()).toBe(false);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await outside()).toBe(false);
    await dialog.getByLabel(nameLabel).focus();
    await page.keyboard.type("Sam");
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel(emailLabel)).toBeFocused();
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(opener).toBeFocused();
  });

  test("has no WCAG A/AA violations with the dialog open, in every state", async ({ page }) => {
    await page.goto(path);
    await opens(page).click();
    const dialog = await expectOpen(page, audience);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: submit }).click();
    await expect(dialog.getByText(PARTNER_ERRORS.nameRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fillValid(dialog, audience);
    await dialog.getByRole("button", { name: submit }).click();
    // The thanks replaces the form, and names the dialog now; read once its toast has come in (mid-way, its words are
    // half faded, which axe would read as a low contrast of the toast's own).
    await expect(page.getByRole("dialog", { name: PARTNER_SUCCESS.title })).toBeVisible();
    await expectToastOnTop(page, PARTNER_SUCCESS.toast[audience].title);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("fits the screen with the dialog open", PHONE, async ({ page }) => {
    await page.goto(path);
    await opens(page).click();
    const dialog = await expectOpen(page, audience);
    const box = await dialog.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await dialog.getByRole("button", { name: submit }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole("button", { name: submit })).toBeInViewport();
    // Scrolled to the end of the form, the X is still in its corner, and closes the dialog.
    await dialog.evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight, behavior: "instant" }));
    const close = dialog.getByRole("button", { name: PARTNER_FORM.close, exact: true });
    const [panel, x] = [(await dialog.boundingBox())!, (await close.boundingBox())!];
    expect(x.y - panel.y, "the X's distance from the panel's top").toBeGreaterThanOrEqual(0);
    expect(x.y - panel.y, "the X's distance from the panel's top").toBeLessThanOrEqual(24);
    await close.click();
    await expectClosed(page);
  });
});
