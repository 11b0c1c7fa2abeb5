import type { z } from "zod";
import { fields, list, oneOf, text } from "@/lib/content/schema";

/** Why charities switch: a grid of benefits, each with a line icon. */
export const benefitsGridFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
  benefits: list(
    fields({
      title: text({ max: 80 }),
      body: text({ max: 200, multiline: true }),
      icon: oneOf(["fees", "instant", "code", "gift-aid", "secure", "shield"]),
    }),
  ),
};

export type BenefitsGridSection = z.infer<z.ZodObject<typeof benefitsGridFields>>;
export type Benefit = BenefitsGridSection["benefits"][number];
