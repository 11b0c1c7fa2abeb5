import { axeViolations, expect, recordLayoutShifts, test } from "./fixtures";

test.describe("Droplist in the footer", () => {
  test("an invalid email gets the destructive toast and keeps what was typed", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Email address" });
    await email.fill("sam.example.com");
    await footer.getByRole("button", { name: "Join", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast).toContainText("Please enter a valid email address");
    await expect(email).toHaveValue("sam.example.com");
    await expect(email).toBeEnabled();
  });

  test("an empty email is refused too", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("a valid email joins, then the form resets", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Email address" });
    await email.fill("sam@example.com");
    await email.press("Enter");
    await expect(footer.getByRole("button", { name: "Joining..." })).toBeDisabled();
    await expect(email).toBeDisabled();
    await expect(footer.getByRole("button", { name: "Joined!" })).toBeDisabled();
    await expect(page.getByText("Welcome to the Droplist!")).toBeVisible();
    await expect(page.getByText("We'll keep you updated on our launch")).toBeVisible();
    await expect(email).toHaveValue("", { timeout: 4000 });
    await expect(email).toBeEnabled();
    await expect(footer.getByRole("button", { name: "Join", exact: true })).toBeEnabled();
    await expect(page.getByText("Welcome to the Droplist!")).toHaveCount(1);
  });

  test("the button's changing label and the toasts shift nothing on the page", async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Email address" });
    await email.fill("sam@example.com");
    await email.press("Enter");
    await expect(page.getByText("Welcome to the Droplist!")).toBeVisible();
    await expect(email).toBeEnabled({ timeout: 4000 });
    await email.fill("not-an-email");
    await email.press("Enter");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 12_000 });
    expect(await layoutShifts(), "layout shifts").toEqual([]);
  });

  test("shows the copyright line and links to every page", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("Droplist modal", () => {
  for (const opener of ["footer", "closing call to action"] as const) {
    test(`opens from the ${opener}, joins and closes itself`, async ({ page }) => {
      await page.goto("/");
      const button =
        opener === "footer"
          ? page.getByRole("contentinfo").getByRole("button", { name: "Join the Droplist" })
          : page.getByRole("main").getByRole("button", { name: "Join the Droplist" });
      await button.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeAttached();
      await expect(dialog.getByRole("heading", { name: "Join the Droplist" })).toBeVisible();
      await expect(dialog.getByText("We'll never share your email with anyone else.")).toBeVisible();
      const email = dialog.getByRole("textbox", { name: "Email address" });
      await email.fill("sam@example.com");
      await dialog.getByRole("button", { name: "Join the Droplist" }).click();
      await expect(dialog.getByRole("button", { name: "Joining..." })).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "You're on the list!" })).toBeDisabled();
      await expect(page.getByText("Welcome to the Droplist!")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 4000 });
      await expect(button).toBeFocused();
    });
  }

  test("an invalid email in the modal keeps the dialog open and the text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Join the Droplist" }).click();
    const dialog = page.getByRole("dialog");
    const email = dialog.getByRole("textbox", { name: "Email address" });
    await email.fill("nope");
    await email.press("Enter");
    await expect(page.getByText("Invalid email")).toBeVisible();
    await expect(email).toHaveValue("nope");
    await expect(dialog.getByRole("heading", { name: "Join the Droplist" })).toBeVisible();
  });

  test("closes with the X and with Escape, returning focus", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Join the Droplist" });
    await opener.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join the Droplist" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("Terms and Privacy Policy links stay on the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Join the Droplist" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Terms" }).click();
    await dialog.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole("heading", { name: "Join the Droplist" })).toBeVisible();
  });

  test("has no WCAG A/AA violations when open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Join the Droplist" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join the Droplist" })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
  });
});
