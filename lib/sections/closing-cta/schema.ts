import { text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** A dark closing band whose button opens the Droplist sign-up. */
const closingCtaFields = { title: text(), body: text(), cta: text({ max: 24 }) };

export default defineSectionSchema("closing-cta", {
  label: "Closing band with a Droplist button (dark)",
  fields: closingCtaFields,
  example: { title: "An example closing title", body: "A line that asks the visitor to join.", cta: "Join now" },
});
