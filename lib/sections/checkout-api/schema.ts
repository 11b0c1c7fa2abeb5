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
  label: "Charities pitch for the checkout API",
  fields: checkoutApiFields,
  opensPartnerEnquiry: () => true,
});
