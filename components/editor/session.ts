/**
 * The editor's GitHub session ending, and starting again without leaving the
 * page. The login hands Decap a GitHub App's user token (lib/editor-login.ts),
 * which expires after eight hours; Decap then only sees failed requests. Every
 * GitHub call Decap makes goes through the global fetch, so a wrapper around
 * it notices the 401, and the editor asks the person to log in again.
 *
 * Logging in again happens in place: the same login window as Decap's
 * (/api/auth, Decap's "authorizing:github" handshake), and the new token goes
 * into the held call and every later one, since Decap offers no way to hand
 * its running backend a new token. So the open entry stays open with
 * everything typed in it, and a save under way completes.
 */

/** The github backend's API origin (Decap's default api_root). */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/** Where Decap keeps the logged-in user and token (decap-cms-core's LocalStorageAuthStore). */
export const DECAP_USER_KEY = "decap-cms-user";

const PROVIDER = "github";

/** The notice's words: the editor's own, not content marketers edit. */
export const SESSION_ENDED = {
  notice: "Your session has ended: log in again",
  detail: "Your access to GitHub has expired, so nothing can be saved or loaded until you log in again. What you typed stays here: log in, then save again.",
  action: "Log in again",
  failed: "The login did not finish:",
} as const;

const requestUrl = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Whether a request goes to GitHub's API; a relative address is the page's own origin, never GitHub's. */
function toGitHub(input: RequestInfo | URL) {
  try {
    return new URL(requestUrl(input), globalThis.location?.href).origin === GITHUB_API_ORIGIN;
  } catch {
    return false;
  }
}

/** A promise and what settles it (Promise.withResolvers, which Node 20 lacks). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

export interface GitHubSession {
  /** From now on, GitHub calls carry this token in place of the one Decap logged in with; the calls held for it go on. */
  renew(token: string): void;
  /** Puts the original fetch back. */
  stop(): void;
}

/**
 * Wraps `target.fetch`. A 401 from GitHub's API calls `onEnded` and holds the
 * call until renew() gives a new token, then sends it again with that token
 * (in Authorization, with the keyword Decap chose) and answers Decap with
 * that: Decap never sees the expiry, so a save under way finishes once the
 * person has logged in again. (A 401 reaching Decap leaves its editorial
 * workflow taking a failed first save for an existing one: every later save
 * of that entry fails until a reload, and a reload's offer of the local
 * backup races with loading the entry: seen restored, then overwritten.)
 */
export function watchGitHubSession(onEnded: () => void, target: { fetch: typeof fetch } = window): GitHubSession {
  const original = target.fetch;
  let renewed: string | undefined;
  let renewal = deferred();
  const withToken = (input: RequestInfo | URL, init: RequestInit | undefined): [RequestInfo | URL, RequestInit | undefined] => {
    const sent = input instanceof Request ? input.clone() : input;
    if (!renewed) return [sent, init];
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const authorization = headers.get("Authorization");
    if (!authorization) return [sent, init];
    headers.set("Authorization", `${authorization.split(" ")[0]} ${renewed}`);
    return [sent, { ...init, headers }];
  };
  const watched: typeof fetch = async (input, init) => {
    if (!toGitHub(input)) return original.call(undefined, input, init);
    for (;;) {
      const waiting = renewal.promise;
      const response = await original.call(undefined, ...withToken(input, init));
      if (response.status !== 401) return response;
      onEnded();
      await waiting;
    }
  };
  target.fetch = watched;
  return {
    renew(token) {
      renewed = token;
      const done = renewal;
      renewal = deferred();
      done.resolve();
    },
    stop() {
      if (target.fetch === watched) target.fetch = original;
    },
  };
}

/** Decap's stored user with the new token, so that a reload keeps the new session too. */
export function storeToken(token: string, storage: Pick<Storage, "getItem" | "setItem"> = window.localStorage) {
  const stored = storage.getItem(DECAP_USER_KEY);
  if (!stored) return;
  const user: unknown = JSON.parse(stored);
  if (user && typeof user === "object") storage.setItem(DECAP_USER_KEY, JSON.stringify({ ...user, token }));
}

/**
 * Decap's login window (as decap-cms-lib-auth opens it): /api/auth on this
 * origin, the "authorizing:github" handshake, then one success or error
 * message from this origin. Resolves to the new token. Call it from a click,
 * or the browser blocks the window.
 */
export function logInAgain(origin = window.location.origin): Promise<string> {
  return new Promise((resolve, reject) => {
    const login = window.open(
      `${origin}/api/auth?provider=${PROVIDER}&site_id=${encodeURIComponent(window.location.host)}&scope=repo`,
      "Netlify Authorization",
      "width=960,height=600",
    );
    if (!login) return reject(new Error("the browser blocked the login window"));
    const answer = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== "string") return;
      if (event.data === `authorizing:${PROVIDER}`) {
        login.postMessage(event.data, origin);
        return;
      }
      const [, outcome, body] = new RegExp(`^authorization:${PROVIDER}:(success|error):(.*)$`, "s").exec(event.data) ?? [];
      if (!outcome) return;
      window.removeEventListener("message", answer);
      login.close();
      const data: unknown = JSON.parse(body!);
      const fields = new Map(data && typeof data === "object" ? Object.entries(data) : []);
      const field = (name: string) => String(fields.get(name) ?? "");
      if (outcome === "success" && field("token")) resolve(field("token"));
      else reject(new Error(field("message") || "no token"));
    };
    window.addEventListener("message", answer);
  });
}
