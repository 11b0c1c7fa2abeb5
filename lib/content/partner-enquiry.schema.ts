import "server-only";
import { z } from "zod";
import { fields, ISLAND_FIGURE_SLOTS, islandText, optionalText, toast } from "./schema";

/** A field of the form: its label, and what helps fill it in. */
const field = () =>
  fields({
    label: islandText({ max: 60 }),
    hint: optionalText({ max: 200, figures: ISLAND_FIGURE_SLOTS }),
    placeholder: optionalText({ max: 60, figures: ISLAND_FIGURE_SLOTS }),
  });

/** The words for one audience: brands (on /brands) or charities (on /charities). {email} is the partnerships address. */
const audience = () =>
  fields({
    eyebrow: islandText({ max: 40 }),
    title: islandText({ max: 60 }),
    description: islandText({ max: 400, multiline: true, slots: ["email"] }),
    /** In form order; the charity number is asked of charities only. */
    fields: fields({ name: field(), email: field(), organisation: field(), charityNumber: field(), message: field() }),
    /** The submit button. */
    submit: islandText({ max: 30 }),
    /** The organisation field's error when it is empty. */
    organisationRequired: islandText(),
    /** What replaces the form once the enquiry is stored: only what happened. */
    successBody: islandText({ max: 300, multiline: true, slots: ["email"] }),
    toast: fields({ title: islandText(), description: islandText({ slots: ["email"] }) }),
  });

/** "You have 1 character remaining" and "You have 12 characters remaining": {count} is filled in. */
const plural = () => fields({ one: islandText({ slots: ["count"] }), other: islandText({ slots: ["count"] }) });

/** Everything the partner-enquiry dialog of /brands and /charities says. */
export const partnerEnquirySchema = fields({
  audiences: fields({ brand: audience(), charity: audience() }),
  /** What a field says when it stops a submit. */
  errors: fields({
    nameRequired: islandText(),
    emailRequired: islandText(),
    emailInvalid: islandText(),
    messageRequired: islandText(),
    /** {max} is the longest message, {over} how many characters too many. */
    messageTooLong: islandText({ slots: ["max", "over"] }),
  }),
  form: fields({
    close: islandText({ max: 20 }),
    /** Under the fields, beside the submit button. */
    requiredNote: islandText(),
    /** The submit button while the enquiry is sent. */
    sending: islandText({ max: 40 }),
    /** The destructive toasts when an enquiry was not stored: nothing typed is cleared. {email} is the partnerships address. */
    refused: fields({
      /** A field needs fixing (said beside it in the form; on the page a form sent without JavaScript lands on, this). */
      invalid: toast(islandText),
      /** Too many enquiries from one place in a short time. */
      tooMany: toast(islandText),
      /** Where enquiries are kept is down for a moment. */
      unavailable: fields({ title: islandText(), description: islandText({ slots: ["email"] }) }),
      /** No answer came (offline, or the site is served without it). */
      unreachable: fields({ title: islandText(), description: islandText({ slots: ["email"] }) }),
      /** Refused for any other reason (a form sent from elsewhere, too long a body): rare from this site's own pages. */
      refused: fields({ title: islandText(), description: islandText({ slots: ["email"] }) }),
    }).meta({ description: "What a visitor is told when their enquiry was not saved. Each says so: what they typed stays in the form." }),
    /** Read before an error, so it is not taken for a hint. */
    errorPrefix: islandText({ max: 20 }),
    counter: fields({
      /** After the visible "120 / 1,000", for screen readers. */
      unit: islandText({ max: 20 }),
      /** Read as the visitor nears the limit. */
      remaining: plural(),
      over: plural(),
    }),
  }),
  /** What replaces the form once the enquiry is stored. */
  success: fields({
    title: islandText(),
    done: islandText({ max: 20 }),
  }),
});

export type PartnerEnquiryContent = z.infer<typeof partnerEnquirySchema>;
export type PartnerAudience = keyof PartnerEnquiryContent["audiences"];
export type PartnerField = keyof PartnerEnquiryContent["audiences"]["brand"]["fields"];
