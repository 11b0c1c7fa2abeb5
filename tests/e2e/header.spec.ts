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
