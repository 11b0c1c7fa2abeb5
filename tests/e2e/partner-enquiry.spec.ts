import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, recordLayoutShifts, test } from "./fixtures";

type Audience = "brand" | "charity";

const PAGES: Record<Audience, { path: string; opener: string; title: string; submit: string; organisation: string; toast: string }> = {
  brand: {
    path: "/brands",
    opener: "Partner With Us",
    title: "Partner with us",
    submit: "Send enquiry",
    organisation: "Company",
    toast: "Enquiry received",
  },
  charity: {
    path: "/charities",
    opener: "Apply to be a verified cause",
    title: "Apply to be a verified cause",
    submit: "Send application",
    organisation: "Charity or organisation",
    toast: "Application received",
  },
};

/**
 * Headless UI moves focus to the first field only where a pointer is fine; on touch
 * screens it focuses the dialog itself, so no on-screen keyboard pops up unasked.
 */
async function isTouch(page: Page) {
  return page.evaluate(() => window.matchMedia("(pointer: coarse)").matches);
}

async function expectInitialFocus(page: Page, dialog: Locator) {
  if (await isTouch(page)) await expect(dialog).toBeFocused();
  else await expect(dialog.getByLabel("Your name")).toBeFocused();
}

function openers(page: Page, audience: Audience) {
  return page.getByRole("main").getByRole("button", { name: PAGES[audience].opener });
}

/** Headless UI's dialog wrapper has no size: check it is attached and its heading shows. */
async function expectOpen(page: Page, audience: Audience): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeAttached();
  await expect(dialog.getByRole("heading", { name: PAGES[audience].title })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  return dialog;
}

async function expectClosed(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function fillValid(dialog: Locator, audience: Audience) {
  await dialog.getByLabel("Your name").fill("Sam Rivers");
  await dialog.getByLabel("Work email").fill("sam@kettlebright.example");
  await dialog.getByLabel(PAGES[audience].organisation).fill(audience === "brand" ? "Kettlebright" : "Harbour Kids Trust");
  if (audience === "charity") await dialog.getByLabel("Registered charity number (optional)").fill("1234567");
  await dialog.getByLabel("Message").fill("We would love to talk about funding drops this winter.");
}

for (const audience of ["brand", "charity"] as const) {
  const { path, title, submit, organisation, toast } = PAGES[audience];

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
        const charityNumber = dialog.getByLabel("Registered charity number (optional)");
        if (audience === "charity") await expect(charityNumber).toBeVisible();
        else await expect(charityNumber).toHaveCount(0);
        await expect(dialog.getByRole("button", { name: submit })).toBeVisible();
        await dialog.getByRole("button", { name: "Close" }).click();
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
      const name = dialog.getByLabel("Your name");
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(/Enter your name/);
      await expect(dialog.getByLabel("Work email")).toHaveAccessibleDescription(/Enter your work email/);
      await expect(dialog.getByLabel(organisation)).toHaveAccessibleDescription(
        audience === "brand" ? /Enter your company name/ : /Enter your charity or organisation name/,
      );
      await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription(/Tell us a little about what you have in mind/);
      if (audience === "charity") {
        const number = dialog.getByLabel("Registered charity number (optional)");
        await expect(number).not.toHaveAttribute("aria-invalid", "true");
      }
      // The error text is visible next to its field.
      await expect(dialog.getByText("Enter your name")).toBeVisible();

      await name.fill("Sam Rivers");
      await expect(dialog.getByText("Enter your name")).toHaveCount(0);
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      const email = dialog.getByLabel("Work email");
      for (const bad of ["sam.example.com", "sam@example", "sam@@example.com", "@example.com"]) {
        await email.fill(bad);
        await dialog.getByRole("button", { name: submit }).click();
        await expect(email).toBeFocused();
        await expect(email).toHaveAccessibleDescription(/Enter an email address like name@company.com/);
        await expect(email).toHaveValue(bad);
      }
      await expect(name).toHaveValue("Sam Rivers");
      await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    });

    test("counts message characters live and refuses more than 1,000", async ({ page }) => {
      await page.goto(path);
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);
      const message = dialog.getByLabel("Message");
      await expect(dialog.getByText("0 / 1,000")).toBeVisible();
      await message.pressSequentially("Hello");
      await expect(dialog.getByText("5 / 1,000")).toBeVisible();
      await expect(message).toHaveAccessibleDescription(/5 \/ 1,000 characters/);
      const long = "x".repeat(1005);
      await message.fill(long);
      await expect(dialog.getByText("1,005 / 1,000")).toBeVisible();
      await fillValid(dialog, audience);
      await message.fill(long);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(message).toBeFocused();
      await expect(message).toHaveAccessibleDescription(/Keep your message to 1,000 characters or fewer \(5 over\)/);
      await expect(message).toHaveValue(long);
      await message.press("End");
      for (let i = 0; i < 5; i++) await message.press("Backspace");
      await expect(dialog.getByText("1,000 / 1,000")).toBeVisible();
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
      await expect(dialog.getByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
      await expect(dialog.getByLabel("Your name")).not.toBeEditable();
      const thanks = dialog.getByRole("heading", { name: "Thanks — we'll be in touch" });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      const toastEl = page.locator("[data-sonner-toast]").filter({ hasText: toast });
      await expect(toastEl).toBeVisible();
      await expect(toastEl).toHaveAttribute("data-type", "success");
      await expect(toastEl).toContainText("we'll be in touch");
      // The thanks replaces the form 1.5 s after the press: it must not move the page.
      expect(await layoutShifts(), "layout shifts").toEqual([]);

      await dialog.getByRole("button", { name: "Done" }).click();
      await expectClosed(page);
      await expect(opener).toBeFocused();

      await opener.click();
      const fresh = await expectOpen(page, audience);
      await expect(fresh.getByLabel("Your name")).toHaveValue("");
      await expect(fresh.getByLabel("Message")).toHaveValue("");
      await expect(fresh.getByText("0 / 1,000")).toBeVisible();
    });

    test("keeps a draft when closed before sending", async ({ page }) => {
      await page.goto(path);
      const opener = openers(page, audience).first();
      await opener.click();
      let dialog = await expectOpen(page, audience);
      await dialog.getByLabel("Your name").fill("Sam Rivers");
      await dialog.getByLabel("Message").fill("Half a thought");
      await dialog.getByRole("button", { name: submit }).click();
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await opener.click();
      dialog = await expectOpen(page, audience);
      await expect(dialog.getByLabel("Your name")).toHaveValue("Sam Rivers");
      await expect(dialog.getByLabel("Message")).toHaveValue("Half a thought");
      await expect(dialog.getByText("Enter your work email")).toBeVisible();
    });

    test("closes with Escape, the X and a click outside, returning focus to the opener", async ({ page }) => {
      await page.goto(path);
      const opener = openers(page, audience).first();

      await opener.click();
      await expectOpen(page, audience);
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(opener).toBeFocused();

      await opener.click();
      const dialog = await expectOpen(page, audience);
      await dialog.getByRole("button", { name: "Close" }).click();
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
      await dialog.getByLabel("Your name").focus();
      await page.keyboard.type("Sam");
      await page.keyboard.press("Enter");
      await expect(dialog.getByLabel("Work email")).toBeFocused();
      await page.keyboard.press("Escape");
      await expectClosed(page);
      await expect(opener).toBeFocused();
    });

    test("has no WCAG A/AA violations with the dialog open, in every state", async ({ page }) => {
      await page.goto(path);
      await openers(page, audience).first().click();
      const dialog = await expectOpen(page, audience);
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(dialog.getByText("Enter your name")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await fillValid(dialog, audience);
      await dialog.getByRole("button", { name: submit }).click();
      await expect(dialog.getByRole("heading", { name: "Thanks — we'll be in touch" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("fits the screen with the dialog open", async ({ page }) => {
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
