// The editor's login tests' setting (tests/e2e/editor-login.spec.ts), shared
// with playwright.config.ts: GitHub is fake-github-oauth.mjs, on ports beside
// the e2e range (E2E_PORT, +1, +2).

export const FAKE_CLIENT_ID = "editor-login-test-client";
export const FAKE_CLIENT_SECRET = "editor-login-test-secret";

/** The team view's test tokens (tests/e2e/keeping-api.spec.ts): the fake GitHub says the first may push, the second may only read. */
export const TEAM_PUSH_TOKEN = "ghu_fake_team_push";
export const TEAM_READ_TOKEN = "ghu_fake_team_read";

/** The fake, a second Pages runtime with no EDITOR_ORIGIN, and the two runtimes' debugger ports. */
export const loginTestPorts = (e2ePort: number) => ({
  fakeGitHub: e2ePort + 10,
  noOrigin: e2ePort + 11,
  inspector: e2ePort + 20,
  noOriginInspector: e2ePort + 21,
});

/**
 * The Pages runtime's environment for the login (`--binding` arguments of
 * scripts/pages-dev.mjs): everything production has, EDITOR_ORIGIN only when given.
 */
export const loginBindings = (e2ePort: number, { editorOrigin }: { editorOrigin?: string } = {}) =>
  [
    editorOrigin && `EDITOR_ORIGIN=${editorOrigin}`,
    `GITHUB_CLIENT_ID=${FAKE_CLIENT_ID}`,
    `GITHUB_CLIENT_SECRET=${FAKE_CLIENT_SECRET}`,
    `GITHUB_OAUTH_BASE=http://127.0.0.1:${loginTestPorts(e2ePort).fakeGitHub}`,
    "HSTS_PRELOAD=true",
  ].flatMap((binding) => (binding ? ["--binding", binding] : []));
