import { z } from "zod";
import { anchor, fields, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

const sample = () => fields({ id: anchor(), platform: text({ max: 30 }), title: text({ mono: true }), copyLabel: text(), note: text({ max: 200 }) });

/** Two platform samples. The code itself is code (platform-samples.ts): Shopify, then WooCommerce. A sample's title is drawn in the code's monospace face. */
const apiCodeSamplesFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
  samples: z.tuple([sample(), sample()], { error: "must be two samples" }),
};

export default defineSectionSchema("api-code-samples", {
  label: "Platform code samples (Shopify, WooCommerce)",
  reads: ["demos"],
  fields: apiCodeSamplesFields,
  example: {
    eyebrow: "Example eyebrow",
    title: "Example code samples",
    body: "A sentence on the samples below.",
    samples: [
      { id: "example-sample-1", platform: "First platform", title: "example-1.liquid", copyLabel: "Copy the first sample", note: "An example note." },
      { id: "example-sample-2", platform: "Second platform", title: "example-2.php", copyLabel: "Copy the second sample", note: "Another example note." },
    ],
  },
});
