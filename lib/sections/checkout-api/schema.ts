import { fields, href, text } from "@/lib/content/schema";
import { pitchFields } from "../shared/pitch-fields";
import { defineSectionSchema } from "../section-schema";

/** The donation-checkout API: the pitch, a link to its page, and a drawn checkout. */
const checkoutApiFields = {
  ...pitchFields(),
  more: fields({ href: href(), label: text() }),
  /** The drawn checkout card; its amount is the checkout's default donation. */
  sample: fields({
    title: text(),
    badge: text({ max: 12 }),
    label: text(),
    method: text(),
    fee: text(),
    /** "Gift Aid adds £7.50": {giftAid} is filled in. */
    giftAid: text({ slots: ["giftAid"] }),
    /** The drawn button, "Donate £30": {amount} is filled in. */
    donate: text({ slots: ["amount"] }),
  }),
};

export default defineSectionSchema("checkout-api", {
  label: "Pitch beside a drawn checkout card",
  fields: checkoutApiFields,
  example: {
    id: "example-checkout-api",
    eyebrow: "Example eyebrow",
    title: "An example pitch for the checkout",
    body: "A sentence on what the checkout does for a charity.",
    points: ["A first selling point", "A second selling point"],
    apply: "Apply now",
    more: { href: "home", label: "Read more" },
    sample: {
      title: "Example checkout",
      badge: "Example",
      label: "Your gift",
      method: "Bank transfer",
      fee: "No fee",
      giftAid: "An example Gift Aid line: {giftAid}",
      donate: "Give {amount}",
    },
  },
  partnerAudiences: () => ["charity"],
});
