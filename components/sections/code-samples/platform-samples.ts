import { formatPercent } from "@/lib/money";
import { REVENUE_SHARE } from "@/lib/constants";
import { DONATIONS_ENDPOINT } from "../shared/order-figures";

/** The two platform samples (Shopify, WooCommerce) the /donation-api/ecommerce code section shows, their share from lib/constants.ts REVENUE_SHARE. */

const SHARE = formatPercent(REVENUE_SHARE);

export const SHOPIFY_CODE = `// Shopify "orders/paid" webhook: gives ${SHARE} of every order total to your charity.
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

export const WOOCOMMERCE_CODE = `<?php
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
