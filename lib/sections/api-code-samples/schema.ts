import { z } from "zod";
import { anchor, fields, text } from "@/lib/content/schema";

const sample = () => fields({ id: anchor(), platform: text({ max: 30 }), title: text(), copyLabel: text(), note: text({ max: 200 }) });

/** Two platform samples. The code itself is code (platform-samples.ts): Shopify, then WooCommerce. */
export const codeSamplesFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
  samples: z.tuple([sample(), sample()], { error: "must be two samples" }),
};

export type CodeSamplesSection = z.infer<z.ZodObject<typeof codeSamplesFields>>;
