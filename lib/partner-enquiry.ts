import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_MAIL, type PartnerFormCopy } from "./content/partner-enquiry";
import type { PartnerAudience, PartnerField } from "./content/partner-enquiry.schema";
import { PARTNER_COUNTER_ANNOUNCE_FROM, PARTNER_ENQUIRY_SUBMIT_MS, PARTNER_MESSAGE_MAX_CHARS, PARTNERSHIPS_EMAIL } from "./constants";
import { realTimers, type Timers } from "./timers";

export type { PartnerAudience, PartnerField };

/**
 * The partner-enquiry dialog of /brands and /charities: its fields, validation
 * and submit states. The site sends and stores nothing: Send writes the enquiry
 * into an email in the visitor's own email app (partnerEnquiryMailto), for them
 * to send.
 */

export type PartnerValues = Record<PartnerField, string>;

export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** editing → submitting → sent; a failed validation stays in editing. */
export type PartnerStatus = "editing" | "submitting" | "sent";

export interface PartnerEnquiryState {
  audience: PartnerAudience;
  values: PartnerValues;
  errors: PartnerErrors;
  status: PartnerStatus;
  /** Counts submits refused by validation, so the view knows when to move focus. */
  failedSubmits: number;
}

export type PartnerEnquiryEvent =
  | { type: "open"; audience: PartnerAudience }
  | { type: "change"; field: PartnerField; value: string }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "reset" };

/** The fields each audience fills in, in form order. */
export const PARTNER_FIELDS: Record<PartnerAudience, readonly PartnerField[]> = {
  brand: ["name", "email", "organisation", "message"],
  charity: ["name", "email", "organisation", "charityNumber", "message"],
};

export const OPTIONAL_FIELDS: readonly PartnerField[] = ["charityNumber"];

export const EMPTY_VALUES: PartnerValues = { name: "", email: "", organisation: "", charityNumber: "", message: "" };

export function initialPartnerEnquiryState(audience: PartnerAudience): PartnerEnquiryState {
  return { audience, values: EMPTY_VALUES, errors: {}, status: "editing", failedSubmits: 0 };
}

/**
 * Text on both sides of a single @, and a dot inside the domain with text on
 * both sides of it. Spaces are not allowed (surrounding ones are trimmed).
 */
export function isValidPartnerEmail(email: string): boolean {
  const value = email.trim();
  if (/\s/.test(value)) return false;
  const parts = value.split("@");
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!local || !domain) return false;
  const dot = domain.indexOf(".");
  return dot > 0 && !domain.endsWith(".") && !domain.includes("..");
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function messageLength(message: string): number {
  return Array.from(message).length;
}

export interface MessageCounter {
  used: number;
  max: number;
  remaining: number;
  over: boolean;
}

export function messageCounter(message: string): MessageCounter {
  const used = messageLength(message);
  return { used, max: PARTNER_MESSAGE_MAX_CHARS, remaining: PARTNER_MESSAGE_MAX_CHARS - used, over: used > PARTNER_MESSAGE_MAX_CHARS };
}

/** Visible counter text, e.g. "120 / 1,000". */
export function counterLabel(counter: MessageCounter): string {
  return `${counter.used.toLocaleString("en-GB")} / ${counter.max.toLocaleString("en-GB")}`;
}

/**
 * What a screen reader hears as the visitor types: nothing until the limit is
 * near, so the live region does not chatter on every key.
 */
export function counterAnnouncement(counter: MessageCounter): string {
  if (counter.over) {
    const over = -counter.remaining;
    return PARTNER_FORM.counter.over(over.toLocaleString("en-GB"), over);
  }
  if (counter.remaining <= PARTNER_COUNTER_ANNOUNCE_FROM) {
    return PARTNER_FORM.counter.remaining(counter.remaining.toLocaleString("en-GB"), counter.remaining);
  }
  return "";
}

/** The error for one field, or undefined when it is fine. */
export function validatePartnerField(field: PartnerField, value: string, audience: PartnerAudience): string | undefined {
  const blank = value.trim().length === 0;
  switch (field) {
    case "name":
      return blank ? PARTNER_ERRORS.nameRequired : undefined;
    case "email":
      if (blank) return PARTNER_ERRORS.emailRequired;
      return isValidPartnerEmail(value) ? undefined : PARTNER_ERRORS.emailInvalid;
    case "organisation":
      return blank ? PARTNER_ERRORS.organisationRequired[audience] : undefined;
    case "charityNumber":
      return undefined;
    case "message": {
      if (blank) return PARTNER_ERRORS.messageRequired;
      const counter = messageCounter(value);
      return counter.over ? PARTNER_ERRORS.messageTooLong(-counter.remaining) : undefined;
    }
  }
}

/** Every error of the audience's fields, in form order. */
export function validatePartnerEnquiry(values: PartnerValues, audience: PartnerAudience): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const field of PARTNER_FIELDS[audience]) {
    const error = validatePartnerField(field, values[field], audience);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The field focus goes to after a refused submit. */
export function firstInvalidField(errors: PartnerErrors, audience: PartnerAudience): PartnerField | undefined {
  return PARTNER_FIELDS[audience].find((field) => errors[field] !== undefined);
}

export function partnerEnquiryReducer(state: PartnerEnquiryState, event: PartnerEnquiryEvent): PartnerEnquiryState {
  switch (event.type) {
    case "open":
      // A draft survives closing the dialog; a finished enquiry or another audience starts afresh.
      return state.status === "sent" || state.audience !== event.audience ? initialPartnerEnquiryState(event.audience) : state;
    case "change": {
      if (state.status !== "editing") return state;
      const values = { ...state.values, [event.field]: event.value };
      // Fixing a field clears its error at once; new errors wait for the next submit.
      let errors = state.errors;
      if (errors[event.field] && !validatePartnerField(event.field, event.value, state.audience)) {
        errors = { ...errors };
        delete errors[event.field];
      }
      return { ...state, values, errors };
    }
    case "submit": {
      if (state.status !== "editing") return state;
      const errors = validatePartnerEnquiry(state.values, state.audience);
      if (Object.keys(errors).length > 0) return { ...state, errors, failedSubmits: state.failedSubmits + 1 };
      return { ...state, errors: {}, status: "submitting" };
    }
    case "sent":
      return state.status === "submitting" ? { ...state, status: "sent" } : state;
    case "reset":
      return initialPartnerEnquiryState(state.audience);
  }
}

/** Inputs are read-only while the simulated submit runs, and the form is gone once sent. */
export function isPartnerEnquiryLocked(state: PartnerEnquiryState): boolean {
  return state.status !== "editing";
}

export function partnerSubmitLabel(status: PartnerStatus, audience: PartnerAudience, form: Pick<PartnerFormCopy, "sending" | "submit"> = PARTNER_FORM): string {
  return status === "submitting" ? form.sending : form.submit[audience];
}

/** Runs the simulated submit: `onSent` after the delay. Returns a cancel function (for unmount). */
export function schedulePartnerEnquirySend(onSent: () => void, timers: Timers = realTimers): () => void {
  const handle = timers.setTimeout(onSent, PARTNER_ENQUIRY_SUBMIT_MS);
  return () => timers.clearTimeout(handle as never);
}

/**
 * The mailto: link of an enquiry: to the partnerships address, the subject
 * naming the organisation, the body every filled-in field (labelled as in the
 * form) and then the message. Lines end in CRLF, as email wants.
 */
export function partnerEnquiryMailto(values: PartnerValues, audience: PartnerAudience, to: string = PARTNERSHIPS_EMAIL): string {
  const fields = PARTNER_DIALOG[audience].fields;
  const lines = PARTNER_FIELDS[audience]
    .filter((field) => field !== "message" && values[field].trim())
    .map((field) => `${fields[field].label.replace(/\s*\([^()]*\)$/, "")}: ${values[field].trim()}`);
  const body = [...lines, "", values.message.trim()].join("\r\n");
  const subject = PARTNER_MAIL.subject[audience](values.organisation.trim());
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
