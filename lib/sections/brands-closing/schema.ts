import type { z } from "zod";
import { text } from "@/lib/content/schema";

/** The brands page's bright closing band, whose button opens the partner enquiry. */
export const brandsClosingFields = { title: text(), body: text(), cta: text({ max: 30 }) };

export type BrandsClosingSection = z.infer<z.ZodObject<typeof brandsClosingFields>>;
