/**
 * The site's two keeping endpoints: POST /api/droplist keeps a sign-up, POST /api/enquiries a
 * partner enquiry (functions/api/droplist.ts, functions/api/enquiries.ts). Each is a function of
 * the request, the environment and the time, in this order:
 *  1. another origin, or a cross-site request: 403 "forbidden", before anything is read or kept;
 *  2. neither JSON (an island) nor a form post (a browser without JavaScript): 415 "unsupported";
 *  3. a declared body over the limit: 413 "too-large", unread;
 *  4. no database: 503 "unavailable";
 *  5. the client over its limit (lib/server/rate-limit.ts): 429 "too-many", with Retry-After;
 *  6. the body, counted as it arrives, over the limit: 413 "too-large";
 *  7. not a body of the form's fields, the honeypot filled, the form's own rules broken (the
 *     rules of lib/droplist.ts and lib/partner-enquiry.ts, imported), a field over its limit:
 *     400 "invalid" or "too-long";
 *  8. kept, once: INSERT … ON CONFLICT DO NOTHING, so the same address (or the same enquiry)
 *     again is still one row, and the answer is the same whether it was new or not.
 * A JSON request gets the FormAnswer of lib/form-outcomes.ts; a form post gets the result page
 * (lib/server/result-page.ts) with the same status. Nothing is kept on any refusal.
 */
import { DROPLIST_BODY_MAX_BYTES, EMAIL_MAX_CHARS, ENQUIRY_BODY_MAX_BYTES, ENQUIRY_RETENTION_DAYS, SIGNUP_RETENTION_DAYS } from "../constants";
import { isValidDroplistEmail } from "../droplist";
import { DROPLIST_FORMS, FORM_OUTCOMES, HONEYPOT_FIELD, type DroplistFormName, type FormAnswer, type FormOutcome } from "../form-outcomes";
import { PARTNER_FIELDS, PARTNER_FIELD_LIMITS, validatePartnerEnquiry, type PartnerAudience, type PartnerField, type PartnerValues } from "../partner-enquiry";
import { consentWords, enquiryConsentWords } from "./consent";
import { DAY_MS, DatabaseUnavailable, isoTime, sha256Hex, withDatabase, type D1Database } from "./d1";
import { dataHeaders, securityHeaders, type HeadersEnv } from "./headers";
import { countRequest, type RateLimitEnv } from "./rate-limit";
import { characters, isSameOrigin, normaliseEmail, pageOf, parseFields, readBody, requestKind, textField, type RequestKind } from "./request";
import { resultPage, type ResultDetail, type ResultPageEnv } from "./result-page";

export interface KeepingEnv extends HeadersEnv, RateLimitEnv, ResultPageEnv {
  DB?: D1Database;
}

export interface KeepingOptions {
  /** The time, in ms since the epoch (tests). */
  now?: number;
  random?: (bytes: Uint8Array) => Uint8Array;
}

export const PARTNER_AUDIENCES = ["brand", "charity"] as const satisfies readonly PartnerAudience[];

/** A refusal or a success, before it is written out as JSON or as the result page. */
type Verdict = FormAnswer;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);

/** The answer, in the form the request took: JSON for an island (and for a request of no known type), the result page for a form post. */
async function answer(request: Request, env: KeepingEnv, kind: RequestKind | undefined, verdict: Verdict, detail: ResultDetail): Promise<Response> {
  const status = FORM_OUTCOMES[verdict.outcome];
  const retry: Record<string, string> = verdict.retryAfter ? { "Retry-After": String(verdict.retryAfter) } : {};
  if (kind !== "form") return new Response(JSON.stringify(verdict), { status, headers: dataHeaders(env, undefined, retry) });
  const page = await resultPage(request, env, verdict, detail);
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries({ ...securityHeaders(env), ...retry })) headers.set(name, value);
  // The result page is read as it is sent: it runs no script and may be framed by nobody.
  if (!headers.has("Content-Security-Policy"))
    headers.set(
      "Content-Security-Policy",
      "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  return new Response(page.body, { status, headers });
}

const refuse = (outcome: FormOutcome, extra: Omit<Verdict, "outcome"> = {}): Verdict => ({ outcome, ...extra });

/** The form (or audience) a request names: the body's field, or for a native post the action's query string; otherwise the default. */
function named<T extends string>(fields: Record<string, unknown> | undefined, request: Request, key: string, list: readonly T[], fallback: T): T | undefined {
  const value = fields && Object.hasOwn(fields, key) && fields[key] !== "" ? fields[key] : (new URL(request.url).searchParams.get(key) ?? fallback);
  return isOneOf(list, value) ? value : undefined;
}

interface Endpoint<T> {
  maxBytes: number;
  /** The detail for the result page, from what is known before the body (the query string). */
  detailBefore(request: Request): ResultDetail;
  /** The fields read: the row to keep, or a refusal; and the detail with what the body said. */
  read(fields: Record<string, unknown>, kind: RequestKind, request: Request): { row?: T; refusal?: Verdict; detail: ResultDetail };
  keep(db: D1Database, row: T, now: number): Promise<void>;
  success: FormOutcome;
}

async function handle<T>(endpoint: Endpoint<T>, request: Request, env: KeepingEnv, { now = Date.now(), random }: KeepingOptions = {}): Promise<Response> {
  const kind = requestKind(request);
  let detail = endpoint.detailBefore(request);
  const say = (verdict: Verdict) => answer(request, env, kind, verdict, detail);
  if (!isSameOrigin(request)) return say(refuse("forbidden"));
  if (!kind) return say(refuse("unsupported"));
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= endpoint.maxBytes)) return say(refuse("too-large"));
  try {
    return await withDatabase(env, async (db) => {
      const counted = await countRequest(db, request, env, { now, random });
      if (!counted.allowed) return say(refuse("too-many", { retryAfter: counted.retryAfter }));
      const body = await readBody(request, endpoint.maxBytes);
      if (!body.ok) return say(refuse("too-large"));
      const fields = parseFields(kind, body.text);
      if (!fields) return say(refuse("invalid"));
      const read = endpoint.read(fields, kind, request);
      detail = read.detail;
      // A bot fills the field no person sees: refused like any bad input, and nothing kept.
      if (textField(fields, HONEYPOT_FIELD) !== "") return say(refuse("invalid"));
      if (read.refusal || !read.row) return say(read.refusal ?? refuse("invalid"));
      await endpoint.keep(db, read.row, now);
      return say({ outcome: endpoint.success });
    });
  } catch (error) {
    if (error instanceof DatabaseUnavailable) {
      console.error(error.message);
      return say(refuse("unavailable"));
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------
// The Droplist

export interface SignUpRow {
  email: string;
  form: DroplistFormName;
  page: string | null;
  consent: string;
}

/** A sign-up's fields as the endpoint reads them: the row to keep, or why not. */
export function readSignUp(fields: Record<string, unknown>, kind: RequestKind, request: Request): { row?: SignUpRow; refusal?: Verdict; detail: ResultDetail } {
  const form = named(fields, request, "form", DROPLIST_FORMS, "footer");
  const page = pageOf(kind, fields, request);
  const detail: ResultDetail = { kind: "droplist", form: form ?? "footer", page: page ?? null };
  const raw = textField(fields, "email");
  if (!form || page === undefined || raw === undefined) return { refusal: refuse("invalid"), detail };
  const email = normaliseEmail(raw);
  if (characters(email) > EMAIL_MAX_CHARS) return { refusal: refuse("too-long"), detail };
  if (!isValidDroplistEmail(email)) return { refusal: refuse("invalid"), detail };
  return { row: { email, form, page, consent: consentWords(form) }, detail };
}

/** Deletes what is past its retention, then keeps the sign-up unless the address is already there: one transaction. */
export async function keepSignUp(db: D1Database, row: SignUpRow, now: number): Promise<void> {
  await db.batch([
    ...pruneStatements(db, now),
    db
      .prepare("INSERT INTO signups (email, joined_at, page, form, consent) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (email) DO NOTHING")
      .bind(row.email, isoTime(now), row.page, row.form, row.consent),
  ]);
}

const DROPLIST: Endpoint<SignUpRow> = {
  maxBytes: DROPLIST_BODY_MAX_BYTES,
  detailBefore: (request) => ({ kind: "droplist", form: named(undefined, request, "form", DROPLIST_FORMS, "footer") ?? "footer", page: null }),
  read: readSignUp,
  keep: keepSignUp,
  success: "joined",
};

/** POST /api/droplist. */
export const handleDroplist = (request: Request, env: KeepingEnv, options?: KeepingOptions) => handle(DROPLIST, request, env, options);

// ---------------------------------------------------------------------------
// Partner enquiries

export interface EnquiryRow {
  audience: PartnerAudience;
  values: PartnerValues;
  page: string | null;
  consent: string | null;
}

const FIELD_MAX = PARTNER_FIELD_LIMITS;

/** An enquiry's fields as the endpoint reads them: the row to keep, or why not (with the form's own field messages). */
export function readEnquiry(
  fields: Record<string, unknown>,
  kind: RequestKind,
  request: Request,
): { row?: EnquiryRow; refusal?: Verdict; detail: ResultDetail } {
  const audience = named(fields, request, "audience", PARTNER_AUDIENCES, "brand");
  const page = pageOf(kind, fields, request);
  const detail: ResultDetail = { kind: "enquiry", audience: audience ?? "brand", page: page ?? null };
  if (!audience || page === undefined) return { refusal: refuse("invalid"), detail };
  const values: PartnerValues = { name: "", email: "", organisation: "", charityNumber: "", message: "" };
  for (const field of PARTNER_FIELDS[audience]) {
    const value = textField(fields, field);
    if (value === undefined) return { refusal: refuse("invalid"), detail };
    values[field] = field === "email" ? normaliseEmail(value) : value.trim();
  }
  for (const [field, max] of Object.entries(FIELD_MAX)) if (characters(values[field as PartnerField]) > max) return { refusal: refuse("too-long"), detail };
  const errors = validatePartnerEnquiry(values, audience);
  if (Object.keys(errors).length > 0) return { refusal: refuse("invalid", { fields: errors as Record<string, string> }), detail };
  return { row: { audience, values, page, consent: enquiryConsentWords(audience) }, detail };
}

/** The same enquiry (audience and every field) is one row: its key. */
export const enquiryKey = (audience: PartnerAudience, values: PartnerValues) =>
  sha256Hex(JSON.stringify([audience, ...PARTNER_FIELDS[audience].map((field) => values[field])]));

export async function keepEnquiry(db: D1Database, row: EnquiryRow, now: number): Promise<void> {
  const { audience, values } = row;
  await db.batch([
    ...pruneStatements(db, now),
    db
      .prepare(
        `INSERT INTO enquiries (audience, name, email, organisation, charity_number, message, page, consent, created_at, dedupe_key)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .bind(
        audience,
        values.name,
        values.email,
        values.organisation,
        audience === "charity" ? values.charityNumber : null,
        values.message,
        row.page,
        row.consent,
        isoTime(now),
        await enquiryKey(audience, values),
      ),
  ]);
}

const ENQUIRIES: Endpoint<EnquiryRow> = {
  maxBytes: ENQUIRY_BODY_MAX_BYTES,
  detailBefore: (request) => ({ kind: "enquiry", audience: named(undefined, request, "audience", PARTNER_AUDIENCES, "brand") ?? "brand", page: null }),
  read: readEnquiry,
  keep: keepEnquiry,
  success: "sent",
};

/** POST /api/enquiries. */
export const handleEnquiry = (request: Request, env: KeepingEnv, options?: KeepingOptions) => handle(ENQUIRIES, request, env, options);

// ---------------------------------------------------------------------------

/** Pages has no cron: each write first deletes the sign-ups and enquiries past their retention (docs/data.md). */
export function pruneStatements(db: D1Database, now: number) {
  return [
    db.prepare("DELETE FROM signups WHERE joined_at < ?1").bind(isoTime(now - SIGNUP_RETENTION_DAYS * DAY_MS)),
    db.prepare("DELETE FROM enquiries WHERE created_at < ?1").bind(isoTime(now - ENQUIRY_RETENTION_DAYS * DAY_MS)),
  ];
}
