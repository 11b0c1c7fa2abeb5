// The keeping endpoints' test setting (tests/e2e/keeping-api.spec.ts), shared with
// playwright.config.ts: the Pages runtime's own database, fresh for each run, with the
// migrations applied (scripts/pages-dev.mjs), and a second runtime whose database has none.
import { loginTestPorts } from "./login-test-env";

/** Where the cloudflare project's runtime keeps its database (emptied when it starts), and the table-less runtime's. */
export const E2E_PERSIST_DIR = ".wrangler/e2e/main";
/** Where the site's own runtime (the desktop and phone projects', as npm start serves it) keeps its database, emptied when it starts. */
export const SITE_PERSIST_DIR = ".wrangler/e2e/site";
export const NO_TABLES_PERSIST_DIR = ".wrangler/e2e/no-tables";

/** The table-less runtime and its debugger, beside the login's ports (login-test-env.ts). */
export const keepingTestPorts = (e2ePort: number) => ({ noTables: e2ePort + 12, noTablesInspector: e2ePort + 22 });

/**
 * The local-only bindings of the cloudflare project's runtime (each heeded only on a loopback
 * host): the browser tests' sign-ups all come from 127.0.0.1, so the limit per client is raised
 * for them (a test that names its client with X-Test-Client gets production's limit), and the
 * team view's GitHub is the fake one (fake-github-oauth.mjs answers GET /repos/{owner}/{repo}).
 */
export const keepingBindings = (e2ePort: number) =>
  ["RATE_LIMIT_MAX=1000", `GITHUB_API_BASE=http://127.0.0.1:${loginTestPorts(e2ePort).fakeGitHub}`].flatMap((binding) => ["--binding", binding]);
