/**
 * The words a visitor joined beside, kept with each sign-up as what they agreed to. They come
 * from the content the site was built with (lib/content/), never from the request: a request
 * cannot say what the page showed.
 */
import type { DroplistFormName } from "../form-outcomes";
import type { PartnerAudience } from "../partner-enquiry";
import { DROPLIST_MODAL } from "../content/droplist";
import { ISLAND_FIGURE_VALUES } from "../content/figure-values";
import { fillSlots } from "../template";
import layout from "../content/layout.json";

/**
 * The one place the endpoint reads a form's consent words (functions/api/droplist.ts): the
 * modal's note and its agreement sentence; the footer form, which shows no note of its own yet,
 * sits under the footer's words, which say what joining does.
 */
export function consentWords(form: DroplistFormName): string {
  if (form === "footer") return fillSlots(layout.footer.body, ISLAND_FIGURE_VALUES);
  const { before, terms, between, privacy, after } = DROPLIST_MODAL.agreement;
  return `${DROPLIST_MODAL.note} ${before} ${terms} ${between} ${privacy}${after}`;
}

/** The words an enquiry's dialog shows to agree to, by audience: none yet (null). */
const ENQUIRY_CONSENT: Record<PartnerAudience, string | null> = { brand: null, charity: null };

/** The words an enquiry was sent beside, kept with it: the one place the endpoint reads them (functions/api/enquiries.ts). */
export const enquiryConsentWords = (audience: PartnerAudience): string | null => ENQUIRY_CONSENT[audience];
