// The copy editor's GitHub login (Decap CMS's github backend with base_url = the
// production site and auth_endpoint "api/auth"), as the Cloudflare Pages
// Functions in functions/api/ run it: /api/auth sends the browser to GitHub
// with a fresh `state` and PKCE challenge (state and verifier kept in a
// short-lived cookie), /api/callback checks the state, swaps the code for a
// token with the client secret from the host's environment and the verifier,
// and answers a page that hands the token to the editor window by postMessage.
// The client is a GitHub App (its user login, the same web flow): its token
// reaches only the repositories the App is installed on, with the App's
// permissions, and expires; the callback refuses any token GitHub hands out
// without an expiry (an OAuth App's, which opens every repository the person
// can reach, forever). docs/hosting.md sets the App up.
// Both answer on one origin only, EDITOR_ORIGIN, and take the callback's
// address and the message's target from it, never from the request: branch
// previews are sub-domains of the production pages.dev address, where GitHub
// would send a returning user's code without asking. Every step here is a
// plain function of the request, the environment and (for the token) an
// injected fetch.
import { PERMISSIONS_POLICY, strictTransportSecurity } from "./security-headers.mjs";
import { LOOPBACK_HOSTS } from "./server/loopback";

/** The host's environment variables (Cloudflare Pages → Settings → Variables and secrets). */
export interface EditorLoginEnv {
  /** The production site's origin, e.g. https://drops.app: the only one the login answers on. */
  EDITOR_ORIGIN?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Only for tests: where GitHub's OAuth pages are, heeded only on a loopback host (otherwise https://github.com). */
  GITHUB_OAUTH_BASE?: string;
  /** "true" where the site's pages send HSTS with includeSubDomains and preload: the login's answers match them. */
  HSTS_PRELOAD?: string;
}

export const PROVIDER = "github";
/** `__Host-`: the browser takes it only Secure, for Path=/ and with no Domain, so a sibling sub-domain (a preview) can neither set nor overwrite it. */
const LOGIN_COOKIE = "__Host-editor-login";
export const CALLBACK_PATH = "/api/callback";
/** Long enough to log in to GitHub (two-factor included), short enough not to linger. */
const LOGIN_MAX_AGE_SECONDS = 600;
const GITHUB = "https://github.com";

/**
 * Where GitHub's OAuth pages are for this request: GITHUB_OAUTH_BASE moves them
 * only for a request to this machine, so a test's variable left on a real
 * host can never send logins, codes or the client secret anywhere but GitHub.
 */
function oauthBase(env: EditorLoginEnv, requestUrl: string) {
  const local = LOOPBACK_HOSTS.has(new URL(requestUrl).hostname);
  return (local && env.GITHUB_OAUTH_BASE ? env.GITHUB_OAUTH_BASE : GITHUB).replace(/\/+$/, "");
}

/**
 * EDITOR_ORIGIN as an origin, or undefined when it is missing or is not an
 * https origin with no path (http only on a loopback host): a login with no
 * trustworthy origin answers nowhere rather than anywhere.
 */
export function editorOrigin(env: EditorLoginEnv) {
  let url: URL;
  try {
    url = new URL((env.EDITOR_ORIGIN ?? "").trim());
  } catch {
    return undefined;
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  const bare = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  return secure && bare ? url.origin : undefined;
}

export type Refusal = "no-editor-origin" | "other-origin";

/** Where a request may log in: EDITOR_ORIGIN when it arrived there, or why it may not. */
export function loginOrigin(requestUrl: string, env: EditorLoginEnv): { origin: string } | { refusal: Refusal; origin?: string } {
  const origin = editorOrigin(env);
  if (!origin) return { refusal: "no-editor-origin" };
  return new URL(requestUrl).origin === origin ? { origin } : { refusal: "other-origin", origin };
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes, base64url (43 characters): a state, or a PKCE verifier. */
export function randomToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  return base64url(random(new Uint8Array(32)));
}

/** PKCE's S256 challenge: GitHub keeps it with the code and swaps the code only for the verifier it hashes. */
export async function codeChallenge(verifier: string) {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** What a login keeps in this browser between /api/auth and /api/callback: the state GitHub must hand back, and the verifier, which never goes into an address. */
export interface LoginStart {
  state: string;
  verifier: string;
}

export function loginCookie({ state, verifier }: LoginStart) {
  return `${LOGIN_COOKIE}=${state}.${verifier}; Path=/; Max-Age=${LOGIN_MAX_AGE_SECONDS}; Secure; HttpOnly; SameSite=Lax`;
}

/** Every callback answer deletes the login: one state, one try. */
export const clearLoginCookie = () => `${LOGIN_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

export function cookieValue(header: string | null, name: string) {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The PKCE verifier of the login this browser started, when the callback's
 * `state` is that login's (compared in constant time); otherwise undefined.
 */
export function verifierFor(cookieHeader: string | null, returned: string | null) {
  const started = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue(cookieHeader, LOGIN_COOKIE) ?? "");
  if (!started || !returned || returned.length !== started[1].length) return undefined;
  let diff = 0;
  for (let i = 0; i < returned.length; i++) diff |= started[1].charCodeAt(i) ^ returned.charCodeAt(i);
  return diff === 0 ? started[2] : undefined;
}

/**
 * GitHub's consent page at `github` (oauthBase); `origin` is EDITOR_ORIGIN, whose callback GitHub sends the browser back to.
 * No `scope`: a GitHub App's permissions replace scopes, so the `scope=repo` Decap sends to /api/auth is dropped here.
 */
export function authorizeUrl(env: EditorLoginEnv, { github, origin, state, challenge }: { github: string; origin: string; state: string; challenge: string }) {
  const url = new URL(`${github}/login/oauth/authorize`);
  url.searchParams.set("client_id", env.GITHUB_CLIENT_ID ?? "");
  url.searchParams.set("redirect_uri", origin + CALLBACK_PATH);
  url.searchParams.set("state", state);
  url.searchParams.set("code_challenge", challenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.toString();
}

// ---------------------------------------------------------------------------
// The page the login window shows. Its one script is a constant (the message
// and its target origin ride in a JSON data block), so the policy allows it by
// a fixed hash.

/**
 * Decap's handshake: the login window says "authorizing:github" to the window
 * that opened it; the editor answers the same words; only then does the window
 * send the result. Both directions are checked against EDITOR_ORIGIN, which the
 * server writes beside the message (not this page's location), and the opener
 * must be the one answering.
 */
export const MESSAGE_SCRIPT = `(function () {
  var note = document.getElementById("login-note");
  var opener = window.opener;
  if (!opener) {
    note.textContent = "This window was not opened by the editor, so it cannot pass the login on. Open the editor and log in from there.";
    note.hidden = false;
    return;
  }
  var login = JSON.parse(document.getElementById("login-message").textContent);
  window.addEventListener("message", function (event) {
    if (event.origin !== login.origin || event.source !== opener || event.data !== "authorizing:${PROVIDER}") return;
    opener.postMessage(login.message, login.origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", login.origin);
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** JSON inside a <script> data block: nothing in it can close the block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

export type LoginOutcome = { kind: "success"; token: string } | { kind: "error"; reason: LoginError; detail?: string };

export type LoginError =
  | "not-configured"
  | "unknown-provider"
  | "state-mismatch"
  | "denied"
  | "github-error"
  | "no-code"
  | "token-exchange"
  | "token-never-expires";

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
    body: "GitHub would not swap this login for access to the repository. Close this window and try again; if it keeps happening, ask the site's developer to check the site's GitHub App.",
    message: "GitHub did not confirm the login. Please try again.",
  },
  "token-never-expires": {
    status: 502,
    title: "GitHub offered a key that never expires",
    body: "GitHub answered with access that never expires, as an OAuth app's does, so it was not used: the editor takes only a GitHub App's expiring access, limited to this site's repository. Ask the site's developer to set the site's login up with its GitHub App (with \"Expire user authorization tokens\" on), as docs/hosting.md describes.",
    message:
      "The login was refused: GitHub offered access that never expires, so the site's login is not set up with its GitHub App. Ask the site's developer.",
  },
};

/** The message Decap CMS's github backend waits for. */
export function loginMessage(outcome: LoginOutcome) {
  if (outcome.kind === "success") return `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`;
  const { message } = LOGIN_ERRORS[outcome.reason];
  return `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.detail ? `${message} (${outcome.detail})` : message })}`;
}

function pageHtml({ title, error, content, after = "" }: { title: string; error: boolean; content: string; after?: string }) {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style></head>
<body><main${error ? ' class="error"' : ""}><p class="brand">Content editor</p><h1>${escapeHtml(title)}</h1>${content}</main>
${after}</body></html>
`;
}

const editorLink = (origin: string) => `<p><a href="${escapeHtml(origin)}/admin/">Open the editor</a></p>`;

/** The page that hands `outcome` to the editor window at `origin` (EDITOR_ORIGIN). */
export function loginPageHtml(outcome: LoginOutcome, origin: string) {
  const error = outcome.kind === "error" ? LOGIN_ERRORS[outcome.reason] : undefined;
  const title = error ? error.title : "GitHub confirmed your login";
  const body = error
    ? `<p>${escapeHtml(error.body)}</p>${outcome.kind === "error" && outcome.detail ? `<p class="detail">GitHub said: ${escapeHtml(outcome.detail)}</p>` : ""}`
    : `<p>If this window stays open, close it and go back to the editor.</p>`;
  return pageHtml({
    title,
    error: Boolean(error),
    content: `${body}\n<p id="login-note" role="status" hidden></p>${editorLink(origin)}`,
    after: `<script type="application/json" id="login-message">${scriptJson({ origin, message: loginMessage(outcome) })}</script>
<script>${MESSAGE_SCRIPT}</script>
`,
  });
}

/** What a person reads where the login will not answer: no script, nothing for the window that opened it. */
export const REFUSALS: Record<Refusal, { status: number; title: string; body: (origin?: string) => string }> = {
  "no-editor-origin": {
    status: 500,
    title: "The editor's login has no address",
    body: () =>
      "This site does not say which address its editor lives at, so its login answers nowhere rather than anywhere. Ask the site's developer to set EDITOR_ORIGIN, in the production variables of the site's Cloudflare Pages project, to the live site's origin: https and no path, such as https://drops.app.",
  },
  "other-origin": {
    status: 403,
    title: "Log in to the editor on the live site",
    body: (origin) =>
      `The editor's login works only at ${origin}/admin/. This address is another copy of the site (a branch preview, for example), and no copy may receive access to GitHub, so no login starts or ends here. Open the editor there and log in.`,
  },
};

function refusalPageHtml(refusal: Refusal, origin?: string) {
  const { title, body } = REFUSALS[refusal];
  return pageHtml({ title, error: true, content: `<p>${escapeHtml(body(origin))}</p>${origin ? editorLink(origin) : ""}` });
}

/**
 * The host's _headers rules do not reach a Function's responses, so they carry
 * their own: the page's script (if it has one) and style by hash and nothing
 * else. No Cross-Origin-Opener-Policy: the login window must keep its opener
 * (the editor) across its trip to GitHub, and `same-origin` would cut that link.
 */
export async function loginHeaders(env: EditorLoginEnv, { script, extra = {} }: { script: boolean; extra?: Record<string, string> }) {
  const policy = [
    "default-src 'none'",
    ...(script ? [`script-src ${await sha256Source(MESSAGE_SCRIPT)}`] : []),
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

async function page(env: EditorLoginEnv, origin: string, outcome: LoginOutcome, extra: Record<string, string> = {}) {
  const status = outcome.kind === "error" ? LOGIN_ERRORS[outcome.reason].status : 200;
  return new Response(loginPageHtml(outcome, origin), { status, headers: await loginHeaders(env, { script: true, extra }) });
}

async function refusalPage(env: EditorLoginEnv, { refusal, origin }: { refusal: Refusal; origin?: string }) {
  return new Response(refusalPageHtml(refusal, origin), { status: REFUSALS[refusal].status, headers: await loginHeaders(env, { script: false }) });
}

const configured = (env: EditorLoginEnv) => Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);

/** GET /api/auth?provider=github: off to GitHub, with a fresh state and PKCE challenge (any `scope` is ignored: see authorizeUrl). */
export async function startLogin(request: Request, env: EditorLoginEnv, random?: (bytes: Uint8Array) => Uint8Array) {
  const checked = loginOrigin(request.url, env);
  if ("refusal" in checked) return refusalPage(env, checked);
  const { origin } = checked;
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider") ?? PROVIDER;
  if (provider !== PROVIDER) return page(env, origin, { kind: "error", reason: "unknown-provider" });
  // Fail here rather than after the person has logged in to GitHub for nothing.
  if (!configured(env)) return page(env, origin, { kind: "error", reason: "not-configured" });
  const start = { state: randomToken(random), verifier: randomToken(random) };
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorizeUrl(env, { github: oauthBase(env, request.url), origin, state: start.state, challenge: await codeChallenge(start.verifier) }),
      "Set-Cookie": loginCookie(start),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Strict-Transport-Security": strictTransportSecurity(env),
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** A token answer's `expires_in` that says the token ends: a positive, finite number of seconds (GitHub's JSON gives a number). */
export const hasExpiry = (expiresIn: unknown) => typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn > 0;

/** GET /api/callback?code=...&state=...: checked, swapped for a token, handed to the editor. */
export async function finishLogin(request: Request, env: EditorLoginEnv, fetcher: typeof fetch = fetch) {
  const checked = loginOrigin(request.url, env);
  if ("refusal" in checked) return refusalPage(env, checked);
  const { origin } = checked;
  const params = new URL(request.url).searchParams;
  const clear = { "Set-Cookie": clearLoginCookie() };
  const verifier = verifierFor(request.headers.get("Cookie"), params.get("state"));
  if (!verifier) return page(env, origin, { kind: "error", reason: "state-mismatch" }, clear);
  const githubError = params.get("error");
  if (githubError === "access_denied") return page(env, origin, { kind: "error", reason: "denied" }, clear);
  if (githubError) return page(env, origin, { kind: "error", reason: "github-error", detail: params.get("error_description") || githubError }, clear);
  if (!configured(env)) return page(env, origin, { kind: "error", reason: "not-configured" }, clear);
  const code = params.get("code");
  if (!code) return page(env, origin, { kind: "error", reason: "no-code" }, clear);

  let answer: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } = {};
  try {
    const response = await fetcher(`${oauthBase(env, request.url)}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "drops-editor-login" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: origin + CALLBACK_PATH,
        code_verifier: verifier,
      }),
    });
    answer = response.ok ? await response.json() : { error: `HTTP ${response.status}` };
  } catch {
    answer = { error: "GitHub could not be reached" };
  }
  // GitHub reports a refused code with 200 and an `error` field.
  if (typeof answer.access_token !== "string" || !answer.access_token) {
    const detail = typeof answer.error_description === "string" ? answer.error_description : typeof answer.error === "string" ? answer.error : undefined;
    return page(env, origin, { kind: "error", reason: "token-exchange", detail }, clear);
  }
  // A GitHub App with expiring user tokens answers `expires_in` (28800 s); an
  // OAuth App, or an App with expiry off, answers none: that token would open
  // everything, forever, so it is not handed on. Nor is the refresh token: the
  // editor logs in again when its token ends.
  if (!hasExpiry(answer.expires_in)) return page(env, origin, { kind: "error", reason: "token-never-expires" }, clear);
  return page(env, origin, { kind: "success", token: answer.access_token }, clear);
}
