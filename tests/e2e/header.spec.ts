import { expect, isPhone, test } from "./fixtures";

test.describe("shared header", () => {
  test("is fixed, transparent on home at the top and white with a shadow past 20 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("has a logo linking home and the desktop links", async ({ page }) => {
    test.skip(isPhone(page), "desktop layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Drops home" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Brands" })).toHaveAttribute("href", "/brands");
    await expect(header.getByRole("link", { name: "Causes" })).toHaveAttribute("href", "/charities");
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("on a phone a toggle opens and closes the menu, Escape too", async ({ page }) => {
    test.skip(!isPhone(page), "phone layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Causes" })).toBeHidden();
    const toggle = header.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = header.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Charities" })).toHaveAttribute("href", "/charities");
    await expect(header.getByRole("link", { name: "Brands" })).toBeVisible();
    // The open menu sits on a white header even on the transparent home page.
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");

    await close.click();
    await expect(header.getByRole("link", { name: "Charities" })).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(header.getByRole("link", { name: "Charities" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "Charities" })).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("route changes", () => {
  test("on a phone the menu closes when a link changes the route", async ({ page }) => {
    test.skip(!isPhone(page), "phone layout");
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("link", { name: "Brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Turn ad spend/i);
    await expect(header.getByRole("link", { name: "Charities" })).toBeHidden();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("following a link to another page starts it at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "For brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Turn ad spend/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
