import type { PageMeta } from "../../metadata";
import { formatGBP, formatPercent, shareOf } from "../../money";
import { REVENUE_SHARE } from "../../site";
import { CODE_BLOCK, PROMPT_COPY_TOASTS, type CodeBlockCopy, type CopyToasts, type NumberedStepsCopy } from "../shared";
import type { CodeSnippetCopy, DonationApiCtaCopy, DonationApiHeroCopy } from "./shared";

/** /donation-api/ecommerce: the AI-assistant prompt, how it works and two platform samples. */

const SHARE = formatPercent(REVENUE_SHARE);

/** The provider's API as the samples write it: documentation text, never called by this site. */
export const DONATIONS_ENDPOINT = "https://api.drops.example/v1/donations";

export const DONATION_API_ECOMMERCE_META = {
  path: "/donation-api/ecommerce",
  title: "Donation API for ecommerce",
  description: `Give ${SHARE} of every order to charity with one API call. Paste our prompt into your AI assistant or drop in the Shopify and WooCommerce samples.`,
} satisfies PageMeta;

const PROMPT_ID = "ai-prompt";

export const DONATION_API_ECOMMERCE_HERO = {
  eyebrow: "Donation API for ecommerce",
  title: ["Checkouts that", "give back"],
  body: `Send ${SHARE} of every order to a cause your customers care about. One API call per order, set up in an afternoon, or in one prompt.`,
  cta: { label: "Get the prompt", target: PROMPT_ID },
} satisfies DonationApiHeroCopy;

export interface OrderCardCopy {
  /** The card is one picture to assistive technology: this is its text alternative. */
  label: string;
  heading: string;
  items: readonly { name: string; price: string }[];
  total: { term: string; value: string };
  /** "£0.85 went to …": {amount} is filled in. */
  donation: { amount: string; line: string };
}

const ORDER_ITEMS = [
  { name: "Trail runners", price: 69.5 },
  { name: "Merino socks", price: 15 },
];
const ORDER_TOTAL = ORDER_ITEMS.reduce((sum, item) => sum + item.price, 0);
const ORDER_DONATION = shareOf(ORDER_TOTAL, REVENUE_SHARE);

/** Beside the hero: an order confirmation with its donation line. Real maths on a made-up order. */
export const DONATION_API_ECOMMERCE_ORDER = {
  label: `Example order of ${formatGBP(ORDER_TOTAL)} with ${formatGBP(ORDER_DONATION)} donated to charity`,
  heading: "Order #10482 · paid",
  items: ORDER_ITEMS.map(({ name, price }) => ({ name, price: formatGBP(price) })),
  total: { term: "Total", value: formatGBP(ORDER_TOTAL) },
  donation: { amount: formatGBP(ORDER_DONATION), line: "{amount} went to Harbour Kids Trust with this order" },
} satisfies OrderCardCopy;

export interface PromptCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  /** Above the prompt. */
  label: string;
  /** The copy button's text and name. */
  copy: string;
  toasts: CopyToasts;
  text: string;
}

export const DONATION_API_ECOMMERCE_PROMPT = {
  id: PROMPT_ID,
  eyebrow: "Integrate with AI",
  title: "One prompt, done",
  body: "Paste this into ChatGPT, Claude or the assistant in your editor. It writes the integration for your store.",
  label: "Prompt",
  copy: "Copy prompt",
  toasts: PROMPT_COPY_TOASTS,
  text: `I run an online store and want to donate ${SHARE} of every order total to charity with the Drops donation API.

When an order is paid, send a POST request to ${DONATIONS_ENDPOINT} with:
- the header "Authorization: Bearer <API key>", with the key read from an environment variable, never written in the code
- the header "Content-Type: application/json"
- a JSON body with amount (${SHARE} of the order total, rounded to the penny), currency, charity_id, order_id and customer_id

Write this for my platform (Shopify, WooCommerce or a custom Node.js store). If the request fails, log it and carry on: a donation must never block an order.`,
} satisfies PromptCopy;

export const DONATION_API_ECOMMERCE_HOW_IT_WORKS = {
  id: "how-it-works-title",
  title: "How it works",
  steps: [
    { title: "Get your API key", body: "Sign up, pick the charity you want to back and copy your key. It takes two minutes." },
    { title: "Add one call", body: "Give the prompt to your AI assistant, or paste our Shopify or WooCommerce sample below." },
    { title: `Give ${SHARE} of every order`, body: `Each paid order sends ${SHARE} of its total to your cause, with a receipt for your books.` },
  ],
} satisfies NumberedStepsCopy;

export interface CodeSample extends CodeSnippetCopy {
  platform: string;
  note: string;
}

const SHOPIFY_CODE = `// Shopify "orders/paid" webhook: gives ${SHARE} of every order total to your charity.
import crypto from "node:crypto";
import express from "express";

const DONATION_SHARE = ${REVENUE_SHARE}; // ${SHARE} of the order total
const app = express();

function isFromShopify(req) {
  const digest = crypto
    .createHmac("sha256", process.env.SHOPIFY_WEBHOOK_SECRET)
    .update(req.body)
    .digest("base64");
  const signature = req.get("X-Shopify-Hmac-Sha256") ?? "";
  return (
    signature.length === digest.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(digest))
  );
}

app.post("/webhooks/orders-paid", express.raw({ type: "application/json" }), async (req, res) => {
  if (!isFromShopify(req)) return res.sendStatus(401);
  const order = JSON.parse(req.body.toString("utf8"));
  res.sendStatus(200); // answer Shopify at once; the donation must never block the order

  try {
    const response = await fetch("${DONATIONS_ENDPOINT}", {
      method: "POST",
      headers: {
        Authorization: \`Bearer \${process.env.DROPS_API_KEY}\`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        amount: Math.round(Number(order.total_price) * DONATION_SHARE * 100) / 100,
        currency: order.currency,
        charity_id: process.env.DROPS_CHARITY_ID,
        order_id: String(order.id),
        customer_id: order.customer ? String(order.customer.id) : null,
      }),
    });
    if (!response.ok) console.error("Donation failed", response.status, await response.text());
  } catch (error) {
    console.error("Donation failed", error);
  }
});

app.listen(process.env.PORT ?? 3000);
`;

const WOOCOMMERCE_CODE = `<?php
/**
 * Plugin Name: Drops donations
 * Description: Gives ${SHARE} of every completed order to your charity.
 *
 * Define DROPS_API_KEY and DROPS_CHARITY_ID in wp-config.php.
 */

const DROPS_DONATION_SHARE = ${REVENUE_SHARE}; // ${SHARE} of the order total

add_action('woocommerce_order_status_completed', 'drops_donate_share_of_order');

function drops_donate_share_of_order(int $order_id): void
{
    $order = wc_get_order($order_id);
    if (!$order) {
        return;
    }

    $customer_id = $order->get_customer_id();
    $response = wp_remote_post('${DONATIONS_ENDPOINT}', [
        'headers' => [
            'Authorization' => 'Bearer ' . DROPS_API_KEY,
            'Content-Type' => 'application/json',
        ],
        'body' => wp_json_encode([
            'amount' => round((float) $order->get_total() * DROPS_DONATION_SHARE, 2),
            'currency' => $order->get_currency(),
            'charity_id' => DROPS_CHARITY_ID,
            'order_id' => (string) $order->get_id(),
            'customer_id' => $customer_id ? (string) $customer_id : null,
        ]),
        'timeout' => 10,
    ]);

    if (is_wp_error($response) || wp_remote_retrieve_response_code($response) >= 300) {
        error_log('Drops donation failed for order ' . $order_id);
    }
}
`;

export interface CodeSamplesCopy {
  eyebrow: string;
  title: string;
  body: string;
  samples: readonly CodeSample[];
  block: CodeBlockCopy;
}

export const DONATION_API_ECOMMERCE_SAMPLES = {
  eyebrow: "For developers",
  title: "Sample integrations",
  body: `Prefer to write it yourself? Here is the same ${SHARE} donation for two platforms. Swap in your key and charity ID and ship it.`,
  block: CODE_BLOCK,
  samples: [
    {
      id: "shopify-sample",
      platform: "Shopify",
      title: "Shopify order webhook (Node.js)",
      language: "javascript",
      copyLabel: "Copy the Shopify sample",
      note: "Subscribe the URL to the orders/paid webhook in your Shopify admin.",
      code: SHOPIFY_CODE,
    },
    {
      id: "woocommerce-sample",
      platform: "WooCommerce",
      title: "WooCommerce plugin (PHP)",
      language: "php",
      copyLabel: "Copy the WooCommerce sample",
      note: "Save as wp-content/plugins/drops-donations.php and activate it.",
      code: WOOCOMMERCE_CODE,
    },
  ],
} satisfies CodeSamplesCopy;

export const DONATION_API_ECOMMERCE_CTA = {
  id: "ecommerce-cta",
  title: "Ready when you are",
  body: "Get a key, point it at your cause and let every order do a little good.",
  primary: "Get Your API Key",
  secondary: "View Documentation",
} satisfies DonationApiCtaCopy;
