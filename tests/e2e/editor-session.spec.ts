import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SESSION_ENDED } from "@/components/editor/session";
import { sectionOf } from "@/lib/content/load";
import { loginHeaders, loginPageHtml } from "@/lib/editor-login";
import { FakeGitHubApi, GITHUB_API } from "./fake-github-api";
import { GITHUB_APP_CALLS, permissionFor } from "./github-app-permissions";

/**
 * The built editor against GitHub itself, faked (fake-github-api.ts: real git
 * objects in a bare clone of this repository), with a GitHub App's expiring
 * token: what a Decap session asks of GitHub, which must stay within the
 * permissions docs/hosting.md gives the App, and what happens when the token
 * expires mid-edit: a notice to log in again, and nothing typed is lost.
 *
 * The login window is the site's own login page (lib/editor-login.ts,
 * loginPageHtml) handing over a fresh token, served where /api/auth would
 * answer: the way there, through GitHub, is tests/e2e/editor-login.spec.ts's.
 * The local backend (decap-server) is kept unreachable, so the editor on
 * localhost uses its github backend as on the live site.
 */

const ROOT = path.resolve(__dirname, "../..");
const HOME_FILE = "lib/content/pages/home.json";
const HOME_HERO = sectionOf("/", "home-hero");
/** The repository the built editor commits to (its config.yml, app/(editor)/admin/config.yml/route.ts). */
const REPO = readFileSync(path.join(ROOT, "out/admin/config.yml"), "utf8").match(/^\s+repo:\s*"?([^"\s]+)"?\s*$/m)![1]!;

let tokens = 0;

async function fakeGitHub(context: BrowserContext) {
  const github = new FakeGitHubApi({ repo: REPO, root: ROOT });
  await context.route(`${GITHUB_API}/**`, (route) => github.route(route));
  await context.route("https://avatars.githubusercontent.com/**", (route) => route.fulfill({ status: 404 }));
  // No decap-server: the editor on localhost falls back to its github backend.
  await context.route("http://localhost:8082/**", (route) => route.abort());
  // The login window: the site's login page handing over a token GitHub has just issued.
  await context.route("**/api/auth?**", async (route) => {
    const token = `ghu_session_${++tokens}`;
    github.issue(token);
    const origin = new URL(route.request().url()).origin;
    await route.fulfill({ status: 200, headers: await loginHeaders({}, { script: true }), body: loginPageHtml({ kind: "success", token }, origin) });
  });
  return github;
}

async function logIn(page: Page) {
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  await expect(page.getByRole("link", { name: /Workflow/ })).toBeVisible({ timeout: 60_000 });
}

/** The home page's hero headline field (the page's own card headline comes first). */
async function heroHeadline(page: Page) {
  await page.getByRole("button", { name: "Expand" }).first().click({ timeout: 60_000 });
  const field = page.getByLabel("Headline", { exact: true }).nth(1);
  await expect(field).toHaveValue(HOME_HERO.headline[0]!, { timeout: 60_000 });
  return field;
}

/** Decap's local backup of an entry (localForage in IndexedDB, key `backup.<collection>.<slug>`), or null. */
const backupOf = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve(null);
          const get = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
          get.onsuccess = () => resolve(get.result ? JSON.stringify(get.result) : null);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );

test.describe.configure({ mode: "serial" });

test("a whole editorial session asks GitHub only what the App's permissions allow: save, status label, publish", async ({ page, context }) => {
  test.setTimeout(240_000);
  const github = await fakeGitHub(context);
  try {
    await page.goto("/admin/");
    await logIn(page);
    await page.goto("/admin/#/collections/pages");
    await page.goto("/admin/#/collections/pages/entries/home");
    const headline = await heroHeadline(page);
    await headline.fill("Giving that");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => github.pullRequests().map((pr) => pr.labels), { timeout: 60_000 }).toEqual([["decap-cms/draft"]]);
    expect(JSON.parse(github.fileOn("cms/pages/home", HOME_FILE)!).sections[0].headline[0]).toBe("Giving that");

    // Ready for review, then published: the status is a label (the issues API), publishing a merge.
    await page.getByRole("button", { name: "Set status" }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect.poll(() => github.pullRequests().map((pr) => pr.labels), { timeout: 60_000 }).toEqual([["decap-cms/pending_publish"]]);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => github.pullRequests().map((pr) => pr.state), { timeout: 60_000 }).toEqual(["closed"]);
    expect(JSON.parse(github.fileOn("main", HOME_FILE)!).sections[0].headline[0]).toBe("Giving that");

    const made = [
      ...new Set(github.calls.map((call) => `${call.method} ${GITHUB_APP_CALLS.find((c) => c.match.test(`${call.method} ${call.path}`))?.call ?? call.path}`)),
    ];
    await test.info().attach("github-calls.txt", { body: made.join("\n"), contentType: "text/plain" });
    // Every call is one docs/hosting.md lists, with the App permission it needs, and none was refused.
    const unlisted = github.calls.filter((call) => !permissionFor(call.method, call.path)).map((call) => `${call.method} ${call.path}`);
    expect(unlisted).toEqual([]);
    expect(github.calls.filter((call) => call.status === 401)).toEqual([]);
  } finally {
    github.dispose();
  }
});

test("an expired token mid-edit: the editor asks to log in again, and after logging in the typed words come back", async ({ page, context }) => {
  test.setTimeout(180_000);
  const github = await fakeGitHub(context);
  const dialogs: string[] = [];
  // Leaving with unsaved changes (beforeunload), then Decap's offer to restore its backup: both accepted, as a person would.
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  try {
    await page.goto("/admin/");
    await logIn(page);
    await page.goto("/admin/#/collections/pages/entries/home");
    const headline = await heroHeadline(page);
    await headline.fill("Typed before the token ended");
    // Decap keeps the unsaved entry in its local backup (written a moment after typing stops).
    await expect.poll(() => backupOf(page, "backup.pages.home"), { timeout: 30_000 }).toContain("Typed before the token ended");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    github.expireTokens();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const notice = page.getByRole("alertdialog", { name: SESSION_ENDED.notice });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(SESSION_ENDED.detail);
    expect(github.calls.some((call) => call.status === 401)).toBe(true);

    await notice.getByRole("button", { name: SESSION_ENDED.action }).click();
    await logIn(page);
    // Back on the entry, whose backup Decap offers (a confirm) and restores.
    await expect(
      page
        .getByLabel("Headline", { exact: true })
        .nth(1)
        .or(page.getByRole("button", { name: "Expand" }).first()),
    ).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Expand" }).first().click();
    await expect(page.getByLabel("Headline", { exact: true }).nth(1)).toHaveValue("Typed before the token ended", { timeout: 60_000 });
    expect(dialogs).toContain("confirm");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    // Nothing reached GitHub with the ended token: no branch was made.
    expect(github.branches()).toEqual(["main"]);
  } finally {
    github.dispose();
  }
});
