/**
 * The page a native (no-JavaScript) form post lands on: the site's result page, as the
 * endpoint answers it. A minimal version: the exported /sent page as it is, with the outcome's
 * status. The endpoint (lib/server/keeping.ts) sets the security headers, no-store and
 * Retry-After on whatever this returns, and keeps its status.
 */
import { FORM_OUTCOMES, type DroplistFormName, type FormAnswer } from "../form-outcomes";
import type { PartnerAudience } from "../partner-enquiry";

export interface ResultPageEnv {
  /** The static export, as Pages binds it to every Function. */
  ASSETS?: { fetch(input: Request | string | URL, init?: RequestInit): Promise<Response> };
}

/** Which form the post came from, and the page it was on (the same-origin path, or null): for the page's back link and its variant. */
export type ResultDetail =
  | { kind: "droplist"; form: DroplistFormName; page: string | null }
  | { kind: "enquiry"; audience: PartnerAudience; page: string | null };

export const RESULT_PAGE_PATH = "/sent";

export async function resultPage(request: Request, env: ResultPageEnv, answer: FormAnswer, detail: ResultDetail): Promise<Response> {
  void detail;
  const status = FORM_OUTCOMES[answer.outcome];
  const page = env.ASSETS ? await env.ASSETS.fetch(new URL(RESULT_PAGE_PATH, request.url)) : undefined;
  if (!page?.ok) return new Response(answer.outcome, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(page.body, {
    status,
    headers: { "Content-Type": page.headers.get("Content-Type") ?? "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
