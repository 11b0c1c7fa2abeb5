import { axeViolations, expect, test } from "./fixtures";

const APPLY = "Apply to be a verified cause";

test.describe("/charities", () => {
  test("has a hero and two sections for charities, each with an Apply button", async ({ page }) => {
    await page.goto("/charities");
    await expect(page).toHaveTitle(/For charities \| Drops/);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(/Get your cause\s*in the feed/i);
    const headerBox = await header.boundingBox();
    expect((await h1.boundingBox())!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);

    const hero = page.getByRole("region", { name: /Get your cause/i });
    const feed = page.getByRole("region", { name: "Receive drops from the feed" });
    const api = page.getByRole("region", { name: "A checkout built for giving" });
    for (const section of [hero, feed, api]) {
      await expect(section.getByRole("button", { name: APPLY })).toHaveCount(1);
      await expect(section.getByRole("button", { name: APPLY })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("button", { name: APPLY })).toHaveCount(3);
  });

  test("speaks to verification, drops from the feed and the checkout API", async ({ page }) => {
    await page.goto("/charities");
    await expect(page.getByRole("heading", { name: "How verification works" })).toBeVisible();
    for (const step of ["Apply", "Get verified", "Go live"]) {
      await expect(page.getByRole("main").getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Verified cause", { exact: true })).toBeVisible();
    const api = page.getByRole("region", { name: "A checkout built for giving" });
    await expect(api.getByText("Donation-checkout API")).toBeVisible();
    for (const point of ["Up to 80% lower fees than card payments", "Instant settlement", "Gift Aid automation for UK charities", "No chargebacks"]) {
      await expect(api.getByText(point)).toBeVisible();
    }
  });

  test("has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/charities");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no horizontal overflow", async ({ page }) => {
    await page.goto("/charities");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });

  test("is complete with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/charities");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Receive drops from the feed" })).toBeVisible();
    await expect(page.getByText("Up to 80% lower fees than card payments")).toBeVisible();
    await context.close();
  });
});
