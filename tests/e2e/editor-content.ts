import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGES_DIR, pageNameOf, pagesNeededBy } from "@/lib/content/page-files.mjs";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from "@/lib/editor-media.mjs";
import { CHECKED_SITE_PAGES } from "./checked-pages";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The content the editor's tests put before Decap, as a commit on top of `head` in the repository at `gitDir` (bare or
 * not; its index and work tree are left alone): the pages the browser checks (checked-pages.ts: the launch pages and
 * the ones this branch changes) with every page they need (pagesNeededBy), and the uploads that any file kept names.
 *
 * Decap reads every page of the Pages collection for a link field's search and its lists, and its media library reads
 * the whole media folder (through decap-server, every picture's bytes): at 500 pages and 100 photos that made the
 * editor's tests twice as long as at 7 pages, testing the same code. The pages the site builds are checked without a
 * browser, every one (scripts/check-pages.mjs). Where every page is checked (no base found, E2E_PAGES=all), `head` is
 * the answer, whole.
 */
export function editorContentCommit(gitDir: string, head: string): string {
  if (CHECKED_SITE_PAGES.some((page) => page.why === "every page")) return head;
  const git = (args: string[], input?: string, env?: Record<string, string>) =>
    execFileSync("git", ["-C", gitDir, ...args], { encoding: "utf8", input, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const keep = pagesNeededBy(
    CHECKED_SITE_PAGES.map((page) => pageNameOf(page.file)),
    ROOT,
  );
  const entries = git(["ls-tree", "-r", "-z", head]).split("\0").filter(Boolean);
  const fileOf = (entry: string) => entry.slice(entry.indexOf("\t") + 1);
  const leftOutPage = (file: string) => path.posix.dirname(file) === PAGES_DIR && file.endsWith(".json") && !keep.has(pageNameOf(file));
  // The uploads named anywhere in what stays: a kept page, a shared file, a section's example in the code.
  const named = new Set<string>();
  const reference = new RegExp(`${PICTURES_PUBLIC_FOLDER}/([^"'\\s\\\\/)]+)`, "g");
  const kept = entries.filter((entry) => !leftOutPage(fileOf(entry)) && !fileOf(entry).startsWith(`${PICTURES_FOLDER}/`));
  let texts: string[] = [];
  try {
    texts = git(["grep", "-h", "-o", "-I", "-E", `${PICTURES_PUBLIC_FOLDER}/[^"' )]+`, head, "--", ...kept.map(fileOf)]).split("\n");
  } catch (error) {
    // git grep's status 1 is "nothing found": no upload is named, none is kept.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  for (const text of texts) for (const match of text.matchAll(reference)) named.add(match[1]!);
  const leftOutUpload = (file: string) => path.posix.dirname(file) === PICTURES_FOLDER && !named.has(path.posix.basename(file));
  const tree = entries.filter((entry) => !leftOutPage(fileOf(entry)) && !leftOutUpload(fileOf(entry)));
  if (tree.length === entries.length) return head;
  const index = mkdtempSync(path.join(tmpdir(), "drops-editor-index-"));
  try {
    const env = {
      GIT_INDEX_FILE: path.join(index, "index"),
      GIT_AUTHOR_NAME: "Editor test",
      GIT_AUTHOR_EMAIL: "editor-test@drops.example",
      GIT_COMMITTER_NAME: "Editor test",
      GIT_COMMITTER_EMAIL: "editor-test@drops.example",
    };
    git(["update-index", "-z", "--index-info"], tree.join("\0") + "\0", env);
    const treeId = git(["write-tree"], undefined, env).trim();
    const message = `The editor tests' content: ${keep.size} pages and the uploads they name (tests/e2e/editor-content.ts)`;
    return git(["commit-tree", treeId, "-p", head, "-m", message], undefined, env).trim();
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}
