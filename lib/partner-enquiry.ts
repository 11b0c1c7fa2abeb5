import { PARTNER_ERRORS, PARTNER_FORM, type PartnerFormCopy } from "./content/partner-enquiry";
import type { ToastCopy } from "./content/schema";
import type { PartnerAudience, PartnerField } from "./content/partner-enquiry.schema";
import { EMAIL_MAX_CHARS, PARTNER_COUNTER_ANNOUNCE_FROM, PARTNER_FIELD_MAX_CHARS, PARTNER_MESSAGE_MAX_CHARS } from "./constants";
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD, type IslandOutcome } from "./form-outcomes";
import { currentPage, sendForm } from "./form-request";

export type { PartnerAudience, PartnerField };

/**
 * The partner-enquiry dialog of /brands and /charities: its fields, validation
 * and submit states. Send posts the enquiry to the site's own endpoint
 * (functions/api/enquiries.ts), which stores it for the team; the dialog thanks
 * the visitor only once it is stored, and keeps every word typed otherwise.
 */

export type PartnerValues = Record<PartnerField, string>;

export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** editing → submitting → sent; a failed validation, or a send that stored nothing, goes back to editing. */
export type PartnerStatus = "editing" | "submitting" | "sent";

/** Why a send stored nothing: the endpoint's refusal (other than a field, which the form shows beside it), or no answer. */
export type PartnerFailure = Exclude<IslandOutcome, "joined" | "sent">;

export interface PartnerEnquiryState {
  audience: PartnerAudience;
  values: PartnerValues;
  errors: PartnerErrors;
  status: PartnerStatus;
  /** Counts submits refused by validation, so the view knows when to move focus. */
  failedSubmits: number;
  /** Sends that stored nothing so far, and why the last did not: the view says so once per failure. */
  failures: number;
  failure?: PartnerFailure;
}

export type PartnerEnquiryEvent =
  | { type: "open"; audience: PartnerAudience }
  | { type: "change"; field: PartnerField; value: string }
  | { type: "submit" }
  /** What the endpoint answered the send: with "invalid", the fields it refused and why. */
  | { type: "answered"; outcome: IslandOutcome; fields?: Record<string, string> }
  | { type: "reset" };

/** The fields each audience fills in, in form order. */
export const PARTNER_FIELDS: Record<PartnerAudience, readonly PartnerField[]> = {
  brand: ["name", "email", "organisation", "message"],
  charity: ["name", "email", "organisation", "charityNumber", "message"],
};

/**
 * The most characters each field but the message takes (the message has its counter): the fields stop there as a
 * visitor types, and the endpoint refuses more from anything else (lib/server/keeping.ts reads the same limits).
 */
export const PARTNER_FIELD_LIMITS: Record<Exclude<PartnerField, "message">, number> = { ...PARTNER_FIELD_MAX_CHARS, email: EMAIL_MAX_CHARS };

export const OPTIONAL_FIELDS: readonly PartnerField[] = ["charityNumber"];

export const EMPTY_VALUES: PartnerValues = { name: "", email: "", organisation: "", charityNumber: "", message: "" };

export function initialPartnerEnquiryState(audience: PartnerAudience): PartnerEnquiryState {
  return { audience, values: EMPTY_VALUES, errors: {}, status: "editing", failedSubmits: 0, failures: 0 };
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
    case "answered": {
      if (state.status !== "submitting") return state;
      if (event.outcome === "sent") return { ...state, status: "sent" };
      // The endpoint's own check of a field (the same rules, lib/partner-enquiry.ts): shown beside it, as the form's are.
      const errors: PartnerErrors = {};
      for (const field of PARTNER_FIELDS[state.audience]) if (event.fields?.[field]) errors[field] = event.fields[field];
      if (event.outcome === "invalid" && Object.keys(errors).length > 0) return { ...state, status: "editing", errors, failedSubmits: state.failedSubmits + 1 };
      const failure: PartnerFailure = event.outcome === "joined" ? "unreachable" : event.outcome;
      return { ...state, status: "editing", failures: state.failures + 1, failure };
    }
    case "reset":
      return initialPartnerEnquiryState(state.audience);
  }
}

/** Inputs are read-only while the enquiry is sent, and the form is gone once it is stored. */
export function isPartnerEnquiryLocked(state: PartnerEnquiryState): boolean {
  return state.status !== "editing";
}

export function partnerSubmitLabel(status: PartnerStatus, audience: PartnerAudience, form: Pick<PartnerFormCopy, "sending" | "submit"> = PARTNER_FORM): string {
  return status === "submitting" ? form.sending : form.submit[audience];
}

/** Sends one enquiry: the audience's fields, trimmed as typed, and resolves to what the endpoint answered. */
export async function sendPartnerEnquiry(
  values: PartnerValues,
  audience: PartnerAudience,
  options: { fetch?: typeof fetch; signal?: AbortSignal; page?: string; honeypot?: string } = {},
): Promise<{ outcome: IslandOutcome; fields?: Record<string, string> }> {
  const body: Record<string, string> = { audience, page: options.page ?? currentPage(), [HONEYPOT_FIELD]: options.honeypot ?? "" };
  for (const field of PARTNER_FIELDS[audience]) body[field] = values[field];
  const { outcome, answer } = await sendForm(ENQUIRY_ENDPOINT, body, options);
  return { outcome, fields: answer?.fields };
}

/** The words of the destructive toast for an enquiry that was not stored, by why. */
export function partnerFailureToast(refused: PartnerFormCopy["refused"], failure: PartnerFailure): ToastCopy {
  switch (failure) {
    case "invalid":
    case "too-long":
      return refused.invalid;
    case "too-many":
      return refused.tooMany;
    case "unavailable":
      return refused.unavailable;
    case "unreachable":
      return refused.unreachable;
    case "forbidden":
    case "too-large":
    case "unsupported":
      return refused.refused;
  }
}
