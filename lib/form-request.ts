import { BASE_PATH } from "./constants";
import { FORM_OUTCOMES, UNREACHABLE, isFormOutcome, type FormAnswer, type IslandOutcome } from "./form-outcomes";

/**
 * Sends a form's fields to one of the site's keeping endpoints as JSON, and reads what it answered. An answer that is
 * not the endpoint's own (no /api on a plain static host or a base-path preview, a proxy's error page) and a request
 * that never got one (offline, aborted) are both "unreachable": the island then says it could not reach the list, and
 * never that anything was kept.
 */
export async function sendForm(
  endpoint: string,
  body: Record<string, string>,
  { fetch: fetchImpl = fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<{ outcome: IslandOutcome; answer?: FormAnswer }> {
  let response: Response;
  try {
    response = await fetchImpl(`${BASE_PATH}${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { outcome: UNREACHABLE };
  }
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return { outcome: UNREACHABLE };
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { outcome: UNREACHABLE };
  }
  const outcome = (answer as FormAnswer | null)?.outcome;
  // An outcome only counts with its own status: a 200 that says "joined" is the endpoint's; anything else is not.
  if (!isFormOutcome(outcome) || FORM_OUTCOMES[outcome] !== response.status) return { outcome: UNREACHABLE };
  return { outcome, answer: answer as FormAnswer };
}

/** The page a form was sent from, as the site names it (without a preview's base path). */
export function currentPage(location: Pick<Location, "pathname"> = window.location): string {
  const path = location.pathname;
  return BASE_PATH && path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) || "/" : path;
}
