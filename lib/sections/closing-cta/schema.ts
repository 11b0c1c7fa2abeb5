import type { z } from "zod";
import { text } from "@/lib/content/schema";

/** A dark closing band whose button opens the Droplist sign-up. */
export const closingCtaFields = { title: text(), body: text(), cta: text({ max: 24 }) };

export type ClosingCtaSection = z.infer<z.ZodObject<typeof closingCtaFields>>;
