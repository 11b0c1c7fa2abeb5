import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { LOGIN_ERRORS, REFUSALS } from "../../lib/editor-login";
import { loginBindings, loginTestPorts } from "./login-test-env";
import { expect, test } from "./fixtures";

// The copy editor's GitHub login (functions/api/, lib/editor-login.ts) on
// Cloudflare Pages' own runtime (project "cloudflare": wrangler pages dev with
// the Function's environment as --binding), with GitHub's OAuth endpoints
// faked at the network boundary (fake-github-oauth.mjs), the only fake: it
// answers like the site's GitHub App (an expiring token), or like an OAuth App
// (a token that never expires) when a test asks it to. The
// runtime's EDITOR_ORIGIN is its 127.0.0.1 address (the project's baseURL);
// localhost reaches the same runtime as another origin, as a branch preview
// reaches the same project under another name.
//
// The editor's window is a stand-in page on the site's origin that speaks
// Decap CMS's side of the handshake exactly as decap-cms-lib-auth does
// (popup says "authorizing:github", the editor echoes it to that origin, then
// takes one success or error message from the same origin and closes the
// popup). It is served with `Cross-Origin-Opener-Policy:
// same-origin-allow-popups`, as /admin/ must be: the site's default
// `same-origin` cuts the popup off from its opener once it visits GitHub.

const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const PORTS = loginTestPorts(E2E_PORT);
const EDITOR_PATH = "/__editor-stand-in";

const EDITOR_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Editor stand-in</title></head>
<body><button type="button" id="login">Login with GitHub</button><script>
window.__received = [];
window.__result = null;
var baseUrl = location.origin, provider = "github", authWindow;
function authorize(e) {
  if (e.origin !== baseUrl) return;
  var ok = e.data.indexOf("authorization:" + provider + ":success:") === 0;
  var bad = e.data.indexOf("authorization:" + provider + ":error:") === 0;
  if (!ok && !bad) return;
  window.removeEventListener("message", authorize);
  if (!window.__keepLoginWindow) authWindow.close();
  window.__result = { data: e.data, origin: e.origin };
}
function handshake(e) {
  window.__received.push({ data: e.data, origin: e.origin });
  if (e.data === "authorizing:" + provider && e.origin === baseUrl) {
    window.removeEventListener("message", handshake);
    window.addEventListener("message", authorize);
    authWindow.postMessage(e.data, e.origin);
  }
}
document.getElementById("login").addEventListener("click", function () {
  window.addEventListener("message", handshake);
  authWindow = window.open(baseUrl + "/api/auth?provider=github&site_id=drops.example&scope=repo", "Netlify Authorization", "width=960,height=600");
});
</script></body></html>`;

/** Opens the stand-in editor; resolves to the CSP violations of every window of the test, the login's included. */
async function openEditor(page: Page) {
  const violations: string[] = [];
  page.context().on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.route(`**${EDITOR_PATH}`, (route) =>
    route.fulfill({ contentType: "text/html", headers: { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" }, body: EDITOR_HTML }),
  );
  await page.goto(EDITOR_PATH);
  return violations;
}

/** Clicks the editor's login button; resolves to the login window and the first answer from `path`. */
async function startLogin(page: Page, path: string) {
  const answered = page.context().waitForEvent("response", (r) => new URL(r.url()).pathname === path);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  return { popup: await popupOpened, answered };
}

/** The editor closes the login window once it has an answer. */
const loginWindowClosed = (popup: Page) => expect.poll(() => popup.isClosed()).toBe(true);

const editorResult = (page: Page) => page.evaluate(() => (window as unknown as { __result: { data: string; origin: string } | null }).__result);

/** A token answer as the fake GitHub handed it out (GET /__issued). */
interface FakeAnswer {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
}

const errorMessage = (data: string) => JSON.parse(data.replace(/^authorization:github:error:/, "")).message as string;

/** Every request the test's windows make to the fake GitHub. */
function githubRequests(page: Page) {
  const seen: string[] = [];
  page.context().on("request", (request) => {
    if (new URL(request.url()).port === String(PORTS.fakeGitHub)) seen.push(request.url());
  });
  return seen;
}

/** What the editor window heard from the login window: nothing, for a refusal. */
const editorHeard = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __received: unknown[]; __result: unknown };
    return { received: w.__received, result: w.__result };
  });

test.describe("the editor's login on the host", () => {
  test("a good login: GitHub's consent, then the editor window gets the App's expiring token, and only it, from EDITOR_ORIGIN", async ({
    page,
    baseURL,
    request,
  }) => {
    const origin = new URL(baseURL!).origin;
    const violations = await openEditor(page);
    const { popup } = await startLogin(page, "/api/auth");

    // On "GitHub": asked for this site's callback, with a state and no scope (the App's permissions decide).
    await expect(popup.getByRole("heading", { name: "Authorize the editor" })).toBeVisible();
    const authorize = new URL(popup.url());
    expect(authorize.origin).toBe(`http://127.0.0.1:${PORTS.fakeGitHub}`);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${origin}/api/callback`);
    expect(authorize.searchParams.has("scope")).toBe(false);
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The fake swaps the code only for the verifier of this challenge, which only the cookie holds.
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const callback = popup.waitForResponse((r) => r.url().startsWith(`${origin}/api/callback`));
    await popup.getByRole("link", { name: "Authorize" }).click();
    const response = await callback;
    expect(response.status()).toBe(200);
    // Read at once: the editor closes the window as soon as it has the token.
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-[^' ]+'; style-src 'sha256-[^' ]+';/);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();

    await loginWindowClosed(popup);
    const result = await editorResult(page);
    expect(result?.origin).toBe(origin);
    const token = result!.data.match(/^authorization:github:success:\{"token":"([^"]+)","provider":"github"\}$/)?.[1];
    const issued: FakeAnswer[] = await (await request.get(`http://127.0.0.1:${PORTS.fakeGitHub}/__issued`)).json();
    const answer = issued.find((a) => a.access_token === token);
    expect(answer?.expires_in).toBeGreaterThan(0);
    // The refresh token stays with the Function (the page's HTML: tests/unit/editor-login.test.ts).
    expect(result!.data).not.toContain(answer!.refresh_token!);
    expect(violations).toEqual([]);
  });

  test("an OAuth App's answer (a token that never expires) is refused: the editor is told, and the token goes nowhere", async ({ page, baseURL, request }) => {
    const origin = new URL(baseURL!).origin;
    const violations = await openEditor(page);
    // Not Decap's behaviour: the login window stays open once the editor has its answer, to be read.
    await page.evaluate(() => Object.assign(window, { __keepLoginWindow: true }));
    const { popup } = await startLogin(page, "/api/auth");
    await expect(popup.getByRole("heading", { name: "Authorize the editor" })).toBeVisible();
    // The same consent, on a fake that answers this one login like an OAuth App.
    const asOAuthApp = new URL(popup.url());
    asOAuthApp.searchParams.set("fake_as", "oauth-app");
    await popup.goto(asOAuthApp.toString());
    const callback = popup.waitForResponse((r) => r.url().startsWith(`${origin}/api/callback`));
    await popup.getByRole("link", { name: "Authorize" }).click();
    const response = await callback;
    expect(response.status()).toBe(LOGIN_ERRORS["token-never-expires"].status);
    await expect(popup.getByRole("heading", { name: LOGIN_ERRORS["token-never-expires"].title })).toBeVisible();
    await expect.poll(() => editorResult(page)).not.toBeNull();
    const body = await popup.content();
    const result = await editorResult(page);
    expect(result?.origin).toBe(origin);
    expect(errorMessage(result!.data)).toBe(LOGIN_ERRORS["token-never-expires"].message);
    const issued: FakeAnswer[] = await (await request.get(`http://127.0.0.1:${PORTS.fakeGitHub}/__issued`)).json();
    const everlasting = issued.filter((a) => a.expires_in === undefined).map((a) => a.access_token);
    expect(everlasting.length).toBeGreaterThan(0);
    for (const token of everlasting) {
      expect(body).not.toContain(token);
      expect(result!.data).not.toContain(token);
    }
    expect(violations).toEqual([]);
  });

  test("a wrong state: the code is not used, and the editor is told", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const violations = await openEditor(page);
    const { popup } = await startLogin(page, "/api/auth");
    // GitHub's answer comes back with a state this browser was never given.
    const authorize = popup.getByRole("link", { name: "Authorize" });
    const forged = new URL((await authorize.getAttribute("href"))!);
    forged.searchParams.set("state", "forged-by-someone-else-0000000000000000000");
    await authorize.evaluate((link, href) => link.setAttribute("href", href), forged.toString());
    const callback = popup.waitForResponse((r) => r.url().startsWith(`${origin}/api/callback`));
    await authorize.click();
    expect((await callback).status()).toBe(LOGIN_ERRORS["state-mismatch"].status);
    await loginWindowClosed(popup);
    const result = await editorResult(page);
    expect(result?.origin).toBe(origin);
    expect(errorMessage(result!.data)).toBe(LOGIN_ERRORS["state-mismatch"].message);
    expect(violations).toEqual([]);
  });

  test("a denied consent: the editor is told the login was cancelled", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const violations = await openEditor(page);
    const { popup } = await startLogin(page, "/api/auth");
    const callback = popup.waitForResponse((r) => r.url().startsWith(`${origin}/api/callback`));
    await popup.getByRole("link", { name: "Cancel" }).click();
    expect((await callback).status()).toBe(LOGIN_ERRORS.denied.status);
    await loginWindowClosed(popup);
    const result = await editorResult(page);
    expect(result?.origin).toBe(origin);
    expect(errorMessage(result!.data)).toBe(LOGIN_ERRORS.denied.message);
    expect(violations).toEqual([]);
  });

  test("an error page opened on its own reads clearly and says where to log in", async ({ page, baseURL }) => {
    const response = await page.goto("/api/callback?code=abc&state=nothing-started-here");
    expect(response!.status()).toBe(LOGIN_ERRORS["state-mismatch"].status);
    await expect(page.getByRole("heading", { name: LOGIN_ERRORS["state-mismatch"].title })).toBeVisible();
    await expect(page.getByText(LOGIN_ERRORS["state-mismatch"].body)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/not opened by the editor/);
    await expect(page.getByRole("link", { name: "Open the editor" })).toHaveAttribute("href", `${new URL(baseURL!).origin}/admin/`);
  });

  test("only /api/auth and /api/callback run the Function; the pages stay static files", async ({ request }) => {
    const auth = await request.get("/api/auth?provider=github&scope=repo", { maxRedirects: 0 });
    expect(auth.status()).toBe(302);
    expect(auth.headers()["set-cookie"]).toMatch(
      /^__Host-editor-login=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; Secure; HttpOnly; SameSite=Lax$/,
    );
    // The runtime has HSTS_PRELOAD=true, and the Function reads it.
    expect(auth.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    for (const path of ["/api", "/api/other", "/api/auth/extra"]) expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("the editor's login from another origin", () => {
  // The same runtime by another name: an origin that is not EDITOR_ORIGIN.
  test.use({ baseURL: async ({ baseURL }, use) => use(baseURL!.replace("//127.0.0.1:", "//localhost:")) });
  const editorOrigin = () => test.info().project.use.baseURL!;

  test("a copy of the editor there gets a refusal that links to the editor's one address: no trip to GitHub, nothing posted", async ({ page }) => {
    const github = githubRequests(page);
    const violations = await openEditor(page);
    const { popup, answered } = await startLogin(page, "/api/auth");
    expect((await answered).status()).toBe(REFUSALS["other-origin"].status);
    await expect(popup.getByRole("heading", { name: REFUSALS["other-origin"].title })).toBeVisible();
    await expect(popup.getByText(`works only at ${editorOrigin()}/admin/.`)).toBeVisible();
    await expect(popup.getByRole("link", { name: "Open the editor" })).toHaveAttribute("href", `${editorOrigin()}/admin/`);
    expect(new URL(popup.url()).pathname).toBe("/api/auth");
    expect(github).toEqual([]);
    expect(await editorHeard(page)).toEqual({ received: [], result: null });
    expect(violations).toEqual([]);
  });

  test("a callback there is refused before its state or code is looked at", async ({ request }) => {
    const state = "s".repeat(43);
    const response = await request.get(`/api/callback?code=c0de&state=${state}`, { headers: { Cookie: `__Host-editor-login=${state}.${"v".repeat(43)}` } });
    expect(response.status()).toBe(REFUSALS["other-origin"].status);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(await response.text()).toContain(`works only at ${editorOrigin()}/admin/.`);
  });
});

test.describe("the editor's login with no EDITOR_ORIGIN on the host", () => {
  // Its own Pages runtime, started here with every binding but EDITOR_ORIGIN.
  const origin = `http://127.0.0.1:${PORTS.noOrigin}`;
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: origin });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(process.execPath, [path.join(__dirname, "..", "..", "scripts", "pages-dev.mjs"), "out", ...loginBindings(E2E_PORT)], {
      env: { ...process.env, PORT: String(PORTS.noOrigin), INSPECTOR_PORT: String(PORTS.noOriginInspector) },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(origin + "/").then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("the login fails closed: a page naming the variable, no trip to GitHub, nothing posted", async ({ page, request }) => {
    const github = githubRequests(page);
    const violations = await openEditor(page);
    const { popup, answered } = await startLogin(page, "/api/auth");
    expect((await answered).status()).toBe(REFUSALS["no-editor-origin"].status);
    await expect(popup.getByRole("heading", { name: REFUSALS["no-editor-origin"].title })).toBeVisible();
    await expect(popup.getByText(/set EDITOR_ORIGIN/)).toBeVisible();
    expect(new URL(popup.url()).pathname).toBe("/api/auth");
    expect(github).toEqual([]);
    expect(await editorHeard(page)).toEqual({ received: [], result: null });
    expect((await request.get("/api/callback?code=c0de&state=x")).status()).toBe(REFUSALS["no-editor-origin"].status);
    expect(violations).toEqual([]);
  });
});
