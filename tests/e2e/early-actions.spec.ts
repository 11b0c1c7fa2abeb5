import { checkoutDemoCopy } from "../../components/sections/api-checkout-demo/checkout-demo-copy";
import { SECTION_CONTEXT, pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import { orSkip, sectionOrSkip } from "./page-helpers";
import { promptCopyToasts } from "../../lib/content/shared";
import type { Page } from "@playwright/test";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "../../lib/content/droplist";
import { signUpsOf, uniqueEmail } from "./kept";
import { FOOTER, HEADER } from "../../lib/content/layout";
import { PARTNER_DIALOG, PARTNER_FORM, PARTNER_SUCCESS } from "../../lib/content/partner-enquiry";
import { pointsToPounds } from "../../lib/loyalty";
import { formatAmount, formatGBP } from "../../lib/money";
import { fillTemplate } from "../../lib/template";
import { expect, isPhone, PHONE, test, waitForHydration } from "./fixtures";

// Pages found by their files' names: a marketer may change a path.
const HOME_PATH = pagePath("home");
const CHATBOT_PATH = pagePath("chatbot");
const BRANDS_PATH = pagePath("brands");
const CHARITIES_PATH = pagePath("charities");
const CHECKOUT_PATH = pagePath("donation-api-charities");
const LOYALTY_PATH = pagePath("donation-api-loyalty");
const ECOMMERCE_PATH = pagePath("donation-api-ecommerce");
const HOME_HERO = sectionOf(HOME_PATH, "hero");
/** The home hero's Let's Go, found by what it does (a link down to a section), if it has one. */
const LETS_GO = HOME_HERO.buttons.find((button) => button.type === "section");
const CHATBOT_PAGE = sectionOf(CHATBOT_PATH, "chat");
/** Each audience page's hero button that opens the partner enquiry, found by what it does, if it has one (a marketer may remove it). */
const partnerOpener = (path: string) => sectionOf(path, "hero").buttons.find((button) => button.type === "partner-enquiry");
/** The Droplist buttons of the home page's calls to action, if it has one (a marketer may remove it). */
const HOME_CLOSING = sectionsOf(HOME_PATH, "call-to-action").flatMap((section) => section.button.filter((button) => button.type === "droplist"));

const FORM = DROPLIST_INLINE_FORM;
const PANEL = CHATBOT_PAGE.panel;
/** The log once a message is answered: the greetings (as many as the page gives), the message and its answer. */
const ANSWERED = CHATBOT_PAGE.greetings.length + 2;
/** The demos and the prompt, if their pages have them (a marketer may remove each): the tests of one skip where it is not. */
const CHECKOUT_DEMOS = sectionsOf(CHECKOUT_PATH, "api-checkout-demo");
const checkoutDemo = () => checkoutDemoCopy(sectionOrSkip(CHECKOUT_DEMOS, "smart-checkout demo"), SECTION_CONTEXT);
const LOYALTY_DEMOS = sectionsOf(LOYALTY_PATH, "api-loyalty-demo");
const PROMPT = sectionsOf(ECOMMERCE_PATH, "api-prompt");
const PROMPT_TOASTS = promptCopyToasts(SECTION_CONTEXT.demos);
/** The checkout demo's line for a monthly gift of `pounds` (monthly is ticked at the start), as the content words it. */
const giving = (pounds: number) => {
  const demo = checkoutDemo();
  return fillTemplate(demo.giving, { amount: formatAmount(pounds), perMonth: demo.perMonth });
};

/**
 * A visitor acts after the page has painted and before its scripts have run:
 * every script response is held (page.route) until the action is done, then
 * released. What the visitor did must take effect once the page hydrates,
 * exactly once, with no native form navigation and with what they typed.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  const held: { continue: () => Promise<void>; abort: () => Promise<void> }[] = [];
  let released = false;
  await page.route(/\/_next\/static\/(?!early-events\.).+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  // The load event waits for the held preloads: the page is read and used before it, once it has painted (a visitor
  // sees it first; the page is parsed before its stylesheet is in, and its first paint waits for the contract).
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return {
    /**
     * Lets the scripts through, and resolves once the page has hydrated and the
     * contract has handed over everything that was done ("drops:replayed"): what
     * a test checks next is the outcome, not how fast a loaded machine boots.
     */
    async release() {
      // The page is parsed before its stylesheet is in, and its first scripts are asked for once it is.
      await expect.poll(() => held.length, { message: "script requests were held" }).toBeGreaterThan(0);
      await expect(page.locator("html[data-hydrated]"), "not hydrated while its scripts are held").toHaveCount(0);
      await page.evaluate(() =>
        document.addEventListener("drops:replayed", () => document.documentElement.setAttribute("data-test-replayed", ""), { once: true }),
      );
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.locator("html[data-test-replayed]").waitFor({ state: "attached", timeout: 20_000 });
    },
    /** The scripts fail to load instead. */
    async fail() {
      released = true;
      for (const route of held.splice(0)) await route.abort();
    },
    /** Only the first load: no reload, no native form submission. */
    expectNoNavigation() {
      expect(navigations, "navigations of the page").toHaveLength(1);
      expect(new URL(page.url()).search, "query string").toBe("");
    },
  };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("acting before the scripts have run", () => {
  test("the footer Droplist joins once with the email typed, with Enter: one request, one row", async ({ page }, testInfo) => {
    const address = uniqueEmail(testInfo);
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sends.push(request.url());
    });
    const early = await openWithScriptsHeld(page, BRANDS_PATH);
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    await email.fill(address);
    await email.press("Enter");
    await expect(email).toHaveValue(address);
    await early.release();
    await expect(footer.getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    await expect(toast(page, FORM.joined.title)).toHaveCount(1);
    expect(sends).toHaveLength(1);
    const rows = await signUpsOf(page.request, address);
    expect(rows.map((row) => row.slice(2, 4))).toEqual([[BRANDS_PATH, "footer"]]);
    await expect(email).toHaveValue("", { timeout: 4000 });
    await expect(footer.getByRole("button", { name: FORM.buttons.idle, exact: true })).toBeEnabled();
    early.expectNoNavigation();
  });

  test("a Join held while the page's scripts fail to load is posted as the page without JavaScript posts it, and kept", async ({ page }, testInfo) => {
    const address = uniqueEmail(testInfo);
    const early = await openWithScriptsHeld(page, BRANDS_PATH);
    const email = page.getByRole("contentinfo").getByRole("textbox", { name: FORM.emailLabel });
    await email.fill(address);
    await email.press("Enter");
    await early.fail();
    await expect(page.getByRole("heading", { level: 1, name: FORM.joined.title })).toBeVisible();
    expect(await signUpsOf(page.request, address)).toHaveLength(1);
  });

  test("the footer Droplist refuses a bad email tapped Join on, and keeps it", PHONE, async ({ page }) => {
    const early = await openWithScriptsHeld(page, HOME_PATH);
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
    ["the footer", CHARITIES_PATH, "contentinfo"],
    ["the home page's closing call to action", HOME_PATH, "main"],
  ] as const) {
    test(`Join the Droplist in ${where} opens the dialog at once, first field focused; what is typed then joins`, PHONE, async ({ page }) => {
      // The closing band's button says what its content says; the footer's, the shared footer's words.
      const name = scope === "main" ? sectionOrSkip(HOME_CLOSING, "closing call to action").label : FOOTER.openModal;
      const early = await openWithScriptsHeld(page, path);
      const opener = page.getByRole(scope).getByRole("button", { name }).last();
      await opener.click();
      // The browser opens it (command="show-modal"): no script has run.
      const dialog = page.getByRole("dialog", { name: DROPLIST_MODAL.title });
      await expect(dialog).toBeVisible();
      await expect(opener, "the tap was the browser's, not held").not.toHaveAttribute("aria-busy");
      const email = dialog.getByRole("textbox", { name: FORM.emailLabel });
      await expect(email).toBeFocused();
      await email.fill("sam@example.com");
      await early.release();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expect(email, "kept through hydration").toHaveValue("sam@example.com");
      await dialog.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }).click();
      await expect(dialog.getByRole("button", { name: DROPLIST_MODAL.form.buttons.joined })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 4000 });
      await expect(opener).toBeFocused();
      early.expectNoNavigation();
    });
  }

  test("the Droplist dialog opened before hydration closes with its X and with Escape, focus back on the opener", async ({ page }) => {
    const early = await openWithScriptsHeld(page, HOME_PATH);
    const opener = page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: DROPLIST_MODAL.title });
    await dialog.getByRole("button", { name: DROPLIST_MODAL.close, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
    await early.release();
  });

  for (const path of [BRANDS_PATH, CHARITIES_PATH]) {
    test(`the hero's partner-enquiry button on ${path} opens the enquiry at once, first field focused; what is typed then sends`, PHONE, async ({ page }) => {
      const { label: name, audience } = orSkip(partnerOpener(path), "the hero has no button opening the partner enquiry (removed in the editor)");
      const copy = PARTNER_DIALOG[audience];
      const early = await openWithScriptsHeld(page, path);
      const opener = page.getByRole("main").getByRole("button", { name }).first();
      await opener.click();
      const dialog = page.getByRole("dialog", { name: copy.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(copy.fields.name.label)).toBeFocused();
      // Typed before the dialog's code has come: the early event contract hands it over.
      await dialog.getByLabel(copy.fields.name.label).fill("Sam Rivers");
      await dialog.getByLabel(copy.fields.email.label).fill("sam@example.org");
      await dialog.getByLabel(copy.fields.organisation.label).fill("Rivers & Co");
      await dialog.getByRole("textbox", { name: copy.fields.message.label }).fill("We would like to talk.");
      await early.release();
      await dialog.getByRole("button", { name: PARTNER_FORM.submit[audience] }).click();
      // The thanks replaces the form, and names the dialog now.
      const thanks = page.getByRole("dialog", { name: PARTNER_SUCCESS.title });
      await expect(thanks).toBeVisible({ timeout: 5000 });
      await thanks.getByRole("button", { name: PARTNER_SUCCESS.done }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toBeFocused();
      early.expectNoNavigation();
    });
  }

  test("a chat message sent with Enter is sent once, as typed, and answered", async ({ page }) => {
    const early = await openWithScriptsHeld(page, CHATBOT_PATH);
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.pressSequentially("any ideas for my charity?");
    await box.press("Enter");
    await expect(box, "Enter sends rather than adding a line").toHaveValue("any ideas for my charity?");
    await early.release();
    const log = page.getByRole("log");
    await expect(log.locator("li[data-sender=user]").filter({ hasText: "any ideas for my charity?" })).toHaveCount(1);
    await expect(box).toHaveValue("");
    await expect(log.getByRole("listitem")).toHaveCount(ANSWERED, { timeout: 4000 });
    early.expectNoNavigation();
  });

  test("a chat message sent with the Send button is sent once", async ({ page }) => {
    const early = await openWithScriptsHeld(page, CHATBOT_PATH);
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.fill("hello");
    await page.getByRole("button", { name: PANEL.send }).click();
    await page.getByRole("button", { name: PANEL.send }).click();
    await early.release();
    const log = page.getByRole("log");
    await expect(log.locator("li[data-sender=user]").filter({ hasText: "hello" })).toHaveCount(1);
    await expect(log.getByRole("listitem")).toHaveCount(ANSWERED, { timeout: 4000 });
    await expect(log.getByRole("listitem")).toHaveCount(ANSWERED);
    early.expectNoNavigation();
  });

  test("chat typing, Send, then more typing: the first text is sent once, the rest stays in the box", async ({ page }) => {
    const early = await openWithScriptsHeld(page, CHATBOT_PATH);
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    const send = page.getByRole("button", { name: PANEL.send });
    await box.fill("hello");
    await send.click();
    await expect(send, "a held tap shows it is waiting").toHaveAttribute("aria-busy", "true");
    await box.pressSequentially(" there");
    await early.release();
    const log = page.getByRole("log");
    const mine = log.locator("li[data-sender=user]");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("hello");
    await expect(mine).not.toContainText("there");
    await expect(box).toHaveValue("hello there");
    await expect(send).not.toHaveAttribute("aria-busy");
    early.expectNoNavigation();
  });

  for (const [typed, changed, outcome] of [
    ["sam@example.com", "sam.example.com", "joined"],
    ["sam.example.com", "sam@example.com", "invalid"],
  ] as const) {
    test(`the Droplist email ${typed} typed, Join, then changed to ${changed}: Join counts for what it was tapped with`, async ({ page }) => {
      const early = await openWithScriptsHeld(page, BRANDS_PATH);
      const footer = page.getByRole("contentinfo");
      const email = footer.getByRole("textbox", { name: FORM.emailLabel });
      const join = footer.getByRole("button", { name: FORM.buttons.idle, exact: true });
      await email.fill(typed);
      await join.click();
      await expect(join, "a held tap shows it is waiting").toHaveAttribute("aria-busy", "true");
      await email.fill(changed);
      await early.release();
      if (outcome === "joined") {
        await expect(toast(page, FORM.joined.title)).toHaveCount(1);
        await expect(toast(page, FORM.invalid.title)).toHaveCount(0);
      } else {
        await expect(toast(page, FORM.invalid.title)).toHaveCount(1);
        // The change made after the tap is kept, and React holds it: Join now joins.
        await expect(email).toHaveValue(changed);
        await join.click();
        await expect(toast(page, FORM.joined.title)).toHaveCount(1);
      }
      early.expectNoNavigation();
    });
  }

  test("if the scripts fail to load, a held tap is let go and the page stays the no-JavaScript page", async ({ page }) => {
    sectionOrSkip(CHECKOUT_DEMOS, "smart-checkout demo");
    const early = await openWithScriptsHeld(page, CHECKOUT_PATH);
    const preset = page.getByRole("main").getByRole("button", { name: "£50" });
    await preset.click();
    await expect(preset).toHaveAttribute("aria-busy", "true");
    await early.fail();
    await expect(preset).not.toHaveAttribute("aria-busy");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("if the page has loaded and not hydrated 10 s later, a held tap is let go", async ({ page }) => {
    // The page's clock stands still unless the test moves it.
    const start = new Date("2026-01-05T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    // Scripts that arrive but never hydrate the page.
    await page.route(/\/_next\/static\/(?!early-events\.).+\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto(CHATBOT_PATH);
    const send = page.getByRole("button", { name: PANEL.send });
    await send.click();
    await expect(send).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(9_000);
    await expect(send).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(1_000);
    await expect(send).not.toHaveAttribute("aria-busy");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("text typed in the chat before hydration counts: Send is enabled for it", async ({ page }) => {
    const early = await openWithScriptsHeld(page, CHATBOT_PATH);
    const box = page.getByRole("textbox", { name: PANEL.messageLabel });
    await box.fill("hello");
    await early.release();
    // Before hydration Send is never marked disabled, so "enabled" only says that
    // React's state holds the typed text once the page has hydrated.
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: PANEL.send })).toBeEnabled();
    await page.getByRole("button", { name: PANEL.send }).click();
    await expect(page.getByRole("log").locator("li[data-sender=user]").filter({ hasText: "hello" })).toHaveCount(1);
    await expect(box).toHaveValue("");
  });

  test("Let's Go is a link: it scrolls to the content before the scripts have run", async ({ page }) => {
    const early = await openWithScriptsHeld(page, HOME_PATH);
    const letsGo = orSkip(LETS_GO, "the home hero has no link down to a section (removed in the editor)");
    const link = page.getByRole("link", { name: letsGo.label });
    // Where it leads, wherever a marketer has put that section: the part of the page it names comes into view.
    const target = page.locator(`[id="${(await link.getAttribute("href"))!.replace(/^#/, "")}"]`);
    await link.click();
    // Scrolled to where the page puts a section it jumps to: its top at the page's scroll padding (the
    // fixed header) and its own scroll margin, or as near as the page goes when the section opens it.
    const arrived = () =>
      target.evaluate((el) => {
        const want = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(el).scrollMarginTop) || 0);
        const top = el.getBoundingClientRect().top;
        return Math.abs(top - want) <= 2 || (window.scrollY === 0 && top <= want);
      });
    await expect.poll(arrived).toBe(true);
    await early.release();
  });

  test("the checkout demo takes a preset, the monthly box and Continue, in order", PHONE, async ({ page }) => {
    const CHECKOUT_DEMO = checkoutDemo();
    const early = await openWithScriptsHeld(page, CHECKOUT_PATH);
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

  // Every order of two different actions on one island ends as the visitor left it.
  for (const [first, then, pounds] of [
    ["preset", "custom", 45],
    ["custom", "preset", 50],
  ] as const) {
    test(`the checkout demo takes the ${first} amount, then the ${then} one: the later choice stands`, async ({ page }) => {
      const CHECKOUT_DEMO = checkoutDemo();
      const early = await openWithScriptsHeld(page, CHECKOUT_PATH);
      const demo = page.getByRole("main");
      const preset = demo.getByRole("button", { name: "£50" });
      const custom = demo.getByRole("spinbutton", { name: CHECKOUT_DEMO.customAmount });
      for (const action of [first, then]) {
        if (action === "preset") {
          await preset.click();
          await expect(preset, "a held tap shows it is waiting").toHaveAttribute("aria-busy", "true");
        } else await custom.fill("45");
      }
      await early.release();
      await expect(demo.getByText(giving(pounds))).toBeVisible();
      await expect(preset).toHaveAttribute("aria-pressed", String(then === "preset"));
      await expect(preset).not.toHaveAttribute("aria-busy");
    });
  }

  test("the checkout demo keeps unparseable text typed early in Custom amount", async ({ page }) => {
    const CHECKOUT_DEMO = checkoutDemo();
    const early = await openWithScriptsHeld(page, CHECKOUT_PATH);
    const custom = page.getByRole("spinbutton", { name: CHECKOUT_DEMO.customAmount });
    await custom.fill("");
    await page.keyboard.type("1e");
    expect(await custom.evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true);
    await early.release(); // the contract has replayed everything (what is checked is that it left the text alone)
    expect(await custom.evaluate((el: HTMLInputElement) => el.validity.badInput), "the typed text is still in the field").toBe(true);
  });

  test("the checkout demo's custom amount typed early is the amount given", async ({ page }) => {
    const CHECKOUT_DEMO = checkoutDemo();
    const early = await openWithScriptsHeld(page, CHECKOUT_PATH);
    const custom = page.getByRole("spinbutton", { name: CHECKOUT_DEMO.customAmount });
    await custom.fill("45");
    await early.release();
    await expect(page.getByText(giving(45))).toBeVisible();
    await expect(custom).toHaveValue("45");
  });

  test("the loyalty demo takes the slider moved early, then Continue", PHONE, async ({ page }) => {
    const LOYALTY_DEMO = sectionOrSkip(LOYALTY_DEMOS, "loyalty demo");
    const early = await openWithScriptsHeld(page, LOYALTY_PATH);
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
    // The points' value as the demo words it (its {value} the pounds those points give).
    await expect(page.getByRole("main").getByText(fillTemplate(LOYALTY_DEMO.value, { value: formatGBP(pointsToPounds(1000)) }))).toBeVisible();
  });

  test("Copy prompt copies once the page is ready, and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const prompt = sectionOrSkip(PROMPT, "prompt");
    const early = await openWithScriptsHeld(page, ECOMMERCE_PATH);
    await page.getByRole("button", { name: prompt.copy }).click();
    await early.release();
    await expect(toast(page, PROMPT_TOASTS.copied.title)).toHaveCount(1);
    const expected = await page.locator(`#${prompt.id}-text`).textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("the phone menu opens at a tap made before hydration, and stays open through it", PHONE, async ({ page }) => {
    test.skip(!isPhone(page), "the menu toggle exists below 768 px only");
    const early = await openWithScriptsHeld(page, HOME_PATH);
    const header = page.getByRole("banner");
    const toggle = header.getByRole("button", { name: HEADER.menuLabel });
    await toggle.click();
    // Every link the header has (a marketer may leave one), before any script has run.
    for (const link of HEADER.links) await expect(header.getByRole("link", { name: link.mobileLabel })).toBeVisible();
    await expect(toggle, "the tap was the browser's, not held").not.toHaveAttribute("aria-busy");
    await early.release();
    // Not replayed (that would toggle it shut), and the hydrated header keeps it on white.
    for (const link of HEADER.links) await expect(header.getByRole("link", { name: link.mobileLabel })).toBeVisible();
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).toHaveAttribute("data-look", "solid");
  });
});
