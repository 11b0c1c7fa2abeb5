// The answer to a form posted without JavaScript (the Droplist's footer and modal forms, the partner enquiry): the
// site's result page (the page file with a "form-result" section, lib/content/pages/sent.json), as the host serves
// it, rewritten on its way out by the Function with what happened: the outcome's words (the same words its toast
// shows, from lib/content/droplist.json and partner-enquiry.json), a refused enquiry's field messages, and a link back
// to the page the form was on. Its scripts are taken out: the page is read as it is sent, so nothing hydrates over
// what was written into it. Runs in Cloudflare's runtime (HTMLRewriter is its own).
import { DROPLIST_INLINE_FORM } from "../content/droplist";
import { PARTNER_FORM, PARTNER_SUCCESS } from "../content/partner-enquiry";
import type { PartnerAudience } from "../content/partner-enquiry.schema";
import type { ToastCopy } from "../content/schema";
import resultPageFile from "../content/pages/sent.json";
import { droplistFailureToast } from "../droplist";
import { BACK_ATTRIBUTE, DETAIL_ATTRIBUTE, FORM_OUTCOMES, TEXT_ATTRIBUTE, TITLE_ATTRIBUTE, type DroplistFormName, type FormAnswer } from "../form-outcomes";
import { partnerFailureToast } from "../partner-enquiry";

/** Where the result page is: the page file's own path (a marketer may move it; the Function follows the build). */
export const RESULT_PAGE_PATH: string = resultPageFile.path;

/** Which form the post came from, and the page it was on (its same-origin path, or null): for the words and the link back. */
export type ResultDetail =
  | { kind: "droplist"; form: DroplistFormName; page: string | null }
  | { kind: "enquiry"; audience: PartnerAudience; page: string | null };

/** The words of an outcome, as the form's toast says them. */
export function outcomeWords(answer: Pick<FormAnswer, "outcome">, form: ResultDetail): ToastCopy {
  const { outcome } = answer;
  if (form.kind === "droplist") {
    if (outcome === "joined" || outcome === "sent") return DROPLIST_INLINE_FORM.joined;
    return droplistFailureToast(DROPLIST_INLINE_FORM, outcome);
  }
  if (outcome === "sent" || outcome === "joined") return PARTNER_SUCCESS.toast[form.audience];
  return partnerFailureToast(PARTNER_FORM.refused, outcome);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the result page is answered with, beside the security headers every answer of these Functions carries
 * (lib/server/headers.ts, set by the endpoint: no-store, noindex, HSTS and the rest): its type, and a policy under
 * which it runs no script at all.
 */
export function resultHeaders(): Headers {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy":
      "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  });
}

interface Element {
  remove(): void;
  setInnerContent(content: string, options?: { html: boolean }): void;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
interface Rewriter {
  on(selector: string, handlers: { element(element: Element): void }): Rewriter;
  transform(response: Response): Response;
}
declare const HTMLRewriter: { new (): Rewriter };

/** The static export, as Pages binds it to every Function. */
export interface ResultPageEnv {
  ASSETS?: { fetch(input: Request | string | URL, init?: RequestInit): Promise<Response> };
}

/**
 * The result page for `answer`, with the outcome's status. Where the page cannot be had (no ASSETS, a build without
 * it), a plain page with the same words, so a visitor is never left without being told.
 */
export async function resultPage(request: Request, env: ResultPageEnv, answer: FormAnswer, detail: ResultDetail): Promise<Response> {
  const status = FORM_OUTCOMES[answer.outcome];
  const words = outcomeWords(answer, detail);
  // Back to the page the form was on (a path of this site: the endpoint read it from a same-origin Referer), else home.
  const back = detail.page?.startsWith("/") && !detail.page.startsWith("//") ? detail.page : "/";
  const fields = Object.values(answer.fields ?? {});
  const headers = resultHeaders();
  const page = env.ASSETS ? await env.ASSETS.fetch(new Request(new URL(RESULT_PAGE_PATH, request.url))).catch(() => undefined) : undefined;
  if (!page?.ok) {
    const list = fields.length ? `<ul>${fields.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>` : "";
    const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.title)}</title><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.description)}</p>${list}<p><a href="${escapeHtml(back)}">Back</a></p></html>`;
    return new Response(body, { status, headers });
  }
  const rewritten = new HTMLRewriter()
    .on("script", { element: (el) => el.remove() })
    .on('link[rel="modulepreload"], link[as="script"], link[rel="preload"][as="script"]', { element: (el) => el.remove() })
    .on("title", { element: (el) => el.setInnerContent(words.title) })
    .on(`[${TITLE_ATTRIBUTE}]`, { element: (el) => el.setInnerContent(words.title) })
    .on(`[${TEXT_ATTRIBUTE}]`, { element: (el) => el.setInnerContent(words.description) })
    .on(`[${DETAIL_ATTRIBUTE}]`, {
      element: (el) => {
        if (!fields.length) return el.remove();
        el.removeAttribute("hidden");
        el.setInnerContent(fields.map((f) => `<li>${escapeHtml(f)}</li>`).join(""), { html: true });
      },
    })
    .on(`[${BACK_ATTRIBUTE}]`, { element: (el) => el.setAttribute("href", back) })
    .transform(page);
  return new Response(rewritten.body, { status, headers });
}
