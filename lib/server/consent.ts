/**
 * The words a visitor joined beside, kept with each sign-up as what they agreed to. They come
 * from the content the site was built with (lib/content/), never from the request: a request
 * cannot say what the page showed.
 */
import type { DroplistFormName } from "../form-outcomes";
import type { PartnerAudience } from "../partner-enquiry";
import { droplistConsent } from "../content/droplist";

/** The one place the endpoint reads a form's consent words (functions/api/droplist.ts): lib/content/droplist.ts says which. */
export const consentWords = (form: DroplistFormName): string => droplistConsent(form);

/** The words an enquiry's dialog shows to agree to, by audience: none yet (null). */
const ENQUIRY_CONSENT: Record<PartnerAudience, string | null> = { brand: null, charity: null };

/** The words an enquiry was sent beside, kept with it: the one place the endpoint reads them (functions/api/enquiries.ts). */
export const enquiryConsentWords = (audience: PartnerAudience): string | null => ENQUIRY_CONSENT[audience];
