import { expectContentBelowHeader, expectLaterStepsFetchedNearDemo, expectNoHorizontalOverflow, tabTo } from "./api-helpers";
import { axeViolations, expect, test } from "./fixtures";

const PATH = "/donation-api/loyalty";

test.describe("/donation-api/loyalty", () => {
  test("explains points to donations with the 100,000+ charities claim", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle("Loyalty points to donations | Drops");
    await expectContentBelowHeader(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/points that\s*do good/i);
    await expect(page.getByText("100,000+", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "How points become impact" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("Supermarket club-card demo")).toBeVisible();
  });

  test("the demo's later steps load only as it comes near", async ({ page }) => {
    const demo = page.locator("#loyalty-demo");
    await expectLaterStepsFetchedNearDemo(page, PATH, demo, "size-10 shrink-0 rounded-full");
    await demo.getByRole("button", { name: "Continue" }).click();
    await expect(demo.getByRole("searchbox", { name: "Search charities" })).toBeVisible();
  });

  test("the demo converts points, picks a charity, confirms and starts over", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#loyalty-demo");
    const progress = demo.getByRole("list", { name: "Donation progress" });
    await expect(progress.getByRole("listitem")).toHaveCount(3);

    await expect(demo.getByRole("heading", { level: 3, name: "Convert points" })).toBeVisible();
    const slider = demo.getByRole("slider", { name: "Points to convert" });
    await expect(slider).toHaveValue("2000");
    await expect(slider).toHaveAttribute("min", "500");
    await expect(slider).toHaveAttribute("max", "2000");
    await expect(slider).toHaveAttribute("step", "500");
    await expect(demo.getByText("2,000 points", { exact: true })).toBeVisible();
    await expect(demo.getByText("= £20.00")).toBeVisible();
    await slider.fill("500");
    await expect(demo.getByText("500 points", { exact: true })).toBeVisible();
    await expect(demo.getByText("= £5.00")).toBeVisible();
    await demo.getByRole("button", { name: "Continue" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Select a Charity" })).toBeFocused();
    await expect(progress.locator("[aria-current=step]")).toContainText("Charity");
    const search = demo.getByRole("searchbox", { name: "Search charities" });
    await search.fill("shelter");
    await search.press("Enter");
    await expect(demo.getByRole("radio")).toHaveCount(3);
    await expect(demo.getByRole("radio", { name: "Harbour Kids Trust" })).toBeChecked();
    await expect(demo.getByRole("radio", { name: "Harbour Kids Trust" })).toHaveAccessibleDescription(/Children's charity/);
    await demo.getByRole("radio", { name: "Open Door Shelter" }).check();
    await demo.getByRole("button", { name: "Confirm Donation" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Thank You" })).toBeVisible();
    await expect(demo.getByText("You donated 500 points (£5.00) to Open Door Shelter.")).toBeVisible();
    await expect(demo.getByText("That's 1 child helped for a month.")).toBeVisible();
    await demo.getByRole("button", { name: "Start Over" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Convert points" })).toBeVisible();
    await expect(slider).toHaveValue("2000");
    await demo.getByRole("button", { name: "Continue" }).click();
    await expect(demo.getByRole("radio", { name: "Harbour Kids Trust" })).toBeChecked();
    await demo.getByRole("button", { name: "Confirm Donation" }).click();
    await expect(demo.getByText("You donated 2,000 points (£20.00) to Harbour Kids Trust.")).toBeVisible();
    await expect(demo.getByText("That's 4 children helped for a month.")).toBeVisible();
  });

  test("the demo can be finished with the keyboard alone", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#loyalty-demo");
    await demo.focus();
    const slider = demo.getByRole("slider", { name: "Points to convert" });
    await tabTo(page, slider);
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveValue("1500");
    await expect(demo.getByText("= £15.00")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(slider).toHaveValue("500");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveValue("1500");
    await tabTo(page, demo.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await tabTo(page, demo.getByRole("radio", { name: "Harbour Kids Trust" }));
    await page.keyboard.press("ArrowDown");
    await expect(demo.getByRole("radio", { name: "Greenline Rewild" })).toBeChecked();
    await tabTo(page, demo.getByRole("button", { name: "Confirm Donation" }));
    await page.keyboard.press("Enter");
    await expect(demo.getByText("You donated 1,500 points (£15.00) to Greenline Rewild.")).toBeVisible();
    await expect(demo.getByText("That's 3 children helped for a month.")).toBeVisible();
    await tabTo(page, demo.getByRole("button", { name: "Start Over" }));
    await page.keyboard.press("Enter");
    await expect(demo.getByRole("heading", { level: 3, name: "Convert points" })).toBeFocused();
    await expect(slider).toHaveValue("2000");
  });

  test("has no WCAG A/AA violations on every step", async ({ page }) => {
    await page.goto(PATH);
    expect(await axeViolations(page)).toEqual([]);
    const demo = page.locator("#loyalty-demo");
    await demo.getByRole("button", { name: "Continue" }).click();
    await expect(demo.getByRole("searchbox", { name: "Search charities" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await demo.getByRole("button", { name: "Confirm Donation" }).click();
    await expect(demo.getByRole("button", { name: "Start Over" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("never scrolls sideways", async ({ page }) => {
    await page.goto(PATH);
    await expectNoHorizontalOverflow(page);
    await page.locator("#loyalty-demo").getByRole("button", { name: "Continue" }).click();
    await expectNoHorizontalOverflow(page);
  });

  test("is readable with JavaScript off, the demo's first step included", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Points to convert" })).toHaveValue("2000");
    await expect(page.getByText("= £20.00")).toBeVisible();
    await context.close();
  });

  test("the footer links to the three donation-API pages", async ({ page }) => {
    await page.goto(PATH);
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Donation API for charities", "/donation-api/charities"],
      ["Donation API for ecommerce", "/donation-api/ecommerce"],
      ["Loyalty points to donations", "/donation-api/loyalty"],
    ]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await footer.getByRole("link", { name: "Donation API for ecommerce" }).click();
    await expect(page).toHaveURL(/\/donation-api\/ecommerce$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/checkouts that\s*give back/i);
  });
});
