import { z } from "zod";
import { anchor, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** The dark closing band and its two buttons (placeholders: there is no sign-up or docs site yet). */
const apiCtaFields = {
  id: anchor(),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
  primary: text({ max: 30 }),
  secondary: text({ max: 30 }),
  /** Focusable, when a button higher up scrolls here and hands it focus. */
  focusTarget: z
    .boolean({ error: "must be true or false" })
    .meta({ hidden: true, description: "A button higher up scrolls here, so the band takes focus: a developer sets it with that button." })
    .optional(),
};

export default defineSectionSchema("api-cta", {
  label: "Closing band with two buttons that do nothing yet (dark)",
  fields: apiCtaFields,
  example: {
    id: "example-api-cta",
    title: "An example closing title for an API page",
    body: "A line that asks the visitor to start.",
    primary: "Get a key",
    secondary: "Read the docs",
  },
});
