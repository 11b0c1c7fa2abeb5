// GitHub's OAuth endpoints, faked at the network boundary for the editor's
// login tests (tests/e2e/editor-login.spec.ts): the Pages Function talks to
// this server instead of github.com (GITHUB_OAUTH_BASE), and nothing else is
// faked. Like GitHub it shows a consent page with "Authorize" and "Cancel",
// sends the browser back to redirect_uri with a one-time code (or
// error=access_denied), and swaps a code for a token only with the right
// client id, secret and redirect_uri and the PKCE verifier whose S256 hash is
// the challenge the code was issued for, answering a refusal with 200 and an
// `error` field. Stricter than GitHub, which still takes a login without PKCE:
// it refuses a consent asked for with no S256 challenge, so a login that
// forgets PKCE fails its test. It answers like a GitHub App with "Expire user
// authorization tokens" on (the site's login): an expiring `ghu_` token with
// `expires_in`, a refresh token and `scope: ""`. A login whose consent page was
// opened with `fake_as=oauth-app` answers like an OAuth App instead: a `gho_`
// token with its scope and no expiry, which the login must refuse. The switch
// rides on the one login (its code), so tests running side by side never see
// each other's. GET /__issued lists the answers handed out.
// It also answers GitHub's REST call the team's view makes (lib/server/team.ts), `GET
// /repos/{owner}/{repo}` with `Authorization: Bearer <token>`: a token it issued, or
// TEAM_PUSH_TOKEN, may push; TEAM_READ_TOKEN may only read; any other is refused with 401,
// as GitHub refuses bad credentials (the two tokens are login-test-env.ts's).
// Started by playwright.config.ts with the values of login-test-env.ts:
//   PORT=3110 CLIENT_ID=... CLIENT_SECRET=... [TEAM_PUSH_TOKEN=... TEAM_READ_TOKEN=...] node tests/e2e/fake-github-oauth.mjs
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { isMain } from "../../scripts/lib/is-main.mjs";

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function startFakeGitHub({ port, clientId, clientSecret, teamTokens = {} }) {
  const codes = new Map();
  const issued = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const send = (status, type, body) => {
      res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
      res.end(body);
    };
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const q = url.searchParams;
      if (q.get("client_id") !== clientId) return send(404, "text/plain", "Unknown client_id");
      const challenge = q.get("code_challenge") ?? "";
      if (q.get("code_challenge_method") !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        return send(400, "text/plain", "This fake GitHub needs PKCE: a code_challenge with code_challenge_method=S256");
      }
      const redirect = new URL(q.get("redirect_uri") ?? "");
      const state = q.get("state") ?? "";
      const code = randomBytes(10).toString("hex");
      codes.set(code, { redirectUri: redirect.toString(), scope: q.get("scope"), challenge, oauthApp: q.get("fake_as") === "oauth-app" });
      const approve = new URL(redirect);
      approve.searchParams.set("code", code);
      approve.searchParams.set("state", state);
      const cancel = new URL(redirect);
      cancel.searchParams.set("error", "access_denied");
      cancel.searchParams.set("error_description", "The user has denied your application access.");
      cancel.searchParams.set("state", state);
      return send(
        200,
        "text/html; charset=utf-8",
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authorize application</title></head>
<body><h1>Authorize the editor</h1><p>${q.has("scope") ? `Scope: ${escape(q.get("scope"))}` : "No scope: the app's permissions"}</p>
<p><a href="${escape(approve)}">Authorize</a> <a href="${escape(cancel)}">Cancel</a></p></body></html>`,
      );
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const body = /json/.test(req.headers["content-type"] ?? "") ? JSON.parse(raw || "{}") : Object.fromEntries(new URLSearchParams(raw));
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        return send(
          200,
          "application/json",
          JSON.stringify({ error: "incorrect_client_credentials", error_description: "The client_id and/or client_secret passed are incorrect." }),
        );
      }
      const grant = codes.get(body.code);
      codes.delete(body.code);
      if (!grant || (body.redirect_uri && body.redirect_uri !== grant.redirectUri)) {
        return send(200, "application/json", JSON.stringify({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }));
      }
      if (
        createHash("sha256")
          .update(String(body.code_verifier ?? ""))
          .digest("base64url") !== grant.challenge
      ) {
        return send(
          200,
          "application/json",
          JSON.stringify({ error: "bad_verification_code", error_description: "The code_verifier does not match the code_challenge." }),
        );
      }
      const answer = grant.oauthApp
        ? { access_token: `gho_fake_${randomBytes(12).toString("hex")}`, token_type: "bearer", scope: grant.scope ?? "" }
        : {
            access_token: `ghu_fake_${randomBytes(12).toString("hex")}`,
            expires_in: 28800,
            refresh_token: `ghr_fake_${randomBytes(12).toString("hex")}`,
            refresh_token_expires_in: 15811200,
            token_type: "bearer",
            scope: "",
          };
      issued.push(answer);
      return send(200, "application/json", JSON.stringify(answer));
    }
    if (req.method === "GET" && url.pathname === "/__issued") return send(200, "application/json", JSON.stringify(issued));
    const repo = /^\/repos\/([\w.-]+)\/([\w.-]+)$/.exec(url.pathname);
    if (req.method === "GET" && repo) {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
      const push = Boolean(token) && (token === teamTokens.push || issued.some((answer) => answer.access_token === token));
      if (!push && (!token || token !== teamTokens.read)) {
        return send(401, "application/json", JSON.stringify({ message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }));
      }
      const permissions = { admin: false, maintain: false, push, triage: push, pull: true };
      return send(200, "application/json", JSON.stringify({ name: repo[2], full_name: `${repo[1]}/${repo[2]}`, private: true, permissions }));
    }
    send(404, "text/plain", "Not found");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(() => server.close())));
}

if (isMain(import.meta.url)) {
  const port = Number(process.env.PORT || 3110);
  startFakeGitHub({
    port,
    clientId: process.env.CLIENT_ID,
    clientSecret: process.env.CLIENT_SECRET,
    teamTokens: { push: process.env.TEAM_PUSH_TOKEN, read: process.env.TEAM_READ_TOKEN },
  }).then(() => console.log(`fake GitHub OAuth on http://127.0.0.1:${port}`));
}
