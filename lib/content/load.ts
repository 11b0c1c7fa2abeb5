/**
 * The loader: the pages (lib/content/pages/, read once through the manifest),
 * each checked against its schema where it is loaded and typed by it (no
 * casts), figures filled in, and the sections' context from the shared files
 * the manifest (lib/content/manifest.ts) checked; links, which name pages,
 * turned into the pages' paths (lib/content/page-links.ts). A file that breaks
 * its schema, or links to a page no page file has, fails the build, naming
 * file, field and rule. Server code only: it
 * runs the schema library, which no page ships to the browser.
 */
import "server-only";
import type { SectionContext } from "@/lib/content/section-context";
import { claimReferenceProblems } from "./claim-references";
import { claimValuesOf } from "./claim-values";
import { pagePathsOf, routesOf } from "./page-files.mjs";
import { pageLinkProblems, withPagePaths, type PagePaths } from "./page-links";
import { pageSchema, type PageContent, type PageSection } from "./page.schema";
import { CONTENT_FILES, FIGURE_VALUES, PAGE_FILES, SHARED_FILES, failOnProblems, type ContentFile } from "./manifest";
import { markdownLinkProblems } from "./markdown";
import { contentProblems } from "./schema";
import { sectionContextOf, type SharedSectionFiles } from "./section-context";
import { fillSlots } from "../template";
import { loadHighlighter } from "../highlight";

/** The shared files the sections read (lib/content/section-context.ts), as the manifest checked them; the editor's preview gets them too (out/admin/preview.json). */
export const SECTION_FILES: SharedSectionFiles = {
  figures: SHARED_FILES.figures.content,
  claims: SHARED_FILES.claims.content,
  demos: SHARED_FILES.demos.content,
  illustrations: SHARED_FILES.illustrations.content,
  loyaltyCharities: SHARED_FILES["loyalty-charities"].content,
};

/** Each page's current path by its name (its file's name, what links store): the page files as the manifest read them. */
export const PAGE_PATHS: PagePaths = pagePathsOf(PAGE_FILES);

/**
 * Fails the build on links to pages no page file has, in the files given: one
 * message, each link on its own line naming file and field. A page deleted
 * while others still link to it is refused so, naming every link to change.
 */
export function failOnMissingPages(files: readonly ContentFile[], paths: PagePaths): void {
  const problems = files.flatMap(({ file, schema, data }) => pageLinkProblems(file, schema, data, paths));
  if (problems.length)
    throw new Error(`Links name pages that no page file has (a page deleted while others link to it? change those links first):\n  ${problems.join("\n  ")}`);
}

/** What the sections read besides their own words (lib/content/section-context.ts), with the manifest's figure values and the pages' paths. */
export const SECTION_CONTEXT: Omit<SectionContext, "highlight"> = { ...sectionContextOf(SECTION_FILES, FIGURE_VALUES), pagePaths: PAGE_PATHS };

/** Everything the sections read, the code highlighter loaded: what the page route renders its sections with. */
export async function sectionContext(): Promise<SectionContext> {
  return { ...SECTION_CONTEXT, highlight: await loadHighlighter() };
}

export type Page = PageContent & { file: string };

/**
 * The pages of the files given, in path order (the footer's and the sitemap's):
 * each file checked here, where it is loaded, once, its links turned into the
 * paths of the pages they name (among the files given) and its figures filled
 * in. A file that breaks its schema, names a claim lib/content/claims.json
 * does not have, links to a page none of the files is (as do any `shared`
 * files given), or links in its Markdown to a path no page has, fails the
 * build: one message, every problem on its own line, naming file and field.
 */
export function loadPages(files: readonly ContentFile[], shared: readonly ContentFile[] = []): Page[] {
  const parsed = files.map(({ file, data }) => ({ file, data, result: pageSchema.safeParse(data) }));
  failOnProblems(parsed.flatMap(({ file, data, result }) => (result.success ? [] : contentProblems(file, pageSchema, data))));
  const claims = claimValuesOf(SECTION_FILES.claims.claims);
  const problems = files.flatMap(({ file, data }) => claimReferenceProblems(file, pageSchema, data, claims));
  if (problems.length) throw new Error(`Page files name claims that do not exist:\n  ${problems.join("\n  ")}`);
  const paths = pagePathsOf(files);
  // The shared files' links (the header's) with the pages': every link to a deleted page in one message.
  failOnMissingPages([...files, ...shared], paths);
  const inMarkdown = files.flatMap(({ file, data }) => markdownLinkProblems(file, pageSchema, data, Object.values(paths)));
  if (inMarkdown.length) throw new Error(`Page files link to pages that do not exist:\n  ${inMarkdown.join("\n  ")}`);
  const pages = parsed.flatMap(({ file, result }) =>
    result.success ? [{ file, ...fillSlots(withPagePaths(pageSchema, result.data, paths), FIGURE_VALUES) }] : [],
  );
  return routesOf(files).flatMap((route) => pages.filter((page) => page.file === route.file));
}

/** Every page of the site: the page files as the manifest read them (once in this process); the shared files' links checked with theirs. */
export const PAGES: readonly Page[] = loadPages(
  PAGE_FILES,
  CONTENT_FILES.filter((entry) => !PAGE_FILES.includes(entry)),
);

/** The page at a path; a path no page file has fails, naming it. */
export function pageAt(path: string): Page {
  const page = PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No page file in lib/content/pages/ has the path ${path}`);
  return page;
}

/** The first section of a type on a page (tests and shared lookups read words through it). */
export function sectionOf<T extends PageSection["type"]>(path: string, type: T): Extract<PageSection, { type: T }> {
  const section = pageAt(path).sections.find((s): s is Extract<PageSection, { type: T }> => s.type === type);
  if (!section) throw new Error(`The page ${path} has no "${type}" section`);
  return section;
}

/** The path of the page file named `name` (lib/content/pages/<name>.json): specs visit a page where its content puts it, which a marketer may change. */
export function pagePath(name: string): string {
  if (!Object.hasOwn(PAGE_PATHS, name)) throw new Error(`No page file lib/content/pages/${name}.json (pages: ${Object.keys(PAGE_PATHS).join(", ")})`);
  return PAGE_PATHS[name]!;
}

/** The sections of a type on a page, none if a marketer removed it: a spec checks the one the page has, if any. */
export function sectionsOf<T extends PageSection["type"]>(path: string, type: T): Extract<PageSection, { type: T }>[] {
  return pageAt(path).sections.filter((s): s is Extract<PageSection, { type: T }> => s.type === type);
}
