/**
 * What a page's history says (./page-history.tsx), apart from the code that draws it and talks to Decap, so that the
 * tests read the same words without loading Decap: the editor's own words, not content marketers edit. Each says what
 * did happen, never more (a version is "saved as a new draft" once Decap's save has answered).
 */
import type { PageVersion } from "@/lib/content/page-history.mjs";

/** The words the history shows: the editor's own, not content marketers edit. Each says what did happen, never more. */
export const PAGE_HISTORY = {
  open: "Page history",
  title: (path: string) => `History of the page ${path}`,
  intro: "Each version is a change merged into the live site's branch (main), newest first.",
  loading: "Loading the versions…",
  list: "Versions, newest first",
  current: "as it is now",
  by: (author: string) => `by ${author}`,
  pullRequest: (number: number) => `pull request #${number}`,
  branch: (branch: string) => `branch ${branch}`,
  openVersion: (when: string, sha: string) => `Open the version of ${when} (${sha.slice(0, 7)})`,
  incomplete: "Older versions are not listed here (main's last 300 commits are read): a developer finds them with git log --first-parent main.",
  versionTitle: (when: string, author: string) => `The version of ${when}, ${author}`,
  frame: (when: string) => `The page as it was on ${when}`,
  back: "Back to the versions",
  restore: "Restore this version",
  restoring: "Saving this version as a new draft…",
  restored: (branch: string) =>
    `Saved as a new draft on ${branch}, with its pull request: it is in Workflow under Drafts, and its preview, review page and checks follow as for any save.`,
  draftOpen: (branch: string, status: string | undefined) =>
    `Restore is refused: this page has a draft not yet published, ${branch}${status ? ` (${status})` : ""}. Publish that draft or delete it in Workflow, then restore.`,
  unsaved: "Restore is refused: this page has changes not saved. Save them, or leave the page without saving, then restore.",
  refused: "This version cannot be restored: today's checks refuse it. Change the page by hand instead, or ask a developer. The checks say:",
  unreadable: "This version cannot be restored: its file is not JSON.",
  failed: (why: string) => `Nothing was saved: ${why}`,
  close: "Close",
} as const;

/** Decap's status of a draft (decap-cms-core constants/publishModes), in the words of its Workflow board. */
export const STATUS_WORDS: Readonly<Record<string, string>> = { draft: "Draft", pending_review: "In review", pending_publish: "Ready" };

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
/** A version's date as the history shows it (its commit's, in the browser's time zone). */
export const versionDate = (version: PageVersion) => WHEN.format(new Date(version.date));

/** The page entry Decap's address names (`#/collections/pages/entries/<slug>`), or undefined. */
export function pageOfAddress(hash: string): string | undefined {
  const [, slug] = /^#\/collections\/pages\/entries\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\?.*)?$/.exec(hash) ?? [];
  return slug;
}
