/**
 * Reading a form's request as the keeping endpoints take it: which of the two forms it takes
 * (an island's JSON, or a browser's native form post), whether it comes from the site itself,
 * its body within a limit, its fields, and the page it was sent from. Pure functions of the
 * request.
 */
import { PAGE_PATH_MAX_CHARS } from "../constants";

/** "json": an island's fetch, answered with JSON; "form": a native post (no JavaScript), answered with a page. */
export type RequestKind = "json" | "form";

/** The media type of Content-Type (parameters such as charset ignored), or undefined for any other. */
export function requestKind(request: Request): RequestKind | undefined {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/**
 * Only the site's own pages may send: `Origin` exactly the origin the request was made to (a
 * browser sends it with every POST; none counts as another origin), and no `Sec-Fetch-Site:
 * cross-site`. A branch preview (a sibling sub-domain) is another origin.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin || origin !== new URL(request.url).origin) return false;
  return (request.headers.get("Sec-Fetch-Site") ?? "").toLowerCase() !== "cross-site";
}

export type BodyRead = { ok: true; text: string } | { ok: false };

/**
 * The body as text when it is at most `maxBytes`: a Content-Length over it is refused unread,
 * and the bytes are counted as they arrive, so a body sent without a length (chunked) or with a
 * false one is cut off at the limit, never read whole into memory.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= maxBytes)) return { ok: false };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

/**
 * The fields of a body: a JSON object, or a form post's pairs. Undefined when it is neither
 * (not JSON, not an object) or names a field twice: no form of the site does either.
 */
export function parseFields(kind: RequestKind, text: string): Record<string, unknown> | undefined {
  if (kind === "json") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, key)) return undefined;
    fields[key] = value;
  }
  return fields;
}

/** A field's text: a string, "" when it is absent, undefined when it is anything else (a number, an object). */
export function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = Object.hasOwn(fields, name) ? fields[name] : "";
  return typeof value === "string" ? value : undefined;
}

/** A path of this site as location.pathname gives it: from one slash, printable ASCII, no query or fragment. */
export function isPagePath(value: string): boolean {
  return value.length <= PAGE_PATH_MAX_CHARS && /^\/(?!\/)[\x21-\x22\x24-\x3e\x40-\x7e]*$/.test(value);
}

/**
 * The page a form was sent from: the body's `page` (an island sends location.pathname), or for
 * a native post without one, the path of its Referer when that is this site. Null when neither
 * says; undefined when the body's `page` is not a path (refused as bad input).
 */
export function pageOf(kind: RequestKind, fields: Record<string, unknown>, request: Request): string | null | undefined {
  if (Object.hasOwn(fields, "page") && fields.page !== "") {
    const page = fields.page;
    return typeof page === "string" && isPagePath(page) ? page : undefined;
  }
  if (kind !== "form") return null;
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    return referer.origin === new URL(request.url).origin && isPagePath(referer.pathname) ? referer.pathname : null;
  } catch {
    return null;
  }
}

/** An address as it is kept and compared: trimmed, its domain (after the last @) lowercased; the local part is the owner's to case. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  const at = email.lastIndexOf("@");
  return at < 0 ? email : email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const characters = (text: string) => Array.from(text).length;
