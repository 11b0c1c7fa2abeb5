import type { z } from "zod";
import { anchor, list, step, text } from "@/lib/content/schema";

/** "How it works": numbered steps in a dark band. */
export const howItWorksFields = {
  /** The heading's id. */
  id: anchor(),
  title: text({ max: 60 }),
  steps: list(step()),
};

export type HowItWorksSection = z.infer<z.ZodObject<typeof howItWorksFields>>;
