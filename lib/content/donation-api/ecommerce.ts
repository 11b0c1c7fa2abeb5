import type { PageMeta } from "../../metadata";
import { formatGBP, formatPercent, shareOf } from "../../money";
import { REVENUE_SHARE } from "../../site";
import { andFigures, withFigures } from "../figures";
import { CODE_BLOCK, PROMPT_COPY_TOASTS, type CodeBlockCopy, type CopyToasts, type NumberedStepsCopy } from "../shared";
import type { DonationApiEcommerceContent } from "./ecommerce.schema";
import data from "./ecommerce.json";
import type { CodeSnippetCopy, DonationApiCtaCopy, DonationApiHeroCopy } from "./shared";

/** /donation-api/ecommerce: the AI-assistant prompt, how it works and two platform samples. */

const SHARE = formatPercent(REVENUE_SHARE);

/** The provider's API as the samples write it: documentation text, never called by this site. */
export const DONATIONS_ENDPOINT = "https://api.drops.example/v1/donations";

const content = data as DonationApiEcommerceContent;
const ORDER_TOTAL = content.order.items.reduce((sum, item) => sum + item.price, 0);
const ORDER_DONATION = shareOf(ORDER_TOTAL, REVENUE_SHARE);

/**
 * lib/content/donation-api/ecommerce.json with its figures filled in; checked
 * against ecommerce.schema.ts at build time (lib/content/files.ts).
 */
const PAGE = withFigures(
  content,
  andFigures({ share: SHARE, endpoint: DONATIONS_ENDPOINT, orderTotal: formatGBP(ORDER_TOTAL), orderDonation: formatGBP(ORDER_DONATION) }),
);

export const DONATION_API_ECOMMERCE_META = { path: "/donation-api/ecommerce", ...PAGE.meta } satisfies PageMeta;

export const DONATION_API_ECOMMERCE_HERO = {
  ...PAGE.hero,
  cta: { label: PAGE.hero.cta, target: PAGE.prompt.id },
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

/** Beside the hero: an order confirmation with its donation line. Real maths on a made-up order. */
export const DONATION_API_ECOMMERCE_ORDER: OrderCardCopy = {
  label: PAGE.order.label,
  heading: PAGE.order.heading,
  items: PAGE.order.items.map(({ name, price }) => ({ name, price: formatGBP(price) })),
  total: { term: PAGE.order.total.term, value: formatGBP(ORDER_TOTAL) },
  donation: { amount: formatGBP(ORDER_DONATION), line: PAGE.order.donation.line },
};

export type PromptCopy = DonationApiEcommerceContent["prompt"] & { toasts: CopyToasts };

export const DONATION_API_ECOMMERCE_PROMPT: PromptCopy = { ...PAGE.prompt, toasts: PROMPT_COPY_TOASTS };

export const DONATION_API_ECOMMERCE_HOW_IT_WORKS = PAGE.howItWorks satisfies NumberedStepsCopy;

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

const [shopify, woocommerce] = PAGE.samples.samples;

export const DONATION_API_ECOMMERCE_SAMPLES: CodeSamplesCopy = {
  ...PAGE.samples,
  block: CODE_BLOCK,
  samples: [
    { ...shopify, language: "javascript", code: SHOPIFY_CODE },
    { ...woocommerce, language: "php", code: WOOCOMMERCE_CODE },
  ],
};

export const DONATION_API_ECOMMERCE_CTA = PAGE.cta satisfies DonationApiCtaCopy;
