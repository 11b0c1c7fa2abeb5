/**
 * What the site's two keeping endpoints (functions/api/droplist.ts and
 * functions/api/enquiries.ts) answer, shared by the Functions, the islands that
 * call them and the result page a native (no-JavaScript) post lands on. The
 * islands show an outcome's words from the content files; the Functions send
 * the outcome, never the words, except a partner enquiry's field messages,
 * which lib/partner-enquiry.ts already takes from the content.
 */

/** Where each form posts, under the site's base path. */
export const DROPLIST_ENDPOINT = "/api/droplist";
export const ENQUIRY_ENDPOINT = "/api/enquiries";

/**
 * The honeypot: a field no person sees or fills (hidden, out of the tab order, a name no autofill knows).
 * A request that fills it is refused as bad input, and nothing is stored.
 */
export const HONEYPOT_FIELD = "drops_hp";

/** Which form a sign-up came from: the consent words stored with it are that form's. */
export const DROPLIST_FORMS = ["footer", "modal"] as const;
export type DroplistFormName = (typeof DROPLIST_FORMS)[number];

export const FORM_OUTCOMES = {
  /** A sign-up is stored (or was already: the answer never tells which). */
  joined: 200,
  /** An enquiry is stored. */
  sent: 200,
  /** The address or a field fails the form's own rules, or the honeypot is filled. */
  invalid: 400,
  /** The address is over 254 characters. */
  "too-long": 400,
  /** The body is over its limit. */
  "too-large": 413,
  /** Neither JSON nor a form post. */
  unsupported: 415,
  /** Over the per-client limit: Retry-After says when to try again. */
  "too-many": 429,
  /** Another origin, or a cross-site request. */
  forbidden: 403,
  /** The database is not there (no binding, a migration not applied). */
  unavailable: 503,
} as const;

export type FormOutcome = keyof typeof FORM_OUTCOMES;

/** The JSON an endpoint answers an island with. */
export interface FormAnswer {
  outcome: FormOutcome;
  /** Seconds, with "too-many" (also the Retry-After header). */
  retryAfter?: number;
  /** A partner enquiry's field messages, with "invalid" (the content's own words, lib/partner-enquiry.ts). */
  fields?: Record<string, string>;
}

/** The island's own outcome when no answer came, or not one of the above (no /api on a plain static host). */
export const UNREACHABLE = "unreachable";
export type IslandOutcome = FormOutcome | typeof UNREACHABLE;

export function isFormOutcome(value: unknown): value is FormOutcome {
  return typeof value === "string" && Object.hasOwn(FORM_OUTCOMES, value);
}

/**
 * The result page (a page file whose outcomes section draws every outcome's words, each hidden): a native post's
 * answer is that page, as the Function rewrites it, with the status above. The Function shows the elements whose
 * OUTCOME_ATTRIBUTE names the outcome (and whose FORM_ATTRIBUTE, where there is one, names the form), removes the
 * others, writes a partner enquiry's field messages into DETAIL_ATTRIBUTE's element as text, points BACK_ATTRIBUTE's
 * link at the page the form was on, and takes the page's scripts out: it is read as it is sent.
 */
export const OUTCOME_ATTRIBUTE = "data-outcome";
export const FORM_ATTRIBUTE = "data-form";
export const DETAIL_ATTRIBUTE = "data-outcome-detail";
export const BACK_ATTRIBUTE = "data-outcome-back";
