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

export default defineSectionSchema("api-benefits", {
  label: "Benefits grid with icons",
  fields: apiBenefitsFields,
  example: {
    eyebrow: "Example eyebrow",
    title: "Example benefits",
    body: "A sentence introducing the benefits below.",
    benefits: [
      { title: "A first benefit", body: "What it means.", icon: "fees" },
      { title: "A second benefit", body: "What it means.", icon: "instant" },
      { title: "A third benefit", body: "What it means.", icon: "secure" },
    ],
  },
});
