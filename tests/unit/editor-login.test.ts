/**
 * @jest-environment node
 *
 * The editor's login (lib/editor-login.ts) as plain functions of a request:
 * the one origin it answers on, the state and PKCE verifier's cookie and
 * check, the page and message handed to the editor, and each answer of
 * /api/auth and /api/callback, with GitHub's token endpoint as an injected
 * fetch. tests/e2e/editor-login.spec.ts runs the same on Cloudflare's runtime
 * with GitHub faked over the network.
 */
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import {
  LOGIN_ERRORS,
  MESSAGE_SCRIPT,
  PAGE_CSS,
  REFUSALS,
  clearLoginCookie,
  codeChallenge,
  editorOrigin,
  finishLogin,
  loginCookie,
  loginMessage,
  loginPageHtml,
  randomToken,
  startLogin,
  verifierFor,
} from "@/lib/editor-login";

const SITE = "https://drops.example";
const ENV = { EDITOR_ORIGIN: SITE, GITHUB_CLIENT_ID: "client-1", GITHUB_CLIENT_SECRET: "secret-1" };
/** A branch preview: a sub-domain of the production pages.dev address. */
const PREVIEW = "https://my-branch.drops.pages.dev";
const STATE = "s".repeat(43);
const VERIFIER = "v".repeat(43);
/** The cookie of a login this browser started. */
const COOKIE = `__Host-editor-login=${STATE}.${VERIFIER}`;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A GitHub App's answer with "Expire user authorization tokens" on (GitHub's documented shape). */
const APP_ANSWER = {
  access_token: "ghu_abc",
  expires_in: 28800,
  refresh_token: "ghr_refresh",
  refresh_token_expires_in: 15811200,
  token_type: "bearer",
  scope: "",
};
/** An OAuth App's answer: a token with a scope and no expiry. */
const OAUTH_APP_ANSWER = { access_token: "gho_abc", token_type: "bearer", scope: "repo" };

/** Text as the page's HTML writes it. */
const inHtml = (text: string) => text.replace(/'/g, "&#39;");

const callback = (query: string, cookie: string | null = COOKIE) => new Request(`${SITE}/api/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** A token endpoint that records what it was sent. */
function tokenEndpoint(answer: unknown, status = 200) {
  const calls: { url: string; body: Record<string, string> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

/** What the page hands its script: the message and the one origin it may go to. */
const loginData = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="login-message">([\s\S]*?)<\/script>/)![1]) as { origin: string; message: string };
const postedMessage = (html: string) => loginData(html).message;

/**
 * A refusal: the status, and a script-free page under the refusal's title that
 * sends nowhere and sets no cookie. Returns the page for what else it must say.
 */
async function expectRefusalPage(response: Response, refusal: keyof typeof REFUSALS, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBeNull();
  expect(response.headers.get("Set-Cookie")).toBeNull();
  const html = await response.text();
  expect(html).toContain(`<h1>${inHtml(REFUSALS[refusal].title)}</h1>`);
  expect(html).not.toContain("<script");
  return html;
}

/**
 * A login that ends in an error: its status, its title, the error message
 * handed to the editor, and the login cookie cleared. Returns the page.
 */
async function expectLoginErrorPage(response: Response, reason: keyof typeof LOGIN_ERRORS) {
  expect(response.status).toBe(LOGIN_ERRORS[reason].status);
  const html = await response.text();
  expect(html).toContain(`<h1>${inHtml(LOGIN_ERRORS[reason].title)}</h1>`);
  expect(postedMessage(html)).toBe(loginMessage({ kind: "error", reason }));
  expect(response.headers.get("Set-Cookie")).toBe(clearLoginCookie());
  return html;
}

describe("EDITOR_ORIGIN", () => {
  test("is an https origin with no path; plain http only on this machine's loopback", () => {
    expect(editorOrigin({ EDITOR_ORIGIN: "https://drops.app" })).toBe("https://drops.app");
    expect(editorOrigin({ EDITOR_ORIGIN: " https://drops.app/ " })).toBe("https://drops.app");
    expect(editorOrigin({ EDITOR_ORIGIN: "https://drops.app:8443" })).toBe("https://drops.app:8443");
    for (const local of ["http://127.0.0.1:8788", "http://localhost:3000", "http://[::1]:8788"]) expect(editorOrigin({ EDITOR_ORIGIN: local })).toBe(local);
  });

  test.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a URL", "drops.app"],
    ["plain http", "http://drops.app"],
    ["plain http on a look-alike of localhost", "http://localhost.evil.example"],
    ["a path", "https://drops.app/admin"],
    ["a query", "https://drops.app/?next=1"],
    ["a fragment", "https://drops.app/#x"],
    ["credentials", "https://user:pass@drops.app"],
    ["another scheme", "ftp://drops.app"],
  ])("%s: no origin, so the login answers nowhere", async (_, value) => {
    const env = { ...ENV, EDITOR_ORIGIN: value };
    expect(editorOrigin(env)).toBeUndefined();
    const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
    for (const response of [
      await startLogin(new Request(`${SITE}/api/auth?provider=github`), env),
      await finishLogin(callback(`code=c0de&state=${STATE}`), env, fetcher),
    ]) {
      expect(await expectRefusalPage(response, "no-editor-origin", 500)).toContain("EDITOR_ORIGIN");
    }
    expect(calls).toEqual([]);
  });
});

describe("another origin (a branch preview)", () => {
  const env = { ...ENV, EDITOR_ORIGIN: "https://drops.pages.dev" };

  test("/api/auth refuses it with a page that links to the editor's one address: no trip to GitHub, no state", async () => {
    const response = await startLogin(new Request(`${PREVIEW}/api/auth?provider=github&scope=repo`), env);
    // Nothing on the page talks to the window that opened it: no script, and none allowed.
    const html = await expectRefusalPage(response, "other-origin", 403);
    expect(html).toContain("works only at https://drops.pages.dev/admin/.");
    expect(html).toContain('<a href="https://drops.pages.dev/admin/">Open the editor</a>');
    expect(response.headers.get("Content-Security-Policy")).not.toContain("script-src");
  });

  test("/api/callback refuses it before anything else: a code from GitHub is never swapped there", async () => {
    const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
    const request = new Request(`${PREVIEW}/api/callback?code=c0de&state=${STATE}`, { headers: { Cookie: COOKIE } });
    const response = await finishLogin(request, env, fetcher);
    expect(calls).toEqual([]);
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).not.toContain("ghu_abc");
  });

  test.each(["http://drops.pages.dev", "https://drops.pages.dev:8443", "https://www.drops.pages.dev"])("%s is another origin too", async (origin) => {
    expect((await startLogin(new Request(`${origin}/api/auth?provider=github`), env)).status).toBe(403);
  });
});

describe("state and PKCE verifier", () => {
  test("are 32 random bytes in base64url, new every time", () => {
    expect(randomToken(() => new Uint8Array(32).fill(255))).toBe("_".repeat(42) + "8");
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
  });

  test("the challenge is the verifier's SHA-256 in base64url (RFC 7636's own example)", async () => {
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  test("live in one short-lived, script-proof __Host- cookie that a sibling sub-domain cannot set or overwrite", () => {
    expect(loginCookie({ state: STATE, verifier: VERIFIER })).toBe(`${COOKIE}; Path=/; Max-Age=600; Secure; HttpOnly; SameSite=Lax`);
    // The browser drops a __Host- cookie, its deletion included, unless it is Secure, for Path=/ and has no Domain.
    for (const cookie of [loginCookie({ state: STATE, verifier: VERIFIER }), clearLoginCookie()]) {
      expect(cookie).toMatch(/^__Host-[^;]*; Path=\/; /);
      expect(cookie).toContain("; Secure;");
      expect(cookie).not.toMatch(/domain/i);
    }
    expect(clearLoginCookie()).toBe("__Host-editor-login=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax");
  });

  test("the verifier comes back only for the exact state this browser was given", () => {
    expect(verifierFor(`a=1; ${COOKIE}; b=2`, STATE)).toBe(VERIFIER);
    expect(verifierFor(COOKIE, STATE.slice(1) + "t")).toBeUndefined();
    expect(verifierFor(COOKIE, STATE.slice(1))).toBeUndefined();
    expect(verifierFor(COOKIE, VERIFIER)).toBeUndefined();
    expect(verifierFor(COOKIE, null)).toBeUndefined();
    expect(verifierFor(null, STATE)).toBeUndefined();
  });

  test.each([
    ["the cookie without its prefix", `editor-login=${STATE}.${VERIFIER}`],
    ["no verifier", `__Host-editor-login=${STATE}`],
    ["an empty verifier", `__Host-editor-login=${STATE}.`],
    ["a value that is not two tokens", `__Host-editor-login=${STATE}.${VERIFIER}.x`],
    ["an empty cookie", "__Host-editor-login="],
  ])("%s: no verifier", (_, cookie) => {
    expect(verifierFor(cookie, STATE)).toBeUndefined();
  });
});

describe("GET /api/auth", () => {
  test("sends the browser to GitHub with the callback at EDITOR_ORIGIN, a state and a PKCE challenge, and no scope; the verifier stays in the cookie", async () => {
    const response = await startLogin(new Request(`${SITE}/api/auth?provider=github&site_id=drops.example&scope=repo`), {
      ...ENV,
      EDITOR_ORIGIN: `${SITE}/`,
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    const state = location.searchParams.get("state")!;
    const challenge = location.searchParams.get("code_challenge")!;
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "client-1",
      redirect_uri: `${SITE}/api/callback`,
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    const cookie = response.headers.get("Set-Cookie")!;
    const verifier = verifierFor(cookie.split(";")[0], state)!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifier).not.toBe(state);
    expect(cookie).toBe(loginCookie({ state, verifier }));
    expect(await codeChallenge(verifier)).toBe(challenge);
    expect(location.href).not.toContain(verifier);
  });

  test.each(["repo", "public_repo", "admin:org"])(
    "passes no scope on, whatever the address asks for (%s): the GitHub App's permissions decide",
    async (scope) => {
      const response = await startLogin(new Request(`${SITE}/api/auth?provider=github&scope=${scope}`), ENV);
      expect(new URL(response.headers.get("Location")!).searchParams.has("scope")).toBe(false);
    },
  );

  test.each([SITE, "https://localhost.drops.example"])(
    "GitHub's address ignores GITHUB_OAUTH_BASE on a real host (%s): consent and token both at github.com",
    async (site) => {
      const env = { ...ENV, EDITOR_ORIGIN: site, GITHUB_OAUTH_BASE: "https://github.evil.example" };
      const response = await startLogin(new Request(`${site}/api/auth?provider=github`), env);
      expect(response.headers.get("Location")).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
      const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
      await finishLogin(new Request(`${site}/api/callback?code=c0de&state=${STATE}`, { headers: { Cookie: COOKIE } }), env, fetcher);
      expect(calls.map((call) => call.url)).toEqual(["https://github.com/login/oauth/access_token"]);
    },
  );

  test.each(["http://127.0.0.1:8788", "http://localhost:8788", "http://[::1]:8788"])(
    "GitHub's address can be moved for tests on this machine (%s)",
    async (local) => {
      const env = { ...ENV, EDITOR_ORIGIN: local, GITHUB_OAUTH_BASE: "http://127.0.0.1:9/" };
      const response = await startLogin(new Request(`${local}/api/auth?provider=github`), env);
      expect(response.headers.get("Location")).toMatch(/^http:\/\/127\.0\.0\.1:9\/login\/oauth\/authorize\?/);
      const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
      await finishLogin(new Request(`${local}/api/callback?code=c0de&state=${STATE}`, { headers: { Cookie: COOKIE } }), env, fetcher);
      expect(calls.map((call) => call.url)).toEqual(["http://127.0.0.1:9/login/oauth/access_token"]);
    },
  );

  test("without a client id or secret it stops before GitHub, with a page for the developer", async () => {
    for (const env of [
      { EDITOR_ORIGIN: SITE, GITHUB_CLIENT_ID: "client-1" },
      { EDITOR_ORIGIN: SITE, GITHUB_CLIENT_SECRET: "secret-1" },
      { EDITOR_ORIGIN: SITE },
    ]) {
      const response = await startLogin(new Request(`${SITE}/api/auth?provider=github`), env);
      expect(response.status).toBe(500);
      expect(response.headers.get("Location")).toBeNull();
      const html = await response.text();
      expect(html).toContain(`<h1>${inHtml(LOGIN_ERRORS["not-configured"].title)}</h1>`);
      expect(postedMessage(html)).toBe(`authorization:github:error:${JSON.stringify({ message: LOGIN_ERRORS["not-configured"].message })}`);
    }
  });

  test("refuses other providers", async () => {
    expect((await startLogin(new Request(`${SITE}/api/auth?provider=gitlab`), ENV)).status).toBe(400);
  });
});

describe("GET /api/callback", () => {
  test("swaps the code for a GitHub App's expiring token with the secret and hands the token, and only it, to the editor", async () => {
    const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
    const response = await finishLogin(callback(`code=c0de&state=${STATE}`), ENV, fetcher);
    expect(response.status).toBe(200);
    expect(calls).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: { client_id: "client-1", client_secret: "secret-1", code: "c0de", redirect_uri: `${SITE}/api/callback`, code_verifier: VERIFIER },
      },
    ]);
    const html = await response.text();
    expect(postedMessage(html)).toBe('authorization:github:success:{"token":"ghu_abc","provider":"github"}');
    expect(html).not.toContain("secret-1");
    // The refresh token (six months of access) never reaches the browser.
    expect(html).not.toContain(APP_ANSWER.refresh_token);
    expect(response.headers.get("Set-Cookie")).toBe(clearLoginCookie());
  });

  test.each([
    ["a state that is not this browser's", `code=c0de&state=${"t".repeat(43)}`, COOKIE, "state-mismatch"],
    ["no state cookie (expired, or another browser)", `code=c0de&state=${STATE}`, null, "state-mismatch"],
    ["no state at all", "code=c0de", COOKIE, "state-mismatch"],
    ["a state cookie with no verifier (set before PKCE, or by someone else)", `code=c0de&state=${STATE}`, `__Host-editor-login=${STATE}`, "state-mismatch"],
    ["a denied consent", `error=access_denied&error_description=denied&state=${STATE}`, undefined, "denied"],
    ["no code", `state=${STATE}`, undefined, "no-code"],
  ] as const)("%s: no token is asked for; a clear page with the right status", async (_, query, cookie, reason) => {
    const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
    const response = await finishLogin(callback(query, cookie), ENV, fetcher);
    expect(calls).toEqual([]);
    await expectLoginErrorPage(response, reason);
  });

  test("a state is checked before anything else, a denied consent included", async () => {
    const response = await finishLogin(callback(`error=access_denied&state=${"t".repeat(43)}`), ENV, tokenEndpoint({}).fetcher);
    expect(response.status).toBe(LOGIN_ERRORS["state-mismatch"].status);
  });

  test("a missing secret stops before GitHub", async () => {
    const { fetcher, calls } = tokenEndpoint(APP_ANSWER);
    const response = await finishLogin(callback(`code=c0de&state=${STATE}`), { EDITOR_ORIGIN: SITE, GITHUB_CLIENT_ID: "client-1" }, fetcher);
    expect(calls).toEqual([]);
    expect(response.status).toBe(500);
  });

  test.each([
    [
      "GitHub refuses the code (200 with an error)",
      tokenEndpoint({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }).fetcher,
      "The code passed is incorrect or expired.",
    ],
    ["GitHub answers 500", tokenEndpoint({}, 500).fetcher, "HTTP 500"],
    ["GitHub is unreachable", (async () => Promise.reject(new TypeError("network"))) as unknown as typeof fetch, "GitHub could not be reached"],
  ])("a failed token exchange (%s): 502, with GitHub's words", async (_, fetcher, detail) => {
    const response = await finishLogin(callback(`code=c0de&state=${STATE}`), ENV, fetcher);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(`<p class="detail">GitHub said: ${detail}</p>`);
    expect(JSON.parse(postedMessage(html).replace("authorization:github:error:", ""))).toEqual({
      message: `${LOGIN_ERRORS["token-exchange"].message} (${detail})`,
    });
  });
});

describe("a token that never expires", () => {
  test.each([
    ["an OAuth App's answer (no expires_in)", OAUTH_APP_ANSWER],
    [
      "a GitHub App with token expiry off (no expires_in)",
      { ...APP_ANSWER, expires_in: undefined, refresh_token: undefined, refresh_token_expires_in: undefined },
    ],
    ["expires_in 0", { ...APP_ANSWER, expires_in: 0 }],
    ["a negative expires_in", { ...APP_ANSWER, expires_in: -1 }],
    ["expires_in as text", { ...APP_ANSWER, expires_in: "28800" }],
    ["expires_in null", { ...APP_ANSWER, expires_in: null }],
  ])("%s: refused with a clear page and message; the token never reaches the page", async (_, answer) => {
    const response = await finishLogin(callback(`code=c0de&state=${STATE}`), ENV, tokenEndpoint(answer).fetcher);
    expect(await expectLoginErrorPage(response, "token-never-expires")).not.toContain(answer.access_token);
  });
});

describe("the login page", () => {
  test("allows exactly its own script and stylesheet, and cannot be framed or cached", async () => {
    const response = await finishLogin(callback(`code=c0de&state=${STATE}`), ENV, tokenEndpoint(APP_ANSWER).fetcher);
    const html = await response.text();
    const csp = response.headers.get("Content-Security-Policy")!;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(scripts).toEqual([MESSAGE_SCRIPT]);
    expect(styles).toEqual([PAGE_CSS]);
    expect(csp).toBe(
      `default-src 'none'; script-src ${hash(MESSAGE_SCRIPT)}; style-src ${hash(PAGE_CSS)}; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    // The login window keeps its opener across the trip to GitHub.
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  });

  test("HSTS as the site's pages send it: includeSubDomains and preload only with HSTS_PRELOAD", async () => {
    const hsts = async (env: typeof ENV & { HSTS_PRELOAD?: string }) => [
      (await startLogin(new Request(`${SITE}/api/auth?provider=github`), env)).headers.get("Strict-Transport-Security"),
      (await finishLogin(callback(`code=c0de&state=${STATE}`), env, tokenEndpoint(APP_ANSWER).fetcher)).headers.get("Strict-Transport-Security"),
      (await finishLogin(callback("state=forged"), env)).headers.get("Strict-Transport-Security"),
    ];
    expect(await hsts(ENV)).toEqual(Array(3).fill("max-age=63072000"));
    expect(await hsts({ ...ENV, HSTS_PRELOAD: "false" })).toEqual(Array(3).fill("max-age=63072000"));
    expect(await hsts({ ...ENV, HSTS_PRELOAD: "true" })).toEqual(Array(3).fill("max-age=63072000; includeSubDomains; preload"));
  });

  test("posts only to EDITOR_ORIGIN, and only after the editor window there answers the handshake", () => {
    const message = loginMessage({ kind: "success", token: "gho_abc" });
    const html = loginPageHtml({ kind: "success", token: "gho_abc" }, SITE);
    expect(loginData(html)).toEqual({ origin: SITE, message });
    const posted: [unknown, string][] = [];
    const opener = { postMessage: (data: unknown, target: string) => posted.push([data, target]) };
    let onMessage: (e: { origin: string; source: unknown; data: unknown }) => void = () => {};
    const note = { textContent: "", hidden: true };
    // The target is the one the server wrote, whatever address the window shows.
    const window = { opener, location: { origin: PREVIEW }, addEventListener: (_: string, fn: typeof onMessage) => (onMessage = fn) };
    const document = {
      getElementById: (id: string) => (id === "login-message" ? { textContent: html.match(/id="login-message">([\s\S]*?)<\/script>/)![1] } : note),
    };
    runInNewContext(MESSAGE_SCRIPT, { window, document, JSON });
    expect(posted).toEqual([["authorizing:github", SITE]]);
    onMessage({ origin: PREVIEW, source: opener, data: "authorizing:github" });
    onMessage({ origin: SITE, source: {}, data: "authorizing:github" });
    onMessage({ origin: SITE, source: opener, data: "something else" });
    expect(posted).toHaveLength(1);
    onMessage({ origin: SITE, source: opener, data: "authorizing:github" });
    expect(posted).toEqual([
      ["authorizing:github", SITE],
      [message, SITE],
    ]);
    expect(note.hidden).toBe(true);
  });

  test("opened without the editor, it says so instead of waiting", () => {
    const note = { textContent: "", hidden: true };
    runInNewContext(MESSAGE_SCRIPT, { window: { opener: null }, document: { getElementById: () => note }, JSON });
    expect(note.hidden).toBe(false);
    expect(note.textContent).toMatch(/not opened by the editor/);
  });

  test("a token or GitHub's words cannot break out of the page", () => {
    const html = loginPageHtml({ kind: "success", token: "</script><script>alert(1)</script>" }, SITE);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(postedMessage(html)).toContain("</script><script>alert(1)</script>");
    const error = loginPageHtml({ kind: "error", reason: "token-exchange", detail: "<img src=x onerror=alert(1)>" }, SITE);
    expect(error).toContain("GitHub said: &lt;img src=x onerror=alert(1)&gt;");
  });
});
