// The pages the per-page browser checks run on (every-route.spec.ts, and the
// per-page tests of host, preview and editor specs): the launch pages (named in
// LAUNCH_PAGES), the sample pages that hold every section type and variant
// (lib/content/sample-pages.ts, where the build drew them), and the pages this
// branch changes (scripts/changed-pages.mjs). Their cost grows with the code
// and with what a branch changes, not with the number of pages.
//   E2E_PAGES=all             every page (npm run sweep)
//   E2E_PAGES_FILE=FILE       the changed pages as scripts/test.mjs found them (its --json output)
//   neither                   worked out here, against main (no fetch)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGES, loadSamplePages, type Page } from "../../lib/content/load";
import { LAUNCH_PAGES, SAMPLES_PATH, pageNameOf } from "../../lib/content/page-files.mjs";
import { SAMPLE_PAGES_ENV, wantsSamplePages } from "../../lib/content/sample-pages";
import { hasDarkTop, sectionSchemaOf } from "../../lib/sections/schemas";

const ROOT = path.resolve(__dirname, "../..");

export interface CheckedPage {
  path: string;
  /** Its page file (a sample page's is no file on disk). */
  file: string;
  /** Why it is checked: a launch page, a sample page of section types, changed by this branch, or every page is. */
  why: "launch" | "sample" | "changed" | "every page";
  /** Its header starts see-through: its first section has a dark top. */
  transparentHeader: boolean;
  /** Kept out of search engines (its page file's "Hide from search engines"): noindex, and not in the sitemap. */
  hidden: boolean;
  /** Its sections' headings, as their types name them (lib/sections/section-schema.ts anchorSource): its words, in its HTML. */
  headings: string[];
}

const checked = (page: Page, why: CheckedPage["why"]): CheckedPage => ({
  path: page.path,
  file: page.file,
  why,
  transparentHeader: Boolean(page.sections[0] && hasDarkTop(page.sections[0])),
  hidden: page.hideFromSearch === true,
  headings: page.sections.flatMap((section) => sectionSchemaOf(section.type).anchorSource(section)?.heading ?? []),
});

/** The changed pages' paths, null for every page. */
function changedPaths(): string[] | null {
  if (process.env.E2E_PAGES === "all") return null;
  const file = process.env.E2E_PAGES_FILE;
  const text = file
    ? readFileSync(path.resolve(ROOT, file), "utf8")
    : execFileSync(process.execPath, [path.join(ROOT, "scripts", "changed-pages.mjs")], { cwd: ROOT, encoding: "utf8" });
  const found: { paths: string[] | null } = JSON.parse(text);
  return found.paths;
}

const changed = changedPaths();
const isLaunch = (page: Page) => LAUNCH_PAGES.includes(pageNameOf(page.file));

/** The site's pages to check: the launch pages, then the changed ones (every page when no base was found, or under E2E_PAGES=all). */
export const CHECKED_SITE_PAGES: readonly CheckedPage[] = [
  ...PAGES.filter(isLaunch).map((page) => checked(page, "launch")),
  ...PAGES.filter((page) => !isLaunch(page) && (changed === null || changed.includes(page.path))).map((page) =>
    checked(page, changed === null ? "every page" : "changed"),
  ),
];

/**
 * The sample pages, where the export has them: a run that asks for them
 * (SAMPLE_PAGES_ENV, as npm test does) fails here if the export lacks them.
 */
function samplePages(): CheckedPage[] {
  const built = existsSync(path.join(ROOT, "out", `${SAMPLES_PATH.slice(1)}/1.html`));
  if (wantsSamplePages() && !built)
    throw new Error(`${SAMPLE_PAGES_ENV}=1, but out/ has no sample pages: build with ${SAMPLE_PAGES_ENV}=1 SITE_ENV=local (scripts/test.mjs does)`);
  return built ? loadSamplePages().map((page) => checked(page, "sample")) : [];
}

/** Every page the per-page browser checks run on: the site's (above), then the sample pages. */
export const CHECKED_PAGES: readonly CheckedPage[] = [...CHECKED_SITE_PAGES, ...samplePages()];
