import type { CodeLanguage } from "@/lib/highlight";
import type { CodeName } from "@/lib/sections/code-samples/code-names";
import { CHECKOUT_CODE } from "./checkout-snippet";
import { SHOPIFY_CODE, WOOCOMMERCE_CODE } from "./platform-samples";

/** The site's code samples by the name a section's sample gives (lib/sections/code-samples/code-names.ts): each one's code and language. */
export const CODE_SAMPLES: Record<CodeName, { language: CodeLanguage; code: string }> = {
  checkout: { language: "javascript", code: CHECKOUT_CODE },
  shopify: { language: "javascript", code: SHOPIFY_CODE },
  woocommerce: { language: "php", code: WOOCOMMERCE_CODE },
};
