import { BASE_PATH } from "./constants";
import type { EnquiryRecord, SignUpRecord } from "./server/team";

/** What the team's view reads (functions/api/team/summary.ts): the rows as lib/server/team.ts reads them. */
export interface TeamSummary {
  signups: { count: number; latest: SignUpRecord[] };
  enquiries: { count: number; latest: EnquiryRecord[] };
}

/** Where Decap keeps the editor's login in this origin's storage (its GitHub backend). */
const DECAP_USER = "decap-cms-user";

/** The editor's GitHub login token, if this browser is logged in to the editor. */
export function editorToken(storage: Pick<Storage, "getItem"> = localStorage): string | undefined {
  try {
    const token = (JSON.parse(storage.getItem(DECAP_USER) ?? "null") as { token?: unknown } | null)?.token;
    return typeof token === "string" && token ? token : undefined;
  } catch {
    return undefined;
  }
}

/** A request to the team's Functions, with the login in its Authorization header when there is one. */
export function teamRequest(path: string, init: RequestInit = {}, token = editorToken()): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (init.body) headers.set("Content-Type", "application/json");
  return fetch(`${BASE_PATH}/api/team/${path}`, { ...init, headers, credentials: "same-origin", cache: "no-store" });
}
