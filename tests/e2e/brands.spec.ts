import { axeViolations, expect, test } from "./fixtures";

test.describe("/brands", () => {
  test("explains the offer under a white header, with the Partner With Us buttons", async ({ page }) => {
    await page.goto("/brands");
    await expect(page).toHaveTitle(/For brands \| Drops/);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(/Turn ad spend\s*into real good/i);
    // The fixed header must not cover the headline.
    const headerBox = await header.boundingBox();
    const h1Box = await h1.boundingBox();
    expect(h1Box!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);
    await expect(page.getByText(/ad spend|budget becomes donations/i).first()).toBeVisible();
    const partner = page.getByRole("main").getByRole("button", { name: "Partner With Us" });
    await expect(partner).toHaveCount(2);
    for (const button of await partner.all()) await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  });

  test("shows a strip of six fictional brand logos with accessible names", async ({ page }) => {
    await page.goto("/brands");
    const strip = page.getByRole("region", { name: "Brands already making drops" });
    await expect(strip.getByRole("img")).toHaveCount(6);
    for (const name of ["Kettlebright", "Mossgrove", "Tidal & Tern", "Zumio", "Fernbyte", "Oatfield Co."]) {
      await expect(strip.getByRole("img", { name, exact: true })).toBeVisible();
    }
  });

  test("shows the example campaign exactly as the spec gives it", async ({ page }) => {
    await page.goto("/brands");
    const section = page.getByRole("region", { name: "Fund Consumer Drops" });
    await expect(section.getByRole("heading", { level: 2, name: "Fund Consumer Drops" })).toBeVisible();
    const card = section.getByRole("figure", { name: "Example campaign" });
    await expect(card).toBeVisible();
    const figures: [string, string][] = [
      ["Campaign budget", "$50,000"],
      ["Drops funded", "500,000"],
      ["30-second impressions", "250,000"],
      ["Loyalty", "+20%"],
      ["Engagement", "+35%"],
    ];
    for (const [label, value] of figures) {
      const term = card.locator("dt", { hasText: label });
      await expect(term).toBeVisible();
      await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value);
    }
  });

  test("shows every non-profit statistic of the brands page", async ({ page }) => {
    await page.goto("/brands");
    const section = page.getByRole("region", { name: "Good causes make great partners" });
    const stats: [string, string][] = [
      ["170k+", "Non-profits"],
      ["25M+", "Supporter reach"],
      ["90%", "Brand alignment"],
      ["4.2x", "Brand loyalty"],
      ["15%", "Conversion increase"],
    ];
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(stats.length);
    for (const [value, label] of stats) {
      const item = items.filter({ has: page.getByRole("heading", { name: label }) });
      await expect(item.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(items.filter({ hasText: "Conversion increase" })).toContainText(/Up to\s*15%/);
  });

  test("the example-campaign link jumps to the section", async ({ page }) => {
    await page.goto("/brands");
    await page.getByRole("link", { name: "See an example campaign" }).click();
    await expect(page).toHaveURL(/#fund-drops$/);
    await expect(page.getByRole("heading", { name: "Fund Consumer Drops" })).toBeInViewport();
  });

  test("has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/brands");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no horizontal overflow", async ({ page }) => {
    await page.goto("/brands");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });

  test("is complete with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/brands");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("$50,000")).toBeVisible();
    await expect(page.getByText("170k+")).toBeVisible();
    await expect(page.getByRole("img", { name: "Kettlebright" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Make your budget make waves" })).toBeVisible();
    await context.close();
  });
});
