import { axeViolations, expect, test } from "./fixtures";

test.describe("home page", () => {
  test("shows all the spec copy", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Drops/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/SCROLLING THAT\s*ACTUALLY MATTERS/i);
    await expect(page.getByText("Scroll. Tap. Give. Repeat.")).toBeVisible();
    for (const title of ["OUR FEED HITS DIFFERENT", "TAP TO MAKE MAGIC HAPPEN", "FEEL GOOD WITH YOURSELF", "ENOUGH DROPS MAKE WAVES"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "JOIN THE NEXT GENERATION OF GIVING" })).toBeVisible();
    await expect(page.getByText("We're releasing a private beta app soon")).toBeVisible();
    await expect(page.getByText("You just dropped 3 meals!")).toBeVisible();
    await expect(page.getByText("10x free Drops").first()).toBeVisible();
  });

  test("Let's Go scrolls to the feature sections", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Let's Go" }).click();
    await expect(page.getByRole("heading", { name: "OUR FEED HITS DIFFERENT" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("Let's Go jumps instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Let's Go" }).click();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(200);
  });

  test("has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the page is complete with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ENOUGH DROPS MAKE WAVES" })).toBeVisible();
    await expect(page.getByText("You just dropped 3 meals!")).toBeVisible();
    await context.close();
  });
});
