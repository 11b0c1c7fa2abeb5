/**
 * The loader: the pages (lib/content/pages/, read once through the manifest),
 * each checked against its schema where it is loaded and typed by it (no
 * casts), figures filled in, and the sections' context from the shared files
 * the manifest (lib/content/shared-files.ts) checked; links, which name pages,
 * turned into the pages' paths (lib/content/page-links.ts). A file that breaks
 * its schema, or links to a page no page file has, fails the build, naming
 * file, field and rule. Server code only: it
 * runs the schema library, which no page ships to the browser.
 */
import "server-only";
import type { SectionContext } from "@/lib/content/section-context";
import { claimValuesOf } from "./claim-values";
import { pageNameOf, pagePathsOf, routesOf } from "./page-files.mjs";
import { pageLinkProblems, withPagePaths, type PagePaths } from "./page-links";
import { anchorsOf, pageProblems, problemLine } from "./page-problems";
import { pageRedirects, retiredPagesOf, retiredTargetOf } from "./redirects.mjs";
import { pageSchema, type PageContent, type PageSection } from "./page.schema";
import { CONTENT_FILES, FIGURE_VALUES, PAGE_FILES, SHARED_FILES, type ContentFile } from "./shared-files";
import { sectionContextOf, type SharedSectionFiles } from "./section-context";
import { fillSlots } from "../template";
import { loadHighlighter } from "../highlight";
import { builtPicture } from "../pictures/built-pictures";
import { samplePageFiles, samplePathOf, wantsSamplePages } from "./sample-pages";

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

/**
 * What the sections read besides their own words (lib/content/section-context.ts), with the manifest's
 * figure values, the pages' paths and the pictures as the picture step built them.
 */
export const SECTION_CONTEXT: Omit<SectionContext, "highlight"> = {
  ...sectionContextOf(SECTION_FILES, FIGURE_VALUES),
  pagePaths: PAGE_PATHS,
  picture: (src) => ({ kind: "built", ...builtPicture(src) }),
};

/** Everything the sections read, the code highlighter loaded: what the page route renders its sections with. */
export async function sectionContext(): Promise<SectionContext> {
  return { ...SECTION_CONTEXT, highlight: await loadHighlighter() };
}

export type Page = PageContent & { file: string };

/** Each live page's path by its name, from files whose paths may be wrong (pagePathsOf refuses those; the page check names them). A retired page has none. */
function pathsAsGiven(files: readonly ContentFile[]): PagePaths {
  return Object.fromEntries(
    files.flatMap(({ file, data }) => {
      const path: unknown = data && typeof data === "object" ? Reflect.get(data, "path") : undefined;
      return typeof path === "string" && !retiredTargetOf(data) ? [[pageNameOf(file), path]] : [];
    }),
  );
}

/**
 * The pages of the files given, in path order (the footer's and the sitemap's):
 * each file checked here, where it is loaded, once, by the editor's own check
 * (lib/content/page-problems.ts: its schema, the claims and pages it names, its
 * description filled in, its path), its links turned into the paths of the
 * pages they name (among the files given) and its figures filled in. Any
 * problem, or a link from the `shared` files given to a page none of the files
 * is, fails the build: one message, every problem on its own line, naming the
 * file and the field as the editor labels it. `among`: page files loaded and
 * checked elsewhere (PAGE_FILES, for the sample pages), whose pages the files'
 * links may name; not loaded or checked again (3 ms a page).
 */
export function loadPages(files: readonly ContentFile[], shared: readonly ContentFile[] = [], { among = [] }: { among?: readonly ContentFile[] } = {}): Page[] {
  const all = [...among, ...files];
  const given = pathsAsGiven(all);
  const retired = retiredPagesOf(all);
  const anchors = anchorsOf(all);
  const claims = Object.keys(claimValuesOf(SECTION_FILES.claims.claims));
  const problems = files.flatMap(({ file, data }) =>
    pageProblems({ file, data, pagePaths: given, claims, figures: FIGURE_VALUES, retired, anchors }).map(problemLine),
  );
  // The shared files' links (the header's) with the pages': every link to a deleted page in one message.
  const fromShared = shared.flatMap(({ file, schema, data }) => pageLinkProblems(file, schema, data, given, retired, anchors));
  // A path two files redirect, or a live page's path another redirects: each file named (lib/content/redirects.mjs).
  const redirects = pageRedirects(all).problems;
  if (problems.length || fromShared.length || redirects.length)
    throw new Error(
      `Content files have problems (the editor refuses them on Save; a link to a deleted page: change those links first):\n  ${[...problems, ...fromShared, ...redirects].join("\n  ")}`,
    );
  const paths = pagePathsOf(all);
  // A retired page has no route (routesOf): it is not built.
  return routesOf(files).map((route) => {
    const { data } = files.find((entry) => entry.file === route.file)!;
    return { file: route.file, ...fillSlots(withPagePaths(pageSchema, pageSchema.parse(data), paths), FIGURE_VALUES) };
  });
}

/** Every page of the site: the page files as the manifest read them (once in this process); the shared files' links checked with theirs. */
export const PAGES: readonly Page[] = loadPages(
  PAGE_FILES,
  CONTENT_FILES.filter((entry) => !PAGE_FILES.includes(entry)),
);

/**
 * The sample pages (lib/content/sample-pages.ts), loaded and checked as page
 * files are, among the site's pages (their links name those), then moved to
 * their own paths; none unless the build asks for them.
 */
export function loadSamplePages(): Page[] {
  const samples = samplePageFiles(PAGE_FILES).map(({ file, data }) => ({ name: pageNameOf(file), label: data.title, file, schema: pageSchema, data }));
  const loaded = loadPages(samples, [], { among: PAGE_FILES });
  return samples.map(({ file }) => ({ ...loaded.find((page) => page.file === file)!, path: samplePathOf(file) }));
}

/** The sample pages this build draws: none unless it asks for them (SAMPLE_PAGES_ENV). */
export const SAMPLE_PAGES: readonly Page[] = wantsSamplePages() ? loadSamplePages() : [];

/** Every page this build draws: the site's, then the sample pages if it asks for them. */
export const DRAWN_PAGES: readonly Page[] = [...PAGES, ...SAMPLE_PAGES];

/** The page or sample page drawn at a path (the page route's); a path neither has fails, naming it. */
export function drawnPageAt(path: string): Page {
  const page = DRAWN_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No page file in lib/content/pages/ has the path ${path}`);
  return page;
}

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
