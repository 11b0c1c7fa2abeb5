import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from "@/lib/editor-media.mjs";

/**
 * A commit on top of `head`, in the repository at `gitDir` (bare or not; its index, work tree and refs are left alone),
 * holding the page files named in `keep` and no other, and of the uploads only those a file kept names
 * ("/media/<file>": a kept page, a shared file, a section's example in the code). `head` itself when nothing is left out.
 */
export function trimmedCommit(gitDir: string, head: string, keep: ReadonlySet<string>): string {
  const git = (args: string[], input?: string, env?: Record<string, string>) =>
    execFileSync("git", ["-C", gitDir, ...args], { encoding: "utf8", input, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const entries = git(["ls-tree", "-r", "-z", head]).split("\0").filter(Boolean);
  const fileOf = (entry: string) => entry.slice(entry.indexOf("\t") + 1);
  const leftOutPage = (file: string) => path.posix.dirname(file) === PAGES_DIR && file.endsWith(".json") && !keep.has(pageNameOf(file));
  const kept = entries.map(fileOf).filter((file) => !leftOutPage(file) && !file.startsWith(`${PICTURES_FOLDER}/`));
  let texts = "";
  try {
    texts = git(["grep", "-h", "-o", "-I", "-E", `${PICTURES_PUBLIC_FOLDER}/[^"' )]+`, head, "--", ...kept]);
  } catch (error) {
    // git grep's status 1 is "nothing found": no upload is named, none is kept.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  const named = new Set([...texts.matchAll(new RegExp(`${PICTURES_PUBLIC_FOLDER}/([^"'\\s\\\\/)]+)`, "g"))].map((match) => match[1]!));
  const leftOutUpload = (file: string) => path.posix.dirname(file) === PICTURES_FOLDER && !named.has(path.posix.basename(file));
  const tree = entries.filter((entry) => !leftOutPage(fileOf(entry)) && !leftOutUpload(fileOf(entry)));
  if (tree.length === entries.length) return head;
  const index = mkdtempSync(path.join(tmpdir(), "drops-trimmed-index-"));
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
    const message = `${keep.size} pages and the uploads they name, of ${head} (tests/e2e/trimmed-commit.ts)`;
    return git(["commit-tree", treeId, "-p", head, "-m", message], undefined, env).trim();
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}
