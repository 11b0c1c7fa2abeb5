import type { Locator, Page } from "@playwright/test";
import { BRANDS_HERO } from "../../lib/content/brands";
import { CHARITIES_HERO } from "../../lib/content/charities";
import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_SUCCESS } from "../../lib/content/partner-enquiry";
import { counterLabel, messageCounter, type PartnerAudience } from "../../lib/partner-enquiry";
import { PARTNER_MESSAGE_MAX_CHARS } from "../../lib/site";
import { axeViolations, expect, PHONE, recordLayoutShifts, test } from "./fixtures";

// The dialog's words are the content module's (tests/unit/partner-enquiry*.test.ts* hold them);
// this file checks the dialog on the real pages.

type Audience = PartnerAudience;

const PAGES: Record<Audience, { path: string; opener: string }> = {
  brand: { path: "/brands", opener: BRANDS_HERO.cta },
  charity: { path: "/charities", opener: CHARITIES_HERO.cta },
};

/** What the dialog calls things for one audience. */
const words = (audience: Audience) => {
  const { title, fields } = PARTNER_DIALOG[audience];
  return {
    title,
    submit: PARTNER_FORM.submit[audience],
    toast: PARTNER_SUCCESS.toast[audience].title,
    name: fields.name.label,
    email: fields.email.label,
    organisation: fields.organisation.label,
    charityNumber: fields.charityNumber.label,
    message: fields.message.label,
  };
};

/** Matches a description that contains this text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** "120 / 1,000", as the counter under the message shows it. */
const counter = (length: number) => counterLabel(messageCounter("x".repeat(length)));

/**
 * Headless UI moves focus to the first field only where a pointer is fine; on touch
 * screens it focuses the dialog itself, so no on-screen keyboard pops up unasked.
 */
async function isTouch(page: Page) {
  return page.evaluate(() => window.matchMedia("(pointer: coarse)").matches);
}

async function expectInitialFocus(page: Page, dialog: Locator) {
  if (await isTouch(page)) await expect(dialog).toBeFocused();
  else await expect(dialog.getByLabel(words("brand").name)).toBeFocused();
}

function openers(page: Page, audience: Audience) {
  return page.getByRole("main").getByRole("button", { name: PAGES[audience].opener });
}

/** Headless UI's dialog wrapper has no size: check it is attached and its heading shows. */
async function expectOpen(page: Page, audience: Audience): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeAttached();
  await expect(dialog.getByRole("heading", { name: words(audience).title })).toBeVisible();
  await expect(dialog.getByRole("button", { name: PARTNER_FORM.close })).toBeVisible();
  return dialog;
}

async function expectClosed(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function fillValid(dialog: Locator, audience: Audience) {
  const w = words(audience);
  await dialog.getByLabel(w.name).fill("Sam Rivers");
  await dialog.getByLabel(w.email).fill("sam@kettlebright.example");
  await dialog.getByLabel(w.organisation).fill(audience === "brand" ? "Kettlebright" : "Harbour Kids Trust");
  if (audience === "charity") await dialog.getByLabel(w.charityNumber).fill("1234567");
  await dialog.getByLabel(w.message).fill("We would love to talk about funding drops this winter.");
}

for (const audience of ["brand", "charity"] as const) {
  const { path } = PAGES[audience];
  const { title, submit, organisation, toast, name: nameLabel, email: emailLabel, message: messageLabel, charityNumber: charityNumberLabel } = words(audience);

  test.describe(`partner enquiry on ${path}`, () => {
    test("every opener opens the dialog for its audience and gets focus back", async ({ page }) => {
      await page.goto(path);
      const buttons = openers(page, audience);
      const count = await buttons.count();
      expect(count).toBe(audience === "brand" ? 2 : 3);
      for (let i = 0; i < count; i++) {
        const opener = buttons.nth(i);
        await opener.scrollIntoViewIfNeeded();
        await opener.click();
        const dialog = await expectOpen(page, audience);
        await expect(dialog).toHaveAttribute("aria-modal", "true");
        await expectInitialFocus(page, dialog);
        await expect(dialog.getByLabel(organisation)).toBeVisible();
        const charityNumber = dialog.getByLabel(charityNumberLabel);
        if (audience === "charity") await expect(charityNumber).toBeVisible();
        else await expect(charityNumber).toHaveCount(0);
        await expect(dialog.getByRole("button", { name: submit })).toBeVisible();
        await dialog.getByRole("button", { name: PARTNER_FORM.close }).click();
        await expectClosed(page);
        await expect(opener).toBeFocused();
      }
    });

    test("loads the dialog's code only when it is first wanted", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      const atLoad = scripts.length;
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await openers(page, audience).first().click();
      await expectOpen(page, audience);
      expect(scripts.length).toBeGreaterThan(atLoad);
    });

    test("validates on submit: errors by their fields, described, focus on the first, nothing lost", async ({ page }) => {
      await page.goto(path);
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);

      await dialog.getByRole("button", { name: submit }).click();
      const name = dialog.getByLabel(nameLabel);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(containing(PARTNER_ERRORS.nameRequired));
      await expect(dialog.getByLabel(emailLabel)).toHaveAccessibleDescription(containing(PARTNER_ERRORS.emailRequired));
      await expect(dialog.getByLabel(organisation)).toHaveAccessibleDescription(containing(PARTNER_ERRORS.organisationRequired[audience]));
      await expect(dialog.getByLabel(messageLabel)).toHaveAccessibleDescription(containing(PARTNER_ERRORS.messageRequired));
      if (audience === "charity") {
        const number = dialog.getByLabel(charityNumberLabel);
        await expect(number).not.toHaveAttribute("aria-invalid", "true");
      }
      // The error text is visible next to its field.
      await expect(dialog.getByText(PARTNER_ERRORS.nameRequired)).toBeVisible();

      await name.fill("Sam Rivers");
      await expect(dialog.getByText(PARTNER_ERRORS.nameRequired)).toHaveCount(0);
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      const email = dialog.getByLabel(emailLabel);
      for (const bad of ["sam.example.com", "sam@example", "sam@@example.com", "@example.com"]) {
        await email.fill(bad);
        await dialog.getByRole("button", { name: submit }).click();
        await expect(email).toBeFocused();
        await expect(email).toHaveAccessibleDescription(containing(PARTNER_ERRORS.emailInvalid));
        await expect(email).toHaveValue(bad);
      }
      await expect(name).toHaveValue("Sam Rivers");
      await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    });

    test("counts message characters live and refuses more than the limit", async ({ page }) => {
      await page.goto(path);
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);
      const message = dialog.getByLabel(messageLabel);
      await expect(dialog.getByText(counter(0))).toBeVisible();
      await message.pressSequentially("Hello");
      await expect(dialog.getByText(counter(5))).toBeVisible();
      await expect(message).toHaveAccessibleDescription(containing(`${counter(5)}${PARTNER_FORM.counter.unit}`));
      const long = "x".repeat(PARTNER_MESSAGE_MAX_CHARS + 5);
      await message.fill(long);
      await expect(dialog.getByText(counter(PARTNER_MESSAGE_MAX_CHARS + 5))).toBeVisible();
      await fillValid(dialog, audience);
      await message.fill(long);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(message).toBeFocused();
      await expect(message).toHaveAccessibleDescription(containing(PARTNER_ERRORS.messageTooLong(5)));
      await expect(message).toHaveValue(long);
      await message.press("End");
      for (let i = 0; i < 5; i++) await message.press("Backspace");
      await expect(dialog.getByText(counter(PARTNER_MESSAGE_MAX_CHARS))).toBeVisible();
      await expect(message).not.toHaveAttribute("aria-invalid", "true");
    });

    test("sends, thanks the visitor with a toast, and starts afresh next time", async ({ page }) => {
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(path);
      const opener = openers(page, audience).last();
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const dialog = await expectOpen(page, audience);
      await fillValid(dialog, audience);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(dialog.getByRole("button", { name: PARTNER_FORM.sending })).toHaveAttribute("aria-disabled", "true");
      await expect(dialog.getByLabel(nameLabel)).not.toBeEditable();
      const thanks = dialog.getByRole("heading", { name: PARTNER_SUCCESS.title });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      const toastEl = page.locator("[data-sonner-toast]").filter({ hasText: toast });
      await expect(toastEl).toBeVisible();
      await expect(toastEl).toHaveAttribute("data-type", "success");
      await expect(toastEl).toContainText(PARTNER_SUCCESS.toast[audience].description);
      // The thanks replaces the form 1.5 s after the press: it must not move the page.
      expect(await layoutShifts(), "layout shifts").toEqual([]);

      await dialog.getByRole("button", { name: PARTNER_SUCCESS.done }).click();
      await expectClosed(page);
      await expect(opener).toBeFocused();

      await opener.click();
      const fresh = await expectOpen(page, audience);
      await expect(fresh.getByLabel(nameLabel)).toHaveValue("");
      await expect(fresh.getByLabel(messageLabel)).toHaveValue("");
      await expect(fresh.getByText(counter(0))).toBeVisible();
    });

    test("keeps a draft when closed before sending", async ({ page }) => {
      await page.goto(path);
      const opener = openers(page, audience).first();
      await opener.click();
      let dialog = await expectOpen(page, audience);
      await dialog.getByLabel(nameLabel).fill("Sam Rivers");
      await dialog.getByLabel(messageLabel).fill("Half a thought");
      await dialog.getByRole("button", { name: submit }).click();
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await opener.click();
      dialog = await expectOpen(page, audience);
      await expect(dialog.getByLabel(nameLabel)).toHaveValue("Sam Rivers");
      await expect(dialog.getByLabel(messageLabel)).toHaveValue("Half a thought");
      await expect(dialog.getByText(PARTNER_ERRORS.emailRequired)).toBeVisible();
    });

    test("closes with Escape, the X and a click outside, returning focus to the opener", PHONE, async ({ page }) => {
      await page.goto(path);
      const opener = openers(page, audience).first();

      await opener.click();
      await expectOpen(page, audience);
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(opener).toBeFocused();

      await opener.click();
      const dialog = await expectOpen(page, audience);
      await dialog.getByRole("button", { name: PARTNER_FORM.close }).click();
      await expectClosed(page);
      await expect(opener).toBeFocused();

      await opener.click();
      await expectOpen(page, audience);
      if (await isTouch(page)) await page.touchscreen.tap(8, 8);
      else await page.mouse.click(8, 8);
      await expectClosed(page);
      await expect(opener).toBeFocused();
    });

    test("is keyboard-usable with focus trapped inside", async ({ page }) => {
      await page.goto(path);
      const opener = openers(page, audience).first();
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = await expectOpen(page, audience);
      await expectInitialFocus(page, dialog);
      const fields = audience === "brand" ? 6 : 7;
      for (let i = 0; i < fields + 3; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
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
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(dialog.getByText(PARTNER_ERRORS.nameRequired)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await fillValid(dialog, audience);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(dialog.getByRole("heading", { name: PARTNER_SUCCESS.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("fits the screen with the dialog open", PHONE, async ({ page }) => {
      await page.goto(path);
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);
      const panel = dialog.locator("[data-audience]");
      const box = await panel.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expect(panel).toHaveAttribute("data-audience", audience);
      await dialog.getByRole("button", { name: submit }).scrollIntoViewIfNeeded();
      await expect(dialog.getByRole("button", { name: submit })).toBeInViewport();
    });
  });
}
