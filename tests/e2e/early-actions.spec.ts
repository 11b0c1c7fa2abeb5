import type { Locator, Page } from "@playwright/test";
import { BRANDS_HERO } from "../../lib/content/brands";
import { CHARITIES_HERO } from "../../lib/content/charities";
import { CHATBOT_PAGE } from "../../lib/content/chatbot";
import { DONATION_API_CHARITIES_DEMO } from "../../lib/content/donation-api/charities";
import { DONATION_API_ECOMMERCE_PROMPT } from "../../lib/content/donation-api/ecommerce";
import { DONATION_API_LOYALTY_DEMO } from "../../lib/content/donation-api/loyalty";
import { DROPLIST_MODAL } from "../../lib/content/droplist";
import { HOME_HERO } from "../../lib/content/home";
import { FOOTER, HEADER } from "../../lib/content/layout";
import { PARTNER_DIALOG, PARTNER_SUCCESS } from "../../lib/content/partner-enquiry";
import { expect, isPhone, test, waitForHydration } from "./fixtures";

const FORM = FOOTER.form;
const PANEL = CHATBOT_PAGE.panel;
const CHECKOUT_DEMO = DONATION_API_CHARITIES_DEMO;
const LOYALTY_DEMO = DONATION_API_LOYALTY_DEMO;
const { fields: PARTNER_FIELDS } = PARTNER_DIALOG.brand;

/**
 * A visitor acts after the page has painted and before its scripts have run:
 * every script response is held (page.route) until the action is done, then
 * released. What the visitor did must take effect once the page hydrates,
 * exactly once, with no native form navigation and with what they typed.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  const held: { continue: () => Promise<void> }[] = [];
  let released = false;
  await page.route(/\/_next\/static\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  // The load event waits for the held preloads: the page is read and used before it.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return {
    /** Lets the scripts through; the page hydrates and hands over what was done. */
    async release() {
      expect(held.length, "script requests were held").toBeGreaterThan(0);
      await expect(page.locator("html[data-hydrated]"), "not hydrated while its scripts are held").toHaveCount(0);
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
    /** Only the first load: no reload, no native form submission. */
    expectNoNavigation() {
      expect(navigations, "navigations of the page").toHaveLength(1);
      expect(new URL(page.url()).search, "query string").toBe("");
    },
  };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: "focus moved into the dialog" })
    .toBe(true);
}

test.describe("acting before the scripts have run", () => {
  test("the footer Droplist joins once with the email typed, with Enter", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/brands");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    await email.fill("sam@example.com");
    await email.press("Enter");
    await expect(email).toHaveValue("sam@example.com");
    await early.release();
    await expect(footer.getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    await expect(toast(page, FORM.joined.title)).toHaveCount(1);
    await expect(email).toHaveValue("", { timeout: 4000 });
    await expect(footer.getByRole("button", { name: FORM.buttons.idle, exact: true })).toBeEnabled();
    early.expectNoNavigation();
  });

  test("the footer Droplist refuses a bad email tapped Join on, and keeps it", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    await email.fill("sam.example.com");
    await footer.getByRole("button", { name: FORM.buttons.idle, exact: true }).click();
    await early.release();
    await expect(toast(page, FORM.invalid.title)).toHaveCount(1);
    await expect(email).toHaveValue("sam.example.com");
    await expect(email).toBeEnabled();
    // The state matches the screen: fixing the address and joining works.
    await email.fill("sam@example.com");
    await email.press("Enter");
    await expect(toast(page, FORM.joined.title)).toBeVisible();
    early.expectNoNavigation();
  });

  for (const [where, path, scope] of [
    ["the footer", "/charities", "contentinfo"],
    ["the home page's closing call to action", "/", "main"],
  ] as const) {
    test(`Join the Droplist in ${where} opens the dialog, focus inside, and it joins`, async ({ page }) => {
      const early = await openWithScriptsHeld(page, path);
      const opener = page.getByRole(scope).getByRole("button", { name: FOOTER.openModal }).last();
      await opener.click();
      await opener.click();
      await early.release();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("button", { name: DROPLIST_MODAL.close })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expectFocusInside(dialog);
      await dialog.getByRole("textbox", { name: FORM.emailLabel }).fill("sam@example.com");
      await dialog.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }).click();
      await expect(dialog.getByRole("button", { name: DROPLIST_MODAL.form.buttons.joined })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 4000 });
      await expect(opener).toBeFocused();
      early.expectNoNavigation();
    });
  }

  for (const [path, name] of [
    ["/brands", BRANDS_HERO.cta],
    ["/charities", CHARITIES_HERO.cta],
  ] as const) {
    test(`${name} on ${path} opens the partner enquiry with focus inside, and it sends`, async ({ page }) => {
      const early = await openWithScriptsHeld(page, path);
      const opener = page.getByRole("main").getByRole("button", { name }).first();
      await opener.click();
      await early.release();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("button", { name: DROPLIST_MODAL.close })).toBeVisible();
      await expectFocusInside(dialog);
      await dialog.getByLabel(PARTNER_FIELDS.name.label).fill("Sam Rivers");
      await dialog.getByLabel(PARTNER_FIELDS.email.label).fill("sam@example.org");
      await dialog.getByLabel(new RegExp(`^(${PARTNER_DIALOG.brand.fields.organisation.label}|${PARTNER_DIALOG.charity.fields.organisation.label})$`)).fill("Rivers & Co");
      await dialog.getByRole("textbox", { name: PARTNER_FIELDS.message.label }).fill("We would like to talk.");
      await dialog.getByRole("button", { name: /^Send/ }).click();
      await expect(dialog.getByRole("heading", { name: PARTNER_SUCCESS.title })).toBeVisible({ timeout: 5000 });
      await dialog.getByRole("button", { name: PARTNER_SUCCESS.done }).click();
      await expect(opener).toBeFocused();
      early.expectNoNavigation();
    });
  }

  test("a chat message sent with Enter is sent once, as typed, and answered", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/chatbot");
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.pressSequentially("any ideas for my charity?");
    await box.press("Enter");
    await expect(box, "Enter sends rather than adding a line").toHaveValue("any ideas for my charity?");
    await early.release();
    const log = page.getByRole("log");
    await expect(log.getByRole("listitem").filter({ hasText: /^You:\s*any ideas for my charity\?/ })).toHaveCount(1);
    await expect(box).toHaveValue("");
    await expect(log.getByRole("listitem")).toHaveCount(4, { timeout: 4000 });
    early.expectNoNavigation();
  });

  test("a chat message sent with the Send button is sent once", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/chatbot");
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.fill("hello");
    await page.getByRole("button", { name: PANEL.send }).click();
    await page.getByRole("button", { name: PANEL.send }).click();
    await early.release();
    const log = page.getByRole("log");
    await expect(log.getByRole("listitem").filter({ hasText: /^You:\s*hello/ })).toHaveCount(1);
    await expect(log.getByRole("listitem")).toHaveCount(4, { timeout: 4000 });
    await expect(log.getByRole("listitem")).toHaveCount(4);
    early.expectNoNavigation();
  });

  test("text typed in the chat before hydration counts: Send is enabled for it", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/chatbot");
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.fill("hello");
    await early.release();
    // Before hydration Send is never marked disabled, so "enabled" only says that
    // React's state holds the typed text once the page has hydrated.
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: PANEL.send })).toBeEnabled();
    await page.getByRole("button", { name: PANEL.send }).click();
    await expect(page.getByRole("log").getByRole("listitem").filter({ hasText: /^You:\s*hello/ })).toHaveCount(1);
    await expect(box).toHaveValue("");
  });

  test("Let's Go scrolls to the content", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/");
    await page.getByRole("button", { name: HOME_HERO.cta }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await early.release();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("the checkout demo takes a preset, the monthly box and Continue, in order", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/donation-api/charities");
    const demo = page.getByRole("main");
    const monthly = demo.getByRole("checkbox", { name: CHECKOUT_DEMO.monthly });
    await expect(monthly).toBeChecked();
    await demo.getByRole("button", { name: "£50" }).click();
    await monthly.click();
    await demo.getByRole("button", { name: CHECKOUT_DEMO.continue }).click();
    await early.release();
    await expect(demo.getByText(CHECKOUT_DEMO.giftAidPitch)).toBeVisible();
    await demo.getByRole("button", { name: CHECKOUT_DEMO.back }).click();
    await expect(demo.getByRole("button", { name: "£50" })).toHaveAttribute("aria-pressed", "true");
    await expect(monthly).not.toBeChecked();
  });

  test("the checkout demo's custom amount typed early is the amount given", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/donation-api/charities");
    const custom = page.getByRole("spinbutton", { name: CHECKOUT_DEMO.customAmount });
    await custom.fill("45");
    await early.release();
    await expect(page.getByText(/You're giving £45(\.00)? a month\./)).toBeVisible();
    await expect(custom).toHaveValue("45");
  });

  test("the loyalty demo takes the slider moved early, then Continue", async ({ page }) => {
    const early = await openWithScriptsHeld(page, "/donation-api/loyalty");
    const slider = page.getByRole("slider", { name: LOYALTY_DEMO.pointsLabel });
    await slider.focus();
    await slider.press("ArrowLeft");
    await slider.press("ArrowLeft");
    await expect(slider).toHaveValue("1000");
    await page.getByRole("main").getByRole("button", { name: LOYALTY_DEMO.continue }).click();
    await early.release();
    await expect(page.getByRole("searchbox", { name: LOYALTY_DEMO.searchLabel })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: LOYALTY_DEMO.back }).click();
    await expect(slider).toHaveValue("1000");
    await expect(page.getByRole("main").getByText("= £10.00")).toBeVisible();
  });

  test("Copy prompt copies once the page is ready, and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const early = await openWithScriptsHeld(page, "/donation-api/ecommerce");
    await page.getByRole("button", { name: DONATION_API_ECOMMERCE_PROMPT.copy }).click();
    await early.release();
    await expect(toast(page, DONATION_API_ECOMMERCE_PROMPT.toasts.copied.title)).toHaveCount(1);
    const expected = await page.locator("#ai-prompt-text").textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("the phone menu opens from a tap made before hydration", async ({ page }) => {
    test.skip(!isPhone(page), "the menu toggle exists below 768 px only");
    const early = await openWithScriptsHeld(page, "/");
    await page.getByRole("button", { name: HEADER.openMenu }).click();
    await early.release();
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: HEADER.closeMenu })).toBeVisible();
    await expect(header.getByRole("link", { name: HEADER.links[1].mobileLabel })).toBeVisible();
  });
});
