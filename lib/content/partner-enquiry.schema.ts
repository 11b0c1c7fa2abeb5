import "server-only";
import { z } from "zod";
import { fields, ISLAND_FIGURE_SLOTS, islandText, optionalText } from "./schema";

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
    /** What replaces the form once the email is written out: only what happened. */
    successBody: islandText({ max: 300, multiline: true, slots: ["email"] }),
    toast: fields({ title: islandText(), description: islandText({ slots: ["email"] }) }),
    /** The email's subject: {organisation} is filled in. */
    subject: islandText({ slots: ["organisation"] }),
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
    /** Shown in the form only where JavaScript is off, when Send would send nothing. */
    noScript: islandText({ max: 200, hint: "Shown only to a visitor whose browser runs no JavaScript, in the form: without it, Send writes no email." }),
    /** The submit button while the email app opens. */
    sending: islandText({ max: 40 }),
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
  success: fields({
    title: islandText(),
    done: islandText({ max: 20 }),
    /** A link that opens the same email again (no email app opened, or it was closed). */
    again: islandText(),
  }),
});

export type PartnerEnquiryContent = z.infer<typeof partnerEnquirySchema>;
export type PartnerAudience = keyof PartnerEnquiryContent["audiences"];
export type PartnerField = keyof PartnerEnquiryContent["audiences"]["brand"]["fields"];
