import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { editorContentCommit } from "./editor-content";

/**
 * The editor against its local backend, for editor.spec.ts (one backend
 * and one logged-in editor for each of Playwright's workers): decap-server in
 * git mode, with the pages' history beside it (scripts/editor-backend.mjs), on
 * a temporary clone of this repository (never the working tree:
 * it checks branches out), with main as HEAD holds it, and what the specs do
 * in the editor: log in, save, unfold the sections, watch for CSP violations.
 *
 * The built config.yml points the local backend at localhost:8082 (and the
 * editor's CSP allows that origin). Each worker's decap-server listens on a
 * port of its own, backendPort(): 8082 (or EDITOR_BACKEND_PORT) plus the
 * worker's index; where that is not 8082, the browser's calls to 8082 are
 * carried to it (carryBackend), so that two workers, or two checkouts, run
 * the editor spec at once.
 */

const ROOT = path.resolve(__dirname, "../..");
/** The local backend as the built editor calls it (lib/content/editor-config.ts). */
export const BACKEND = "http://localhost:8082/api/v1";
const BACKEND_PORT = Number(new URL(BACKEND).port);

/** The port of the decap-server of the worker of this index (Playwright's parallelIndex: one worker at a time has it). */
export const backendPort = (workerIndex: number) => Number(process.env.EDITOR_BACKEND_PORT || BACKEND_PORT) + workerIndex;
/** Where a decap-server on `port` answers. */
const listening = (port: number) => Object.assign(new URL(BACKEND), { port: String(port) }).href;

export interface EditorBackend {
  /** The clone's main at the start. */
  mainAtStart: string;
  git(...args: string[]): string;
  /** The editor's cms/... branches. */
  branches(): string[];
  fileOn(ref: string, file: string): string;
  /** A file on a branch of the clone, or undefined while it is not there (the backend makes a branch, then commits to it). */
  readOn(ref: string, file: string): string | undefined;
  /** A file on a ref of the clone as bytes (an uploaded picture). */
  bytesOn(ref: string, file: string): Buffer;
  stop(): Promise<void>;
}

async function backendAnswers(port: number) {
  try {
    const res = await fetch(listening(port), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) });
    return res.ok ? ((await res.json()) as { type?: string }) : undefined;
  } catch {
    return undefined;
  }
}

/** Clones the repository and starts decap-server on the clone, on `port`; stop() ends it and removes the clone (named by `label`). */
export async function startEditorBackend(port: number, label: string): Promise<EditorBackend> {
  if (await backendAnswers(port))
    throw new Error(
      `something already answers at ${listening(port)}: stop it (or set EDITOR_BACKEND_PORT to a free port, the first of one a worker), the editor test starts its own decap-server there`,
    );
  const clone = mkdtempSync(path.join(tmpdir(), `drops-editor-${label}-`));
  const git = (...args: string[]) => execFileSync("git", ["-C", clone, ...args], { encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
  // The editor works against main, whatever branch this checkout is on; the copy is what HEAD holds.
  git("checkout", "--quiet", "-B", "main");
  // The pages and uploads the editor's tests need, not every one (editor-content.ts).
  git("reset", "--quiet", "--hard", editorContentCommit(clone, git("rev-parse", "HEAD")));
  // Only main: a local branch named like "cms" would block the editor's cms/... branches.
  for (const branch of git("branch", "--format=%(refname:short)").split("\n")) if (branch && branch !== "main") git("branch", "--quiet", "-D", branch);
  git("config", "user.name", "Editor test");
  git("config", "user.email", "editor-test@drops.example");
  // No git gc or maintenance run in the background after a commit: one still writing into the clone made removing it fail.
  git("config", "gc.auto", "0");
  git("config", "maintenance.auto", "false");
  // decap-server's git middleware and the pages' history beside it (scripts/editor-backend.mjs).
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, "scripts/editor-backend.mjs")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: clone, PORT: String(port), BIND_HOST: "localhost", LOG_LEVEL: "warn" },
    stdio: "ignore",
    // A process group of its own, so that stop() ends the git commands it runs with it (below).
    detached: true,
  });
  await expect.poll(async () => (await backendAnswers(port))?.type, { timeout: 30_000 }).toBe("local_git");
  const branches = () => git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);
  const fileOn = (ref: string, file: string) => git("show", `${ref}:${file}`);
  return {
    mainAtStart: git("rev-parse", "main"),
    git,
    branches,
    fileOn,
    bytesOn: (ref, file) => execFileSync("git", ["-C", clone, "show", `${ref}:${file}`]),
    readOn: (ref, file) => ((ref === "main" || branches().includes(ref)) && git("ls-tree", "--name-only", ref, "--", file) ? fileOn(ref, file) : undefined),
    async stop() {
      // The clone goes once decap-server and the git commands it started have ended: until then they may write into it.
      // Killing decap-server alone left a git command of a publish still writing into .git, and removing the clone
      // failed (ENOTEMPTY) in a CI run: the whole process group is ended.
      const exited = server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : new Promise((resolve) => server.once("exit", resolve));
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        // The group has ended already.
      }
      await exited;
      rmSync(clone, { recursive: true, force: true, maxRetries: 30, retryDelay: 100 });
    },
  };
}

/** The problems guard() collects on each page: a page is watched once, however many tests use it. */
const guarded = new WeakMap<Page, string[]>();

/**
 * Every CSP violation the editor causes, and every request to an origin other than the site's and
 * its local backend's. On a page already watched (a worker's one logged-in editor), the same list,
 * emptied: what a test finds is its own (each test expects it empty as it ends).
 */
export function guard(page: Page, baseURL: string) {
  const known = guarded.get(page);
  if (known) {
    known.length = 0;
    return known;
  }
  const problems: string[] = [];
  guarded.set(page, problems);
  const allowed = [new URL(baseURL).origin, new URL(BACKEND).origin];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (!allowed.includes(new URL(url).origin)) problems.push(`request to another origin: ${url}`);
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  // An alert is Decap refusing what the test asked of it (a publish before Ready, say); whoever answers it, it is a problem.
  page.on("dialog", (dialog) => {
    if (dialog.type() === "alert") problems.push(`alert: ${dialog.message()}`);
  });
  return problems;
}

/** The page's calls to the local backend, carried to the decap-server on `port` where that is not the one the editor calls. */
export async function carryBackend(page: Page, port: number) {
  if (port === BACKEND_PORT) return;
  await page.route(`${new URL(BACKEND).origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.port = String(port);
    // A call still in flight when the test ends finds the page closed: nothing is left to answer.
    const response = await route.fetch({ url: url.href }).catch(() => undefined);
    await (response ? route.fulfill({ response }) : route.abort()).catch(() => {});
  });
}

/** Opens the editor and logs in to the local backend (its calls carried by carryBackend). */
export async function logIn(page: Page) {
  // Logged in already (the worker's one editor, kept from test to test): the editor is open, and Decap holds its user.
  if (/^\/admin\/?$/.test(new URL(page.url(), "http://x").pathname) && (await page.evaluate(() => localStorage.getItem("decap-cms-user") !== null))) return;
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
    );
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: /Workflow/ })).toBeVisible({ timeout: 60_000 });
}

/**
 * Opens an entry (`pages/entries/home`, `pages/new`...) in the logged-in editor, as its links do:
 * by the address's hash, with no reload (a reload costs Decap's start, seconds of script, each time).
 * The editor goes to the collection's list first, and waits for it: Decap keeps its editor from one
 * entry's address to the next, so only an entry opened after the editor has closed starts fresh.
 * Leaving unsaved changes asks, and the page's dialog handler answers (editorPage in editor.spec.ts).
 */
export async function openEntry(page: Page, hash: string) {
  await logIn(page);
  // The list is drawn (its sidebar's heading, Decap's own word) and no entry's editor is left.
  await page.evaluate(() => void (location.hash = "#/collections/pages"));
  await expect(page.getByRole("heading", { name: "Collections", exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.evaluate((to) => void (location.hash = to), `#/collections/${hash}`);
}

export const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** A page file's sections start folded: open the list (the first of the entry's lists). */
export async function unfoldSections(page: Page) {
  await page.getByRole("button", { name: "Expand" }).first().click({ timeout: 60_000 });
}
