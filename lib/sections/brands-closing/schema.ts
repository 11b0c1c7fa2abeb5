import { text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** The brands page's bright closing band, whose button opens the partner enquiry. */
const brandsClosingFields = { title: text(), body: text(), cta: text({ max: 30 }) };

export default defineSectionSchema("brands-closing", {
  label: "Closing band with a partner button (bright)",
  fields: brandsClosingFields,
  example: { title: "An example closing title for brands", body: "A line that invites a brand to get in touch.", cta: "Get in touch" },
  partnerAudiences: () => ["brand"],
  oncePerPage: true,
});
