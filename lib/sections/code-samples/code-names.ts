/**
 * The site's code samples by name: the code itself, and its language, is code (components/sections/code-samples/code.ts
 * gives each name its code). A sample of the section names the code it shows, never by its place.
 */
export const CODE_NAMES = ["checkout", "shopify", "woocommerce"] as const;
export type CodeName = (typeof CODE_NAMES)[number];
