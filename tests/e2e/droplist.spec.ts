import { pagePath, sectionsOf } from "../../lib/content/load";
import { FOOTER_ROUTES } from "../../lib/routes";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "../../lib/content/droplist";
import { FOOTER } from "../../lib/content/layout";
import { COPYRIGHT_YEAR } from "../../lib/constants";
import { axeViolations, expect, expectToastOnTop, PHONE, recordLayoutShifts, test } from "./fixtures";
import { signUpsOf, uniqueEmail } from "./kept";
import { sectionOrSkip, withoutJavaScript } from "./page-helpers";

const HOME_PATH = pagePath("home");
/** The Droplist buttons of the home page's calls to action, found by what they do, if it has one (a marketer may remove it). */
const HOME_CLOSING = sectionsOf(HOME_PATH, "call-to-action").flatMap((section) => section.button.filter((button) => button.type === "droplist"));

const FORM = DROPLIST_INLINE_FORM;
const MODAL_FORM = DROPLIST_MODAL.form;

// What the form does with an empty or invalid email (the error toast, the text kept, no reset, so
// the modal stays open), in either place, and each refusal's toast, are tested once in
// tests/unit/droplist-form.test.tsx and tests/unit/droplist.test.ts; how long a toast stays is sonner's, given the
// site's duration (tests/unit/toast-host.test.tsx); each refusal of the endpoint itself, in tests/e2e/keeping-api.spec.ts.
// Here: the join on the built page, kept by the site's own endpoint on the host's runtime, the modal, and layout shifts.

test.describe("Droplist in the footer", () => {
  test("a valid email is stored once, then the form says it joined and resets; the same address again stores nothing new", async ({ page }, testInfo) => {
    const address = uniqueEmail(testInfo);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    // The endpoint's answer held back, to see the form wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/droplist*", async (route) => {
      await held;
      await route.continue();
    });
    await email.fill(address);
    await email.press("Enter");
    await expect(footer.getByRole("button", { name: FORM.buttons.submitting })).toBeDisabled();
    await expect(email).toBeDisabled();
    await expect(page.getByText(FORM.joined.title)).toHaveCount(0);
    release();
    await expect(footer.getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    await expect(page.getByText(FORM.joined.title)).toBeVisible();
    await expect(page.getByText(FORM.joined.description)).toBeVisible();
    expect(await signUpsOf(page.request, address)).toHaveLength(1);
    const [row] = await signUpsOf(page.request, address);
    // What the visitor agreed to: the page and the words beside the form.
    expect(row).toEqual([address, expect.any(String), "/", "footer", FORM.note]);
    await expect(email).toHaveValue("", { timeout: 4000 });
    await expect(email).toBeEnabled();
    await expect(footer.getByRole("button", { name: FORM.buttons.idle, exact: true })).toBeEnabled();
    await expect(page.getByText(FORM.joined.title)).toHaveCount(1);
    // Joining again: the same answer, and still one row.
    await email.fill(address);
    await email.press("Enter");
    await expect(footer.getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    expect(await signUpsOf(page.request, address)).toHaveLength(1);
  });

  test("a send that fails keeps the address, says so, and Join works again", async ({ page }, testInfo) => {
    const address = uniqueEmail(testInfo);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    await page.route("**/api/droplist*", (route) => route.abort("connectionreset"));
    await email.fill(address);
    await email.press("Enter");
    await expect(page.getByText(FORM.refused.unreachable.title)).toBeVisible();
    await expect(email).toHaveValue(address);
    await expect(email).toBeEnabled();
    expect(await signUpsOf(page.request, address)).toHaveLength(0);
    // The list down for a moment (as the endpoint answers without its database): said, and nothing kept.
    await page.unroute("**/api/droplist*");
    await page.route("**/api/droplist*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ outcome: "unavailable" }) }),
    );
    await footer.getByRole("button", { name: FORM.buttons.idle, exact: true }).click();
    await expect(page.getByText(FORM.refused.unavailable.title)).toBeVisible();
    await expect(email).toHaveValue(address);
    await page.unroute("**/api/droplist*");
    await footer.getByRole("button", { name: FORM.buttons.idle, exact: true }).click();
    await expect(footer.getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    expect(await signUpsOf(page.request, address)).toHaveLength(1);
  });

  test("the same address from two tabs at once is one row, and both are told they joined", async ({ context }, testInfo) => {
    const address = uniqueEmail(testInfo);
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    const fields = await Promise.all(
      tabs.map(async (tab) => {
        await tab.goto("/");
        const field = tab.getByRole("contentinfo").getByRole("textbox", { name: FORM.emailLabel });
        await field.fill(address);
        return field;
      }),
    );
    await Promise.all(fields.map((field) => field.press("Enter")));
    for (const tab of tabs) await expect(tab.getByRole("contentinfo").getByRole("button", { name: FORM.buttons.joined })).toBeDisabled();
    expect(await signUpsOf(tabs[0]!.request, address)).toHaveLength(1);
  });

  test("the button's changing label and the toasts shift nothing on the page", PHONE, async ({ page }, testInfo) => {
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: FORM.emailLabel });
    await email.fill(uniqueEmail(testInfo));
    await email.press("Enter");
    await expect(page.getByText(FORM.joined.title)).toBeVisible();
    await expect(email).toBeEnabled({ timeout: 4000 });
    await email.fill("not-an-email");
    await email.press("Enter");
    await expect(page.getByText(FORM.invalid.description)).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 12_000 });
    expect(await layoutShifts(), "layout shifts").toEqual([]);
  });

  test("shows the copyright line and links to every page shown in the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(new RegExp(`© ${COPYRIGHT_YEAR}`))).toBeVisible();
    for (const route of FOOTER_ROUTES) await expect(footer.getByRole("link", { name: route.label, exact: true })).toHaveAttribute("href", route.path);
  });
});

test.describe("Droplist modal", () => {
  for (const opener of ["footer", "closing call to action"] as const) {
    test(`opens from the ${opener}, joins (stored with its own consent words) and closes itself`, PHONE, async ({ page }, testInfo) => {
      const address = uniqueEmail(testInfo);
      const closing = opener === "footer" ? undefined : sectionOrSkip(HOME_CLOSING, "closing call to action");
      await page.goto(HOME_PATH);
      const button = closing
        ? page.getByRole("main").getByRole("button", { name: closing.label })
        : page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal });
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await button.click();
      const dialog = page.getByRole("dialog", { name: DROPLIST_MODAL.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(DROPLIST_MODAL.description);
      await expect(dialog.getByText(MODAL_FORM.note)).toBeVisible();
      const email = dialog.getByRole("textbox", { name: FORM.emailLabel });
      await expect(email).toBeFocused();
      // The page behind is inert: its opener cannot be reached.
      expect(await button.evaluate((el) => el.contains(document.elementFromPoint(el.getBoundingClientRect().x + 2, el.getBoundingClientRect().y + 2)))).toBe(
        false,
      );
      await email.fill(address);
      await dialog.getByRole("button", { name: MODAL_FORM.buttons.idle }).click();
      await expect(dialog.getByRole("button", { name: MODAL_FORM.buttons.joined })).toBeDisabled();
      const rows = await signUpsOf(page.request, address);
      expect(rows).toHaveLength(1);
      // The words beside the modal's form: its note and its agreement.
      expect(rows[0]!.slice(2, 4)).toEqual([HOME_PATH, "modal"]);
      expect(rows[0]![4]).toContain(MODAL_FORM.note);
      expect(rows[0]![4]).toContain(DROPLIST_MODAL.agreement.terms);
      // The welcome shows over the open dialog and its backdrop, and is announced.
      await expectToastOnTop(page, FORM.joined.title);
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 4000 });
      await expect(button).toBeFocused();
      // It outlives the dialog that closed itself.
      await expectToastOnTop(page, FORM.joined.title);
    });
  }

  test("closes with the X, with Escape and with a click outside, returning focus and keeping what was typed", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal });
    await opener.click();
    await page.getByRole("dialog").getByRole("button", { name: DROPLIST_MODAL.close, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: DROPLIST_MODAL.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A click on the backdrop closes it, as the partner enquiry's does (closedby="any"); the email typed stays.
    await opener.click();
    await page.getByRole("dialog").getByLabel(MODAL_FORM.emailLabel).fill("sam@example.com");
    await page.mouse.click(8, 8);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole("dialog").getByLabel(MODAL_FORM.emailLabel)).toHaveValue("sam@example.com");
  });

  // Closed, a dialog is laid out unseen (app/globals.css, .dialog-panel:not([open])): out of reach until it opens,
  // and then shown at once, so its field can take the focus with motion reduced too.
  test("closed, none of it can be reached; opened with motion reduced, its field takes the focus", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const closed = page.locator("dialog:not([open])");
    await expect(closed).toHaveCount(1);
    // Tab on from the footer's last control (a link, or its form's button where no page is listed there), the last before the closed dialog.
    await footer.locator("a[href], button, input:not([type=hidden])").last().focus();
    await page.keyboard.press("Tab");
    expect(await closed.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);

    await footer.getByRole("button", { name: FOOTER.openModal }).click();
    await expect(page.getByRole("dialog", { name: DROPLIST_MODAL.title }).getByRole("textbox", { name: FORM.emailLabel })).toBeFocused();
  });

  test("Terms and Privacy Policy links stay on the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: DROPLIST_MODAL.agreement.terms }).click();
    await dialog.getByRole("link", { name: DROPLIST_MODAL.agreement.privacy }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole("heading", { name: DROPLIST_MODAL.title })).toBeVisible();
  });

  test("is in the page's HTML: it opens without JavaScript, first field focused, and its X closes it", async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, baseURL, "/", async (page) => {
      const opener = page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: DROPLIST_MODAL.title });
      await expect(dialog.getByRole("textbox", { name: FORM.emailLabel })).toBeFocused();
      await dialog.getByRole("button", { name: DROPLIST_MODAL.close, exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });

  test("has no WCAG A/AA violations when open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: DROPLIST_MODAL.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
