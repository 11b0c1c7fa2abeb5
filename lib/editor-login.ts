// The copy editor's GitHub login (Decap CMS's github backend with base_url = this
// site and auth_endpoint "api/auth"), as the Cloudflare Pages Functions in
// functions/api/ run it: /api/auth sends the browser to GitHub with a fresh
// `state` (kept in a short-lived cookie), /api/callback checks it, swaps the
// code for a token with the client secret from the host's environment, and
// answers a page that hands the token to the editor window by postMessage, to
// this site's own origin only. Every step here is a plain function of the
// request, the environment and (for the token) an injected fetch.
import { PERMISSIONS_POLICY, strictTransportSecurity } from "./security-headers.mjs";

/** The host's environment variables (Cloudflare Pages → Settings → Variables and secrets). */
export interface EditorLoginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Only for tests: where GitHub's OAuth pages are (default https://github.com). */
  GITHUB_OAUTH_BASE?: string;
  /** "true" where the site's pages send HSTS with includeSubDomains and preload: the login's answers match them. */
  HSTS_PRELOAD?: string;
}

export const PROVIDER = "github";
export const STATE_COOKIE = "editor_login_state";
export const CALLBACK_PATH = "/api/callback";
/** Long enough to log in to GitHub (two-factor included), short enough not to linger. */
export const STATE_MAX_AGE_SECONDS = 600;
/** What Decap asks for: "repo", or "public_repo" with open authoring. */
const SCOPES = new Set(["repo", "public_repo"]);
const GITHUB = "https://github.com";

const oauthBase = (env: EditorLoginEnv) => (env.GITHUB_OAUTH_BASE || GITHUB).replace(/\/+$/, "");

/** 32 random bytes, base64url: the value GitHub must hand back unchanged. */
export function newState(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  const bytes = random(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function stateCookie(state: string) {
  return `${STATE_COOKIE}=${state}; Path=${CALLBACK_PATH}; Max-Age=${STATE_MAX_AGE_SECONDS}; Secure; HttpOnly; SameSite=Lax`;
}

/** Every callback answer deletes the state: one state, one try. */
export const clearStateCookie = () => `${STATE_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

export function cookieValue(header: string | null, name: string) {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** True when the callback's `state` is the one this browser was given (compared in constant time). */
export function stateMatches(cookieHeader: string | null, returned: string | null) {
  const expected = cookieValue(cookieHeader, STATE_COOKIE);
  if (!expected || !returned || expected.length !== returned.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ returned.charCodeAt(i);
  return diff === 0;
}

export function authorizeUrl(env: EditorLoginEnv, { origin, state, scope }: { origin: string; state: string; scope: string }) {
  const url = new URL(`${oauthBase(env)}/login/oauth/authorize`);
  url.searchParams.set("client_id", env.GITHUB_CLIENT_ID ?? "");
  url.searchParams.set("redirect_uri", origin + CALLBACK_PATH);
  url.searchParams.set("scope", scope);
  url.searchParams.set("state", state);
  return url.toString();
}

// ---------------------------------------------------------------------------
// The page the login window shows. Its one script is a constant (the message
// rides in a JSON data block), so the policy allows it by a fixed hash.

/**
 * Decap's handshake: the login window says "authorizing:github" to the window
 * that opened it; the editor answers the same words; only then does the window
 * send the result. Both directions are checked against this page's own origin,
 * and the opener must be the one answering.
 */
export const MESSAGE_SCRIPT = `(function () {
  var data = document.getElementById("login-message");
  var note = document.getElementById("login-note");
  var opener = window.opener;
  if (!data || !opener) {
    note.textContent = "This window was not opened by the editor, so it cannot pass the login on. Open the editor at /admin/ and log in from there.";
    note.hidden = false;
    return;
  }
  var message = JSON.parse(data.textContent);
  var origin = window.location.origin;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:${PROVIDER}") return;
    opener.postMessage(message, origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;

/** The site's ocean and aqua, system type: a page of the site, with nothing to load. */
export const PAGE_CSS = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#eef7fc;color:#072a47;font:17px/1.55 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;background:#fff;border-radius:1.25rem;padding:32px;box-shadow:0 12px 40px rgba(7,42,71,.12);border-top:8px solid #0891b2}
main.error{border-top-color:#c2391f}
.brand{margin:0 0 8px;font-size:.85rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#144d78}
h1{margin:0 0 12px;font-size:1.75rem;line-height:1.15;text-transform:uppercase;letter-spacing:.01em}
p{margin:0 0 12px}
.detail{font-size:.9rem;color:#144d78;background:#eef7fc;border-radius:8px;padding:8px 12px}
a{color:#144d78;font-weight:700}
`;

export async function sha256Source(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** JSON inside a <script> data block: nothing in it can close the block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

export type LoginOutcome =
  | { kind: "success"; token: string }
  | { kind: "error"; reason: LoginError; detail?: string };

export type LoginError = "not-configured" | "unknown-provider" | "state-mismatch" | "denied" | "github-error" | "no-code" | "token-exchange";

/** What a person reads, and what the editor is told, for each way the login can fail. */
export const LOGIN_ERRORS: Record<LoginError, { status: number; title: string; body: string; message: string }> = {
  "not-configured": {
    status: 500,
    title: "The editor's login is not set up",
    body: "This site has no GitHub login configured yet, so nobody can log in to the editor. Ask the site's developer to add GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the site's environment variables on Cloudflare Pages.",
    message: "The editor's GitHub login is not set up on this site: ask its developer to add GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.",
  },
  "unknown-provider": {
    status: 400,
    title: "Unknown login provider",
    body: "This site's editor logs in with GitHub only. Close this window and choose Login with GitHub in the editor.",
    message: "This site's editor logs in with GitHub only.",
  },
  "state-mismatch": {
    status: 400,
    title: "This login could not be checked",
    body: "The answer from GitHub does not match a login started in this browser in the last 10 minutes, so it was not used. Close this window and choose Login with GitHub again.",
    message: "The login could not be checked (it was not started in this browser, or is more than 10 minutes old). Please log in again.",
  },
  denied: {
    status: 403,
    title: "You cancelled the login on GitHub",
    body: "The editor saves your changes to GitHub, so it needs your permission there. Close this window and choose Login with GitHub again to give it.",
    message: "The login was cancelled on GitHub.",
  },
  "github-error": {
    status: 400,
    title: "GitHub could not complete the login",
    body: "GitHub stopped the login before it finished. Close this window and try again; if it keeps happening, ask the site's developer.",
    message: "GitHub could not complete the login.",
  },
  "no-code": {
    status: 400,
    title: "GitHub sent no login code",
    body: "This address is only useful when GitHub sends you back to it during a login. Close this window and choose Login with GitHub in the editor.",
    message: "GitHub sent no login code.",
  },
  "token-exchange": {
    status: 502,
    title: "GitHub did not confirm the login",
    body: "GitHub would not swap this login for access to the repository. Close this window and try again; if it keeps happening, ask the site's developer to check the site's GitHub OAuth app.",
    message: "GitHub did not confirm the login. Please try again.",
  },
};

/** The message Decap CMS's github backend waits for. */
export function loginMessage(outcome: LoginOutcome) {
  if (outcome.kind === "success") return `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`;
  const { message } = LOGIN_ERRORS[outcome.reason];
  return `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.detail ? `${message} (${outcome.detail})` : message })}`;
}

export function loginPageHtml(outcome: LoginOutcome) {
  const error = outcome.kind === "error" ? LOGIN_ERRORS[outcome.reason] : undefined;
  const title = error ? error.title : "GitHub confirmed your login";
  const body = error
    ? `<p>${escapeHtml(error.body)}</p>${outcome.kind === "error" && outcome.detail ? `<p class="detail">GitHub said: ${escapeHtml(outcome.detail)}</p>` : ""}`
    : `<p>If this window stays open, close it and go back to the editor.</p>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style></head>
<body><main${error ? ' class="error"' : ""}><p class="brand">Content editor</p><h1>${escapeHtml(title)}</h1>${body}
<p id="login-note" role="status" hidden></p><p><a href="/admin/">Open the editor</a></p></main>
<script type="application/json" id="login-message">${scriptJson(loginMessage(outcome))}</script>
<script>${MESSAGE_SCRIPT}</script>
</body></html>
`;
}

/**
 * The host's _headers rules do not reach a Function's responses, so they carry
 * their own: the page's script and style by hash and nothing else. No
 * Cross-Origin-Opener-Policy: the login window must keep its opener (the
 * editor) across its trip to GitHub, and `same-origin` would cut that link.
 */
export async function loginHeaders(env: EditorLoginEnv, extra: Record<string, string> = {}) {
  const policy = [
    "default-src 'none'",
    `script-src ${await sha256Source(MESSAGE_SCRIPT)}`,
    `style-src ${await sha256Source(PAGE_CSS)}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policy,
    "Cache-Control": "no-store",
    "Strict-Transport-Security": strictTransportSecurity(env),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // The callback's address holds GitHub's one-time code: never pass it on.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Robots-Tag": "noindex, nofollow",
    ...extra,
  };
}

async function page(env: EditorLoginEnv, outcome: LoginOutcome, extra: Record<string, string> = {}) {
  const status = outcome.kind === "error" ? LOGIN_ERRORS[outcome.reason].status : 200;
  return new Response(loginPageHtml(outcome), { status, headers: await loginHeaders(env, extra) });
}

const configured = (env: EditorLoginEnv) => Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);

/** GET /api/auth?provider=github&scope=repo: off to GitHub, with a fresh state. */
export async function startLogin(request: Request, env: EditorLoginEnv, random?: (bytes: Uint8Array) => Uint8Array) {
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider") ?? PROVIDER;
  if (provider !== PROVIDER) return page(env, { kind: "error", reason: "unknown-provider" });
  // Fail here rather than after the person has logged in to GitHub for nothing.
  if (!configured(env)) return page(env, { kind: "error", reason: "not-configured" });
  const requested = url.searchParams.get("scope") ?? "repo";
  const scope = SCOPES.has(requested) ? requested : "repo";
  const state = newState(random);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorizeUrl(env, { origin: url.origin, state, scope }),
      "Set-Cookie": stateCookie(state),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Strict-Transport-Security": strictTransportSecurity(env),
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** GET /api/callback?code=...&state=...: checked, swapped for a token, handed to the editor. */
export async function finishLogin(request: Request, env: EditorLoginEnv, fetcher: typeof fetch = fetch) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const clear = { "Set-Cookie": clearStateCookie() };
  if (!stateMatches(request.headers.get("Cookie"), params.get("state"))) return page(env, { kind: "error", reason: "state-mismatch" }, clear);
  const githubError = params.get("error");
  if (githubError === "access_denied") return page(env, { kind: "error", reason: "denied" }, clear);
  if (githubError) return page(env, { kind: "error", reason: "github-error", detail: params.get("error_description") || githubError }, clear);
  if (!configured(env)) return page(env, { kind: "error", reason: "not-configured" }, clear);
  const code = params.get("code");
  if (!code) return page(env, { kind: "error", reason: "no-code" }, clear);

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown } = {};
  try {
    const response = await fetcher(`${oauthBase(env)}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "drops-editor-login" },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: url.origin + CALLBACK_PATH }),
    });
    answer = response.ok ? await response.json() : { error: `HTTP ${response.status}` };
  } catch {
    answer = { error: "GitHub could not be reached" };
  }
  // GitHub reports a refused code with 200 and an `error` field.
  if (typeof answer.access_token !== "string" || !answer.access_token) {
    const detail = typeof answer.error_description === "string" ? answer.error_description : typeof answer.error === "string" ? answer.error : undefined;
    return page(env, { kind: "error", reason: "token-exchange", detail }, clear);
  }
  return page(env, { kind: "success", token: answer.access_token }, clear);
}
