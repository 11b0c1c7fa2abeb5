import { expectContentBelowHeader, expectDoesNothing, expectLaterStepsFetchedNearDemo, expectNoHorizontalOverflow, tabTo } from "./api-helpers";
import { axeViolations, expect, isPhone, test } from "./fixtures";

const PATH = "/donation-api/charities";

test.describe("/donation-api/charities", () => {
  test("FOR CHARITIES: headline, buttons, six benefits, Request Demo, snippet and stats", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle("Donation API for charities | Drops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^for charities$/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "uppercase");
    await expectContentBelowHeader(page);

    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Get Started Free" })).toBeVisible();
    await expect(main.getByRole("button", { name: "View Documentation" }).first()).toBeVisible();
    for (const benefit of [
      "Up to 80% lower fees than card payments",
      "Instant settlement",
      "Simple integration",
      "Gift Aid automation for UK charities",
      "Secure bank-level donor authentication",
      "No chargebacks",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }
    await expect(main.getByRole("button", { name: "Request Demo" })).toBeVisible();

    const snippet = page.locator("#charity-checkout-code-code");
    for (const field of ["apiKey:", "charityId:", "onSuccess:", "amount: 30", 'currency: "GBP"', "giftAid: true"]) {
      await expect(snippet).toContainText(field);
    }
    await expect(snippet.locator(".tok-keyword").first()).toBeVisible();

    const stats = main.getByRole("region", { name: "Donation API in numbers" });
    for (const [value, label] of [
      ["£12M+", "raised"],
      ["3,400+", "charities"],
      ["80%", "increased conversion"],
      ["3 mins", "average integration"],
    ]) {
      await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(stats.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
  });

  test("Get Started Free and Request Demo take the visitor to their sections", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("button", { name: "Get Started Free" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Get started" })).toBeInViewport();
    await page.getByRole("button", { name: "Request Demo" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Select Amount" })).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  test("the checkout demo walks all four steps with the exact copy", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#checkout-demo");
    const progress = demo.getByRole("list", { name: "Checkout progress" });
    await expect(progress.getByRole("listitem")).toHaveCount(4);
    await expect(progress.locator("[aria-current=step]")).toContainText("Amount");

    await expect(demo.getByRole("heading", { level: 3, name: "Select Amount" })).toBeVisible();
    for (const preset of ["£10", "£20", "£50"]) await expect(demo.getByRole("button", { name: preset, exact: true })).toBeVisible();
    await expect(demo.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue("30");
    await expect(demo.getByRole("checkbox", { name: "Make this a monthly donation" })).toBeChecked();
    await demo.getByRole("button", { name: "Continue" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Gift Aid" })).toBeFocused();
    await expect(progress.locator("[aria-current=step]")).toContainText("Gift Aid");
    await expect(demo.getByText("Boost your donation by 25% at no extra cost to you")).toBeVisible();
    await expect(demo.getByRole("checkbox", { name: "I am a UK taxpayer and would like to claim Gift Aid on my donation" })).toBeChecked();
    await expect(demo.getByText("+ £7.50")).toBeVisible();
    await expect(demo.getByText("£37.50")).toBeVisible();
    await demo.getByRole("button", { name: "Continue" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Select Payment Method" })).toBeVisible();
    const bank = demo.getByRole("radio", { name: "Bank Transfer (Instant)" });
    const card = demo.getByRole("radio", { name: "Credit/Debit Card" });
    await expect(bank).toBeChecked();
    await expect(bank).toHaveAccessibleDescription("Free");
    await expect(card).toHaveAccessibleDescription("+ £0.80 fee");
    await expect(demo.getByText("Free", { exact: true }).first()).toBeVisible();
    await expect(demo.getByText("+ £0.80 fee")).toBeVisible();
    await expect(demo.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await card.check();
    await expect(demo.getByText("£30.80")).toBeVisible();
    await bank.check();
    await expect(demo.getByText("£30.80")).toHaveCount(0);
    await demo.getByRole("button", { name: "Donate Now" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Thank You" })).toBeVisible();
    await expect(demo.getByText("Your £30 donation has been processed successfully.")).toBeVisible();
    await expect(demo.getByText("A receipt has been sent to your email")).toBeVisible();
    await demo.getByRole("button", { name: "Start Over" }).click();

    await expect(demo.getByRole("heading", { level: 3, name: "Select Amount" })).toBeVisible();
    await expect(demo.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue("30");
    await expect(demo.getByRole("checkbox", { name: "Make this a monthly donation" })).toBeChecked();
  });

  test("the demo's later steps load only as it comes near", async ({ page }) => {
    await expectLaterStepsFetchedNearDemo(page, PATH, page.locator("#checkout-demo"), "bg-coral-300/40");
    await page.locator("#checkout-demo").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Boost your donation by 25% at no extra cost to you")).toBeVisible();
  });

  test("the thank-you line shows the amount chosen", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#checkout-demo");
    await demo.getByRole("button", { name: "£20", exact: true }).click();
    await expect(demo.getByRole("button", { name: "£20", exact: true })).toHaveAttribute("aria-pressed", "true");
    for (const name of ["Continue", "Continue", "Donate Now"]) await demo.getByRole("button", { name }).click();
    await expect(demo.getByText("Your £20 donation has been processed successfully.")).toBeVisible();
  });

  test("the custom amount keeps sensible typing and never shows NaN", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#checkout-demo");
    const box = demo.getByRole("spinbutton", { name: "Custom amount" });
    await box.fill("12.5");
    await expect(box).toHaveValue("12.5");
    await expect(demo.getByText("You're giving £12.50 a month.")).toBeVisible();
    await box.pressSequentially("abc-e");
    await expect(box).toHaveValue("12.5");
    await box.fill("-5");
    await expect(box).toHaveValue("12.5");
    await box.fill("");
    await box.blur();
    await expect(box).toHaveValue("12.50");
    await box.fill("1e9");
    await expect(box).toHaveValue("10000");
    await box.fill("0");
    await demo.getByRole("button", { name: "Continue" }).click();
    await expect(demo.getByText("£10,000.00").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("NaN");
  });

  test("Request API Key and View Documentation do nothing", async ({ page }) => {
    await page.goto(PATH);
    const getStarted = page.getByRole("region", { name: "Get started" });
    await expectDoesNothing(page, getStarted.getByRole("button", { name: "Request API Key" }));
    await expectDoesNothing(page, getStarted.getByRole("button", { name: "View Documentation" }));
    await expectDoesNothing(page, page.getByRole("main").getByRole("button", { name: "View Documentation" }).first());
  });

  test("the checkout demo can be finished with the keyboard alone", async ({ page }) => {
    await page.goto(PATH);
    const demo = page.locator("#checkout-demo");
    await page.getByRole("heading", { level: 2, name: "Try the smart checkout" }).scrollIntoViewIfNeeded();
    await demo.focus();
    await tabTo(page, demo.getByRole("button", { name: "£50", exact: true }));
    await page.keyboard.press("Enter");
    await expect(demo.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue("50");
    await tabTo(page, demo.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(demo.getByRole("heading", { level: 3, name: "Gift Aid" })).toBeFocused();
    await tabTo(page, demo.getByRole("checkbox", { name: /Gift Aid/ }));
    await page.keyboard.press("Space");
    await expect(demo.getByRole("checkbox", { name: /Gift Aid/ })).not.toBeChecked();
    await tabTo(page, demo.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await tabTo(page, demo.getByRole("radio", { name: "Bank Transfer (Instant)" }));
    await page.keyboard.press("ArrowDown");
    await expect(demo.getByRole("radio", { name: "Credit/Debit Card" })).toBeChecked();
    await tabTo(page, demo.getByRole("button", { name: "Donate Now" }));
    await page.keyboard.press("Enter");
    await expect(demo.getByText("Your £50 donation has been processed successfully.")).toBeVisible();
    await tabTo(page, demo.getByRole("button", { name: "Start Over" }));
    await page.keyboard.press("Enter");
    await expect(demo.getByRole("heading", { level: 3, name: "Select Amount" })).toBeFocused();
  });

  test("has no WCAG A/AA violations, on the first and the payment step", async ({ page }) => {
    await page.goto(PATH);
    expect(await axeViolations(page)).toEqual([]);
    const demo = page.locator("#checkout-demo");
    await demo.getByRole("button", { name: "Continue" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await demo.getByRole("button", { name: "Continue" }).click();
    await expect(demo.getByRole("radio", { name: "Bank Transfer (Instant)" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await demo.getByRole("button", { name: "Donate Now" }).click();
    await expect(demo.getByRole("button", { name: "Start Over" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("never scrolls sideways; the snippet scrolls inside its own block on a phone", async ({ page }) => {
    await page.goto(PATH);
    await expectNoHorizontalOverflow(page);
    const pre = page.locator("pre").filter({ has: page.locator("#charity-checkout-code-code") });
    await expect(pre).toHaveAttribute("tabindex", "0");
    await expect(pre).toHaveCSS("overflow-x", "auto");
    if (isPhone(page)) {
      const { scrollWidth, clientWidth } = await pre.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
    }
  });

  test("is readable with JavaScript off, the demo's first step included", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/for charities/i);
    await expect(page.getByRole("heading", { level: 3, name: "Select Amount" })).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue("30");
    await expect(page.locator("#charity-checkout-code-code")).toContainText("giftAid");
    await context.close();
  });
});
