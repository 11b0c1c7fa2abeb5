import { pagePath } from "../../lib/content/load";
import { PARTNER_DIALOG, PARTNER_FORM, PARTNER_MAIL, PARTNER_SUCCESS } from "../../lib/content/partner-enquiry";
import { PARTNERSHIPS_EMAIL } from "../../lib/constants";
import type { Page } from "@playwright/test";
import { expect, recordLayoutShifts, test } from "./fixtures";
import { enquiryOpenerFor, orSkip } from "./page-helpers";

const { fields } = PARTNER_DIALOG.brand;
/** The first button opening the brands' enquiry, found by what it does: on /brands as launched (a marketer may change its audience, or remove it). */
const BRAND_OPENER = enquiryOpenerFor([pagePath("brands"), pagePath("charities")], "brand");

/** Opens the brand enquiry; `mailtos` collects every email the page asks the email app for. */
async function openBrandEnquiry(page: Page) {
  const { path, opener: button, nth } = orSkip(BRAND_OPENER, "no audience page has a button opening the brands' partner enquiry (changed in the editor)");
  const mailtos: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) mailtos.push(request.url());
  });
  await page.goto(path);
  const opener = page.getByRole("main").getByRole("button", { name: button.label }).nth(nth);
  await opener.click();
  return { dialog: page.getByRole("dialog"), mailtos, opener };
}

/**
 * The site sends nothing: Send hands the enquiry to the visitor's own email app
 * as a mailto: link, and the dialog says only that. This is the enquiry's one real
 * send on the built page; the rest of what a send does (the wait, the locked form,
 * the fresh form next time) is in tests/unit/partner-enquiry-dialog.test.tsx, and
 * the dialog's browser checks in partner-enquiry.spec.ts.
 */
test("Send writes the enquiry into an email to the partnerships address, and says so", async ({ page }) => {
  const layoutShifts = await recordLayoutShifts(page);
  const { dialog, mailtos, opener } = await openBrandEnquiry(page);
  await expect(dialog.getByRole("heading", { name: PARTNER_DIALOG.brand.title })).toBeVisible();
  await dialog.getByLabel(fields.name.label).fill("Sam Rivers");
  await dialog.getByLabel(fields.email.label).fill("sam@example.org");
  await dialog.getByLabel(fields.organisation.label).fill("Rivers & Co");
  await dialog.getByRole("textbox", { name: fields.message.label }).fill("We would like to fund school lunches.");
  await dialog.getByRole("button", { name: PARTNER_FORM.submit.brand }).click();

  await expect.poll(() => mailtos.length, { message: "the email app was asked once" }).toBe(1);
  const mail = new URL(mailtos[0]);
  expect(mail.pathname).toBe(PARTNERSHIPS_EMAIL);
  expect(mail.searchParams.get("subject")).toBe(PARTNER_MAIL.subject.brand("Rivers & Co"));
  const body = mail.searchParams.get("body")!;
  for (const line of [
    `${fields.name.label}: Sam Rivers`,
    `${fields.email.label}: sam@example.org`,
    `${fields.organisation.label}: Rivers & Co`,
    "We would like to fund school lunches.",
  ]) {
    expect(body).toContain(line);
  }

  const thanks = dialog.getByRole("heading", { name: PARTNER_SUCCESS.title });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(dialog.getByText(PARTNER_DIALOG.brand.successBody)).toBeVisible();
  await expect(dialog.getByRole("link", { name: PARTNER_SUCCESS.again })).toHaveAttribute("href", mailtos[0]);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: PARTNER_SUCCESS.toast.brand.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(PARTNER_SUCCESS.toast.brand.description);
  // The thanks replaces the form a moment after the press: it must not move the page.
  expect(await layoutShifts(), "layout shifts").toEqual([]);

  await dialog.getByRole("button", { name: PARTNER_SUCCESS.done }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("a refused Send opens no email", async ({ page }) => {
  const { dialog, mailtos } = await openBrandEnquiry(page);
  await dialog.getByLabel(fields.name.label).fill("Sam Rivers");
  await dialog.getByRole("button", { name: PARTNER_FORM.submit.brand }).click();
  await expect(dialog.getByLabel(fields.email.label)).toBeFocused();
  expect(mailtos).toEqual([]);
});
