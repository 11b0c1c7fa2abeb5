/**
 * The headers every answer of the site's data Functions carries (the keeping endpoints and the
 * team's view). The host's _headers rules do not reach a Function's responses, so they are set
 * here: nothing is cached anywhere, nothing is sniffed, framed, referred on or indexed, and a
 * JSON or CSV answer may load nothing at all.
 */
import { PERMISSIONS_POLICY, strictTransportSecurity } from "../security-headers.mjs";

export interface HeadersEnv {
  /** "true" where the pages send HSTS with includeSubDomains and preload (lib/security-headers.mjs). */
  HSTS_PRELOAD?: string;
}

/** An answer that is data, never a page: it may load nothing, and no page may frame it. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(env: HeadersEnv): Record<string, string> {
  return {
    "Cache-Control": "no-store",
    "Strict-Transport-Security": strictTransportSecurity(env),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export function dataHeaders(env: HeadersEnv, contentType = "application/json; charset=utf-8", extra: Record<string, string> = {}): Record<string, string> {
  return { "Content-Type": contentType, "Content-Security-Policy": DATA_CSP, ...securityHeaders(env), ...extra };
}

export function jsonResponse(env: HeadersEnv, status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: dataHeaders(env, undefined, extra) });
}

/** A method the route does not answer: 405 with the ones it does. */
export function methodNotAllowed(env: HeadersEnv, allow: string): Response {
  return jsonResponse(env, 405, { error: "method-not-allowed" }, { Allow: allow });
}
