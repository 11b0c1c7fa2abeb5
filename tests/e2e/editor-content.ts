import path from "node:path";
import { pageNameOf, pagesNeededBy } from "@/lib/content/page-files.mjs";
import { CHECKED_SITE_PAGES } from "./checked-pages";
import { trimmedCommit } from "./trimmed-commit";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The content the editor's tests put before Decap, as a commit on top of `head` in the repository at `gitDir`: the
 * pages the browser checks (checked-pages.ts: the launch pages and the ones this branch changes) with every page they
 * need (pagesNeededBy), and the uploads that any file kept names (trimmed-commit.ts).
 *
 * Decap reads every page of the Pages collection for a link field's search and its lists, and its media library reads
 * the whole media folder (through decap-server, every picture's bytes): at 500 pages and 100 photos that made the
 * editor's tests twice as long as at 7 pages (107 s of tests against 58), testing the same code. The pages the site
 * builds are each checked without a browser (scripts/check-pages.mjs). Where every page is checked (no base found,
 * E2E_PAGES=all), `head` is the answer, whole.
 */
export function editorContentCommit(gitDir: string, head: string): string {
  if (CHECKED_SITE_PAGES.some((page) => page.why === "every page")) return head;
  const keep = pagesNeededBy(
    CHECKED_SITE_PAGES.map((page) => pageNameOf(page.file)),
    ROOT,
  );
  return trimmedCommit(gitDir, head, keep);
}
