import type { z } from "zod";
import { text } from "@/lib/content/schema";
import { headedSection } from "../shared/api-fields";

/** The AI-assistant prompt, shown in full with a copy button. */
export const promptSectionFields = {
  ...headedSection(),
  /** Above the prompt. */
  label: text(),
  /** The copy button's text and name. */
  copy: text({ max: 30 }),
  /** {endpoint} is the donation API's address. */
  text: text({ max: 2000, multiline: true, slots: ["endpoint"] }),
};

export type PromptSectionCopy = z.infer<z.ZodObject<typeof promptSectionFields>>;
