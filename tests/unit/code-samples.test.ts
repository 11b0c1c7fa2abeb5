import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHECKOUT_CODE } from "@/components/sections/code-samples/checkout-snippet";
import { CODE_SAMPLES } from "@/components/sections/code-samples/code";
import { DONATIONS_ENDPOINT } from "@/components/sections/shared/order-figures";
import { promptText } from "@/components/sections/api-prompt/prompt-text";
import { pagePath, sectionsOf } from "@/lib/content/load";
import { CODE_NAMES } from "@/lib/sections/code-samples/code-names";
import { SLOT } from "@/lib/template";
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

function phpCheck(code: string) {
  const parser = new Engine({ parser: { php8: true, suppressErrors: false }, ast: { withPositions: false } });
  parser.parseCode(code, "drops-donations.php");
}

// Platform names and titles are the marketers', and which code a page's sample shows; the code, and so its language, is the developers'.
const sample = (name: keyof typeof CODE_SAMPLES) => CODE_SAMPLES[name];
/** Each code name's language: the developers' choice, pinned. */
const LANGUAGES = { checkout: "javascript", shopify: "javascript", woocommerce: "php" } as const;
/** The two platforms' samples (the ecommerce page's, as launched): a JavaScript and a PHP one. */
const PLATFORMS = ["shopify", "woocommerce"] as const;
// The prompt's words are the marketers' (the page file's, where the page has one: a marketer may remove it); what
// fills its {endpoint} slot is the developers'.
const PROMPTS = sectionsOf(pagePath("donation-api-ecommerce"), "api-prompt");

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

describe("the site's code samples", () => {
  it("give every code name a sample in its language, valid in it", () => {
    expect(Object.keys(CODE_SAMPLES).sort()).toEqual([...CODE_NAMES].sort());
    for (const name of CODE_NAMES) {
      const { code, language } = sample(name);
      expect(language).toBe(LANGUAGES[name]);
      expect(() => (language === "php" ? phpCheck(code) : nodeCheck(code))).not.toThrow();
    }
  });
});

describe("the ecommerce samples", () => {
  it("cover two platforms, posting to the donation API", () => {
    expect(PLATFORMS.map((name) => sample(name).language).sort()).toEqual(["javascript", "php"]);
    for (const name of PLATFORMS) expect(sample(name).code).toContain(DONATIONS_ENDPOINT);
    expect(DONATIONS_ENDPOINT).toMatch(/\/v1\/donations$/);
  });

  // Each platform's call, as its language writes it: the code checked, the lines it must hold, and how it names a body field.
  const CALLS = {
    shopify: {
      check: nodeCheck,
      lines: [
        `fetch("${DONATIONS_ENDPOINT}"`,
        'method: "POST"',
        "Authorization: `Bearer ${process.env.DROPS_API_KEY}`",
        '"Content-Type": "application/json"',
        "JSON.stringify({",
        `const DONATION_SHARE = ${REVENUE_SHARE};`,
        "Number(order.total_price) * DONATION_SHARE",
      ],
      field: (name: string) => new RegExp(`\\b${name}:`),
    },
    woocommerce: {
      check: phpCheck,
      lines: [
        `wp_remote_post('${DONATIONS_ENDPOINT}'`,
        "'Authorization' => 'Bearer ' . DROPS_API_KEY",
        "'Content-Type' => 'application/json'",
        "wp_json_encode([",
        `const DROPS_DONATION_SHARE = ${REVENUE_SHARE};`,
        "(float) $order->get_total() * DROPS_DONATION_SHARE",
      ],
      field: (name: string) => new RegExp(`'${name}' =>`),
    },
  } as const;

  it.each(PLATFORMS)("%s: valid code posting JSON with a bearer key and every body field, its share of the total", (name) => {
    const { code } = sample(name);
    const call = CALLS[name];
    expect(() => call.check(code)).not.toThrow();
    for (const line of call.lines) expect(code).toContain(line);
    for (const field of ["amount", "currency", "charity_id", "order_id", "customer_id"]) expect(code).toMatch(call.field(field));
  });

  it("the PHP check really catches broken PHP", () => {
    const parser = new Engine({ parser: { php8: true, suppressErrors: false } });
    expect(() => parser.parseCode("<?php function ( {", "broken.php")).toThrow();
  });
});

describe("the AI prompt", () => {
  it("has its {endpoint} filled with the donation API's address, its words kept", () => {
    expect(promptText("Send a POST request to {endpoint} for each order.")).toBe(`Send a POST request to ${DONATIONS_ENDPOINT} for each order.`);
    expect(promptText("Two calls: {endpoint}, then {endpoint} again.")).toBe(`Two calls: ${DONATIONS_ENDPOINT}, then ${DONATIONS_ENDPOINT} again.`);
    expect(promptText("No address here.")).toBe("No address here.");
  });

  it("as the page has it: every slot filled, the address wherever its words name {endpoint}", () => {
    for (const { text } of PROMPTS) {
      const shown = promptText(text);
      expect(shown.match(SLOT)).toBeNull();
      if (text.includes("{endpoint}")) expect(shown).toContain(DONATIONS_ENDPOINT);
    }
  });
});
