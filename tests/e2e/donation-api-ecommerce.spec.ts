import { expectContentBelowHeader, expectDoesNothing, expectNoHorizontalOverflow } from "./api-helpers";
import { axeViolations, expect, isPhone, test } from "./fixtures";

const PATH = "/donation-api/ecommerce";
const ENDPOINT = "https://api.drops.example/v1/donations";

test.describe("/donation-api/ecommerce", () => {
  test("shows the prompt, three how-it-works steps, two samples and the buttons", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle("Donation API for ecommerce | Drops");
    await expectContentBelowHeader(page);
    const main = page.getByRole("main");

    const prompt = page.locator("#ai-prompt-text");
    await expect(prompt).toContainText(ENDPOINT);
    await expect(prompt).toContainText("1% of every order total");
    await expect(main.getByRole("button", { name: "Copy prompt" })).toBeVisible();

    const how = main.getByRole("region", { name: "How it works" });
    await expect(how.getByRole("listitem")).toHaveCount(3);
    for (const step of ["Get your API key", "Add one call", "Give 1% of every order"]) {
      await expect(how.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }

    await expect(main.getByRole("heading", { level: 3, name: "Shopify" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "WooCommerce" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Get Your API Key" })).toBeVisible();
    await expect(main.getByRole("button", { name: "View Documentation" })).toBeVisible();
  });

  test("both samples post JSON with a bearer key and every field, donating 1% of the total", async ({ page }) => {
    await page.goto(PATH);
    const shopify = page.locator("#shopify-sample-code");
    const woo = page.locator("#woocommerce-sample-code");
    for (const code of [shopify, woo]) {
      await expect(code).toContainText(ENDPOINT);
      await expect(code).toContainText("Bearer");
      await expect(code).toContainText("application/json");
      for (const field of ["amount", "currency", "charity_id", "order_id", "customer_id"]) await expect(code).toContainText(field);
      await expect(code).toContainText("0.01");
      // Highlighted at build time, with classes rather than inline colours.
      await expect(code.locator(".tok-keyword").first()).toBeVisible();
      await expect(code.locator(".tok-string").first()).toBeVisible();
      await expect(code.locator("[style]")).toHaveCount(0);
    }
    await expect(shopify).toContainText('method: "POST"');
    await expect(shopify).toContainText("Authorization: `Bearer ${process.env.DROPS_API_KEY}`");
    await expect(shopify).toContainText("Number(order.total_price) * DONATION_SHARE");
    await expect(woo).toContainText("wp_remote_post(");
    await expect(woo).toContainText("'Authorization' => 'Bearer ' . DROPS_API_KEY");
    await expect(woo).toContainText("(float) $order->get_total() * DROPS_DONATION_SHARE");
  });

  test("Copy prompt writes the prompt to the clipboard and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    const expected = await page.locator("#ai-prompt-text").textContent();
    await page.getByRole("button", { name: "Copy prompt" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Copied to clipboard!" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "success");
    await expect(toast).toContainText("You can now paste the prompt in your LLM of choice.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toContain("charity_id, order_id and customer_id");
  });

  test("each code sample has its own copy button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    for (const [button, id] of [
      ["Copy the Shopify sample", "#shopify-sample-code"],
      ["Copy the WooCommerce sample", "#woocommerce-sample-code"],
    ]) {
      await page.getByRole("button", { name: button }).click();
      const expected = await page.locator(id).textContent();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    await expect(page.getByText("Copied to clipboard!").first()).toBeVisible();
  });

  test("a refused clipboard gets an error toast and the prompt selected for a manual copy", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    await page.goto(PATH);
    await page.getByRole("button", { name: "Copy prompt" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Couldn't copy automatically" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast).toContainText("copy it by hand");
    await expect(page.getByText("Copied to clipboard!")).toHaveCount(0);
    const expected = await page.locator("#ai-prompt-text").textContent();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(expected);
    await expect(page.locator("#ai-prompt-text")).not.toHaveCSS("user-select", "none");
  });

  test("a missing clipboard API gets the same fallback", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    });
    await page.goto(PATH);
    await page.getByRole("button", { name: "Copy prompt" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText("copy it by hand");
  });

  test("Get Your API Key and View Documentation do nothing", async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    await expectDoesNothing(page, main.getByRole("button", { name: "Get Your API Key" }));
    await expectDoesNothing(page, main.getByRole("button", { name: "View Documentation" }));
  });

  test("the prompt can be copied with the keyboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    await page.getByRole("button", { name: "Copy prompt" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Copied to clipboard!")).toBeVisible();
  });

  test("has no WCAG A/AA violations", async ({ page }) => {
    await page.goto(PATH);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("never scrolls sideways; code scrolls inside its blocks on a phone", async ({ page }) => {
    await page.goto(PATH);
    await expectNoHorizontalOverflow(page);
    for (const id of ["#shopify-sample-code", "#woocommerce-sample-code"]) {
      const pre = page.locator("pre").filter({ has: page.locator(id) });
      await expect(pre).toHaveAttribute("tabindex", "0");
      await expect(pre).toHaveCSS("overflow-x", "auto");
      if (isPhone(page)) {
        const { scrollWidth, clientWidth } = await pre.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        const box = await pre.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    }
  });

  test("is readable with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(PATH);
    await expect(page.locator("#ai-prompt-text")).toContainText(ENDPOINT);
    await expect(page.locator("#woocommerce-sample-code")).toContainText("customer_id");
    await context.close();
  });
});
