/**
 * The editor's GitHub session ending. The login hands Decap a GitHub App's user
 * token (lib/editor-login.ts), which expires after eight hours; Decap then only
 * sees failed requests and shows a broken screen. Every GitHub call Decap makes
 * goes through the global fetch to GitHub's API, so a wrapper around it notices
 * the 401 and the editor asks the person to log in again. What they typed is
 * safe: Decap keeps an unsaved entry in a local backup and offers it back when
 * the entry is opened again.
 */

/** The github backend's API origin (Decap's default api_root). */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/** Where Decap keeps the logged-in user and token (decap-cms-core's LocalStorageAuthStore). */
export const DECAP_USER_KEY = "decap-cms-user";

/** The notice's words: the editor's own, not content marketers edit. */
export const SESSION_ENDED = {
  notice: "Your session has ended: log in again",
  detail:
    "Your access to GitHub has expired, so nothing can be saved until you log in again. What you typed is kept in this browser: after logging in, open the entry and choose OK when the editor offers to restore it.",
  action: "Log in again",
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

/**
 * Wraps `target.fetch` so that a 401 from GitHub's API calls `onEnded`; the
 * answer still goes to the caller unchanged. Returns what undoes the wrap.
 */
export function watchGitHubSession(onEnded: () => void, target: { fetch: typeof fetch } = window) {
  const original = target.fetch;
  const watched: typeof fetch = async (input, init) => {
    const response = await original.call(undefined, input, init);
    if (response.status === 401 && toGitHub(input)) onEnded();
    return response;
  };
  target.fetch = watched;
  return () => {
    if (target.fetch === watched) target.fetch = original;
  };
}

/**
 * Forgets the ended session and starts the editor again, on the same entry:
 * Decap shows its login, then the entry, with its backup to restore.
 */
export function logInAgain(storage: Pick<Storage, "removeItem"> = window.localStorage, location: Pick<Location, "reload"> = window.location) {
  storage.removeItem(DECAP_USER_KEY);
  location.reload();
}
