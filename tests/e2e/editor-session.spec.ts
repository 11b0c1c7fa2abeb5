import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { SESSION_ENDED } from "@/components/editor/session";
import { PAGE_HISTORY } from "@/components/editor/page-history-words";
import { sectionOf } from "@/lib/content/load";
import { loginHeaders, loginPageHtml } from "@/lib/editor-login";
import { FakeGitHubApi, GITHUB_API, PREVIEW_STATUS } from "./fake-github-api";
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
const HOME_HERO = sectionOf("/", "hero");
/** The hero's headline in the home page's file as a branch holds it: found by its type, wherever a marketer put it. */
function heroHeadlineIn(text: string): unknown {
  const data: unknown = JSON.parse(text);
  const sections: unknown = data && typeof data === "object" && "sections" in data ? data.sections : undefined;
  const hero = Array.isArray(sections) ? sections.find((section) => section?.type === "hero") : undefined;
  return hero?.headline;
}
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

/** Each test gets its own fake GitHub (a fresh bare clone), disposed after the test whatever its outcome. */
const test = base.extend<{ github: FakeGitHubApi }>({
  github: async ({ context }, use) => {
    const github = await fakeGitHub(context);
    try {
      await use(github);
    } finally {
      github.dispose();
    }
  },
});

/** Logs in from Decap's login page; the editor then shows its collections (or the entry the address names). */
async function logIn(page: Page, landed = page.getByRole("link", { name: /Workflow/ })) {
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  await expect(landed).toBeVisible({ timeout: 60_000 });
}

/** The home page's hero headline field (the page's own card headline comes first). */
async function heroHeadline(page: Page) {
  await page.getByRole("button", { name: "Expand" }).first().click({ timeout: 60_000 });
  const field = page.getByLabel("Headline", { exact: true }).nth(1);
  await expect(field).toHaveValue(HOME_HERO.headline, { timeout: 60_000 });
  return field;
}

/** Logs in at /admin/ and opens the home page's entry (after the addresses in `via`, if any); returns its hero headline field. */
async function openHomeHeadline(page: Page, ...via: string[]) {
  await page.goto("/admin/");
  await logIn(page);
  for (const address of [...via, "/admin/#/collections/pages/entries/home"]) await page.goto(address);
  return heroHeadline(page);
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

test("a whole editorial session asks GitHub only what the App's permissions allow: save, status label, publish, a page's history and restore", async ({
  page,
  github,
}) => {
  test.setTimeout(240_000);
  const headline = await openHomeHeadline(page, "/admin/#/collections/pages");
  await headline.fill("Giving that");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => github.pullRequests().map((pr) => pr.labels), { timeout: 60_000 }).toEqual([["decap-cms/draft"]]);
  expect(heroHeadlineIn(github.fileOn("cms/pages/home", HOME_FILE)!)).toBe("Giving that");

  // Ready for review, then published: the status is a label (the issues API), publishing a merge.
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect.poll(() => github.pullRequests().map((pr) => pr.labels), { timeout: 60_000 }).toEqual([["decap-cms/pending_publish"]]);
  // The preview's address comes from the commit status the preview workflow posts, found by its exact context.
  await expect(page.getByRole("link", { name: "View Preview" })).toHaveAttribute("href", PREVIEW_STATUS.url, { timeout: 60_000 });
  expect(github.calls.some((call) => call.path.endsWith("/status"))).toBe(true);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => github.pullRequests().map((pr) => pr.state), { timeout: 60_000 }).toEqual(["closed"]);
  expect(heroHeadlineIn(github.fileOn("main", HOME_FILE)!)).toBe("Giving that");
  // Publishing deletes the cms/ branch.
  await expect.poll(() => github.branches(), { timeout: 60_000 }).toEqual(["main"]);

  // The page's history, online (issue #64): the squash merge just made first, with its pull request; the version before
  // it restored as a new draft, through Decap's own save: a cms/ branch, a pull request with the draft label.
  const history = page.getByRole("dialog", { name: new RegExp(`^${PAGE_HISTORY.title("")}`) });
  const versions = history.getByRole("list", { name: PAGE_HISTORY.list }).getByRole("listitem");
  const [merged, older] = github.firstParentChanges(HOME_FILE);
  await page.getByRole("button", { name: PAGE_HISTORY.open }).click();
  await expect(versions.first()).toContainText(merged!.slice(0, 7), { timeout: 60_000 });
  await expect(versions.first()).toContainText(PAGE_HISTORY.pullRequest(1));
  await expect(versions.nth(1)).toContainText(older!.slice(0, 7));
  await versions.nth(1).getByRole("button").click();
  await history.getByRole("button", { name: PAGE_HISTORY.restore }).click();
  await expect(history.getByRole("status")).toHaveText(PAGE_HISTORY.restored("cms/pages/home"), { timeout: 60_000 });
  expect(github.fileOn("cms/pages/home", HOME_FILE)).toBe(github.fileAt(older!, HOME_FILE));
  expect(github.pullRequests().filter((pr) => pr.state === "open")).toMatchObject([{ branch: "cms/pages/home", labels: ["decap-cms/draft"] }]);

  // What this session asked of GitHub, one line a kind of call, for docs/hosting.md.
  const made = new Set(
    github.calls.map((call) => {
      const listed = GITHUB_APP_CALLS.find((entry) => entry.match.test(`${call.method} ${call.path}`));
      return listed ? `${listed.call}: ${listed.permission}` : `${call.method} ${call.path}: not listed`;
    }),
  );
  const record = test.info().outputPath("github-calls.txt");
  writeFileSync(record, `${[...made].join("\n")}\n`);
  await test.info().attach("github-calls.txt", { path: record, contentType: "text/plain" });
  // Every call is one docs/hosting.md lists, with the App permission it needs, and none was refused.
  const unlisted = github.calls.filter((call) => !permissionFor(call.method, call.path)).map((call) => `${call.method} ${call.path}`);
  expect(unlisted).toEqual([]);
  expect(github.calls.filter((call) => call.status === 401)).toEqual([]);
});

test("an expired token mid-edit: the editor asks to log in again, and after logging in the save under way finishes with the typed words", async ({
  page,
  github,
}) => {
  test.setTimeout(180_000);
  const headline = await openHomeHeadline(page);
  await headline.fill("Typed before the token ended");
  // Decap also keeps the unsaved entry in its local backup (written a moment after typing stops), in case the tab closes.
  await expect.poll(() => backupOf(page, "backup.pages.home"), { timeout: 30_000 }).toContain("Typed before the token ended");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  github.expireTokens();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const notice = page.getByRole("alertdialog", { name: SESSION_ENDED.notice });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(SESSION_ENDED.detail);
  const refused = github.calls.filter((call) => call.status === 401).length;
  expect(refused).toBeGreaterThan(0);
  expect(github.branches()).toEqual(["main"]);

  // The login window again, in place: the entry stays open with what was typed, and the held save goes on with the new token.
  const loginWindow = page.waitForEvent("popup");
  await notice.getByRole("button", { name: SESSION_ENDED.action }).click();
  await expect.poll(async () => (await loginWindow).isClosed()).toBe(true);
  await expect(notice).toHaveCount(0);
  const renewedAt = github.calls.length;
  await expect(headline).toHaveValue("Typed before the token ended");
  await expect.poll(() => github.fileOn("cms/pages/home", HOME_FILE), { timeout: 60_000 }).toContain("Typed before the token ended");
  await expect.poll(() => github.pullRequests().map((pr) => pr.labels), { timeout: 30_000 }).toEqual([["decap-cms/draft"]]);
  // Nothing was refused once the new login was in.
  expect(github.calls.slice(renewedAt).filter((call) => call.status === 401)).toEqual([]);
  // Decap's stored user carries the new token, so a reload keeps the session.
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").token as string, "decap-cms-user");
  expect(stored).toBe(`ghu_session_${tokens}`);
});
