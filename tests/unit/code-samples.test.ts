import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHECKOUT_CODE } from "@/components/sections/code-samples/checkout-snippet";
import { CODE_SAMPLES } from "@/components/sections/code-samples/code";
import { DONATIONS_ENDPOINT } from "@/components/sections/shared/order-figures";
import { promptText } from "@/components/sections/api-prompt/prompt-text";
import { sectionOf, sectionsOf } from "@/lib/content/load";
import { formatPercent } from "@/lib/money";
import { CHECKOUT, REVENUE_SHARE } from "@/lib/constants";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- php-parser ships CommonJS without types.
const { Engine } = require("php-parser");

function nodeCheck(code: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "drops-sample-"));
  const file = path.join(dir, "sample.mjs");
  writeFileSync(file, code);
  try {
    // Throws with the syntax error if the sample is not valid JavaScript.
    execFileSync(process.execPath, ["--check", file], { stdio: "pipe" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Platform names and titles are the marketers'; the code, and so its language, is the developers'.
const sample = (name: keyof typeof CODE_SAMPLES) => CODE_SAMPLES[name];
// The prompt as the page shows it: its words from the page file, the endpoint filled in (where the page has it: a marketer may remove it).
const PROMPT_TEXTS = sectionsOf("/donation-api/ecommerce", "api-prompt").map((section) => promptText(section.text));

describe("the charity checkout snippet", () => {
  it("is valid JavaScript with every checkout field", () => {
    expect(() => nodeCheck(CHECKOUT_CODE)).not.toThrow();
    for (const field of ["apiKey", "charityId", "onSuccess", "amount", "currency", "giftAid"]) {
      expect(CHECKOUT_CODE).toMatch(new RegExp(`\\b${field}:`));
    }
    expect(CHECKOUT_CODE).toContain('currency: "GBP"');
    expect(CHECKOUT_CODE).toContain(`amount: ${CHECKOUT.defaultAmount}`);
  });
});

describe("the ecommerce samples", () => {
  it("cover two platforms", () => {
    const samples = sectionOf("/donation-api/ecommerce", "code-samples").samples;
    expect(samples.map((s) => CODE_SAMPLES[s.code].language).sort()).toEqual(["javascript", "php"]);
    expect(DONATIONS_ENDPOINT).toMatch(/\/v1\/donations$/);
  });

  it("Shopify: valid JavaScript posting JSON with a bearer key and every body field, 1% of the total", () => {
    const { code } = sample("shopify");
    expect(() => nodeCheck(code)).not.toThrow();
    expect(code).toContain(`fetch("${DONATIONS_ENDPOINT}"`);
    expect(code).toContain('method: "POST"');
    expect(code).toContain("Authorization: `Bearer ${process.env.DROPS_API_KEY}`");
    expect(code).toContain('"Content-Type": "application/json"');
    expect(code).toContain("JSON.stringify({");
    for (const field of ["amount", "currency", "charity_id", "order_id", "customer_id"]) expect(code).toMatch(new RegExp(`\\b${field}:`));
    expect(code).toContain(`const DONATION_SHARE = ${REVENUE_SHARE};`);
    expect(code).toContain("Number(order.total_price) * DONATION_SHARE");
  });

  it("WooCommerce: valid PHP posting JSON with a bearer key and every body field, 1% of the total", () => {
    const { code } = sample("woocommerce");
    const parser = new Engine({ parser: { php8: true, suppressErrors: false }, ast: { withPositions: false } });
    expect(() => parser.parseCode(code, "drops-donations.php")).not.toThrow();
    expect(code).toContain(`wp_remote_post('${DONATIONS_ENDPOINT}'`);
    expect(code).toContain("'Authorization' => 'Bearer ' . DROPS_API_KEY");
    expect(code).toContain("'Content-Type' => 'application/json'");
    expect(code).toContain("wp_json_encode([");
    for (const field of ["amount", "currency", "charity_id", "order_id", "customer_id"]) expect(code).toContain(`'${field}' =>`);
    expect(code).toContain(`const DROPS_DONATION_SHARE = ${REVENUE_SHARE};`);
    expect(code).toContain("(float) $order->get_total() * DROPS_DONATION_SHARE");
  });

  it("the PHP check really catches broken PHP", () => {
    const parser = new Engine({ parser: { php8: true, suppressErrors: false } });
    expect(() => parser.parseCode("<?php function ( {", "broken.php")).toThrow();
  });
});

describe("the AI prompt", () => {
  it("asks for the same call, with every body field", () => {
    for (const text of PROMPT_TEXTS) {
      expect(text).toContain(DONATIONS_ENDPOINT);
      expect(text).toContain("Bearer");
      expect(text).toContain(`${formatPercent(REVENUE_SHARE)} of every order total`);
      expect(text).toContain("amount");
      expect(text).toContain("currency, charity_id, order_id and customer_id");
    }
  });
});
