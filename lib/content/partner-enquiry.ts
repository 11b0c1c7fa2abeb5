import { PARTNER_MESSAGE_MAX_CHARS, PARTNERSHIPS_EMAIL } from "../constants";
import { fillSlots, fillTemplate } from "../template";
import type { PartnerAudience, PartnerEnquiryContent, PartnerField } from "./partner-enquiry.schema";
import type { ToastCopy } from "./schema";
import { ISLAND_FIGURE_VALUES } from "./figure-values";
import { PARTNER_ENQUIRY_FILE } from "./island-files/partner-enquiry";

export type { PartnerAudience, PartnerField } from "./partner-enquiry.schema";

/**
 * lib/content/partner-enquiry.json with its figures filled in; checked against
 * partner-enquiry.schema.ts at build time (lib/content/shared-files.ts). The dialog
 * imports this module, so it reads the file through the manifest's island half
 * (lib/content/island-files/) and stays free of the schema library and of
 * the claims (it may name only the islands' figures).
 */
const filled = (content: PartnerEnquiryContent) =>
  fillSlots(content, { ...ISLAND_FIGURE_VALUES, email: PARTNERSHIPS_EMAIL, max: PARTNER_MESSAGE_MAX_CHARS.toLocaleString("en-GB") });
const COPY = filled(PARTNER_ENQUIRY_FILE);
const { brand, charity } = COPY.audiences;

export interface PartnerFieldCopy {
  label: string;
  hint?: string;
  placeholder?: string;
  autoComplete: string;
}

export interface PartnerDialogCopy {
  eyebrow: string;
  title: string;
  description: string;
  fields: Record<PartnerField, PartnerFieldCopy>;
  successBody: string;
}

/**
 * What the browser may fill each field with: code, not copy. None is "off": a browser does not put back a field marked
 * so when a visitor comes back to the page (Back from the page a form sent without JavaScript lands on), and what
 * they typed would be lost; "on" lets it keep them, and suggest nothing of the visitor's details.
 */
const AUTO_COMPLETE: Record<PartnerField, string> = { name: "name", email: "email", organisation: "organization", charityNumber: "on", message: "on" };

type AudienceContent = PartnerEnquiryContent["audiences"][PartnerAudience];

/** A field's words from the file and what the browser may fill it with; typed, so a field of the schema's left out fails to compile. */
const fieldCopy = (fields: AudienceContent["fields"], field: PartnerField): PartnerFieldCopy => ({ ...fields[field], autoComplete: AUTO_COMPLETE[field] });

const dialog = ({ eyebrow, title, description, fields, successBody }: AudienceContent): PartnerDialogCopy => ({
  eyebrow,
  title,
  description,
  fields: {
    name: fieldCopy(fields, "name"),
    email: fieldCopy(fields, "email"),
    organisation: fieldCopy(fields, "organisation"),
    charityNumber: fieldCopy(fields, "charityNumber"),
    message: fieldCopy(fields, "message"),
  },
  successBody,
});

/** Copy of the partner-enquiry dialog, one version per audience, from the file (the site's, below, and the editor's preview, with the file being edited). */
export function partnerDialogCopyOf(content: PartnerEnquiryContent): Record<PartnerAudience, PartnerDialogCopy> {
  const { audiences } = filled(content);
  return { brand: dialog(audiences.brand), charity: dialog(audiences.charity) };
}

export const PARTNER_DIALOG: Record<PartnerAudience, PartnerDialogCopy> = partnerDialogCopyOf(PARTNER_ENQUIRY_FILE);

const { messageTooLong, ...errors } = COPY.errors;

/** What a field says when it stops a submit. */
export const PARTNER_ERRORS = {
  ...errors,
  organisationRequired: { brand: brand.organisationRequired, charity: charity.organisationRequired },
  messageTooLong: (over: number) => fillTemplate(messageTooLong, { over: over.toLocaleString("en-GB") }),
} as const;

export interface PartnerFormCopy {
  close: string;
  /** Under the fields, beside the submit button. */
  requiredNote: string;
  submit: Record<PartnerAudience, string>;
  sending: string;
  /** Read before an error, so it is not taken for a hint. */
  errorPrefix: string;
  /** The toasts when an enquiry was not stored. */
  refused: Record<"invalid" | "tooMany" | "unavailable" | "unreachable" | "refused", ToastCopy>;
  counter: {
    /** After the visible "120 / 1,000", for screen readers. */
    unit: string;
    /** The count as written, and as a number for the plural. */
    remaining: (count: string, n: number) => string;
    over: (count: string, n: number) => string;
  };
}

const plural = (forms: { one: string; other: string }) => (count: string, n: number) => fillTemplate(n === 1 ? forms.one : forms.other, { count });

/** The form's own words, from the file (as partnerDialogCopyOf). */
export function partnerFormCopyOf(content: PartnerEnquiryContent) {
  const { form, audiences } = filled(content);
  const { counter } = form;
  return {
    ...form,
    submit: { brand: audiences.brand.submit, charity: audiences.charity.submit },
    counter: { unit: counter.unit, remaining: plural(counter.remaining), over: plural(counter.over) },
  } satisfies PartnerFormCopy;
}

export const PARTNER_FORM = partnerFormCopyOf(PARTNER_ENQUIRY_FILE);

export interface PartnerSuccessCopy {
  title: string;
  done: string;
  toast: Record<PartnerAudience, ToastCopy>;
}

/** What replaces the form once the enquiry is stored, and its toast: only what happened. */
export const PARTNER_SUCCESS = { ...COPY.success, toast: { brand: brand.toast, charity: charity.toast } } satisfies PartnerSuccessCopy;
