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
// forgets PKCE fails its test. GET /__issued lists the tokens handed out.
// Started by playwright.config.ts with the values of login-test-env.ts:
//   PORT=3110 CLIENT_ID=... CLIENT_SECRET=... node tests/e2e/fake-github-oauth.mjs
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { isMain } from "../../scripts/lib/is-main.mjs";

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function startFakeGitHub({ port, clientId, clientSecret }) {
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
      codes.set(code, { redirectUri: redirect.toString(), scope: q.get("scope"), challenge });
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
<body><h1>Authorize the editor</h1><p>Scope: ${escape(q.get("scope"))}</p>
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
      const token = `gho_fake_${randomBytes(12).toString("hex")}`;
      issued.push(token);
      return send(200, "application/json", JSON.stringify({ access_token: token, token_type: "bearer", scope: grant.scope }));
    }
    if (req.method === "GET" && url.pathname === "/__issued") return send(200, "application/json", JSON.stringify(issued));
    send(404, "text/plain", "Not found");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(() => server.close())));
}

if (isMain(import.meta.url)) {
  const port = Number(process.env.PORT || 3110);
  startFakeGitHub({ port, clientId: process.env.CLIENT_ID, clientSecret: process.env.CLIENT_SECRET }).then(() =>
    console.log(`fake GitHub OAuth on http://127.0.0.1:${port}`),
  );
}
