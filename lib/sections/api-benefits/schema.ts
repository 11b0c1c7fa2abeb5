import { fields, list, oneOf, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** Why charities switch: a grid of benefits, each with a line icon. */
const apiBenefitsFields = {
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

export default defineSectionSchema("api-benefits", { label: "Benefits grid with icons", fields: apiBenefitsFields });
