/**
 * The one way content is loaded: a file's data is checked against its schema
 * where it is read, on the server, and comes back typed by that schema (no
 * casts), figures filled in. A file that breaks its schema fails the build,
 * naming file, field and rule. Server code only: it runs the schema library,
 * which no page ships to the browser.
 */
import "server-only";
import type { z } from "zod";
import type { SectionContext } from "@/lib/content/section-context";
import { claimReferenceProblems } from "./claim-references";
import { claimValuesOf } from "./claim-values";
import claimsData from "./claims.json";
import { claimsSchema } from "./claims.schema";
import demosData from "./demos.json";
import { demosSchema } from "./demos.schema";
import loyaltyCharitiesData from "./donation-api/loyalty-charities.json";
import { loyaltyCharitiesSchema } from "./donation-api/loyalty-charities.schema";
import figuresData from "./figures.json";
import { figuresSchema } from "./figures.schema";
import illustrationsData from "./illustrations.json";
import { illustrationsSchema } from "./illustrations.schema";
import { pageRoutes, readPageFiles } from "./page-files.mjs";
import { pageSchema, type PageContent, type PageSection } from "./page.schema";
import { loadContent } from "./load-file";
import { FIGURE_VALUES } from "./figures";
import { sectionContextOf, type SharedSectionFiles } from "./section-context";
import { fillSlots } from "../template";
import { loadHighlighter } from "../highlight";

export { loadContent };

/** Loads a file and fills its figure {slots} ("{freeDropsDaily}" reads "5"). */
export const loadCopy = <S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> => fillSlots(loadContent(file, schema, data), FIGURE_VALUES);

/** The shared files the sections read (lib/content/section-context.ts), checked; the editor's preview gets them too (out/admin/preview.json). */
export const SECTION_FILES: SharedSectionFiles = {
  figures: loadContent("lib/content/figures.json", figuresSchema, figuresData),
  claims: loadContent("lib/content/claims.json", claimsSchema, claimsData),
  demos: loadContent("lib/content/demos.json", demosSchema, demosData),
  illustrations: loadContent("lib/content/illustrations.json", illustrationsSchema, illustrationsData),
  loyaltyCharities: loadContent("lib/content/donation-api/loyalty-charities.json", loyaltyCharitiesSchema, loyaltyCharitiesData),
};

/** What the sections read besides their own words (lib/content/section-context.ts). */
export const SECTION_CONTEXT: Omit<SectionContext, "highlight"> = sectionContextOf(SECTION_FILES);

/** Everything the sections read, the code highlighter loaded: what the page route renders its sections with. */
export async function sectionContext(): Promise<SectionContext> {
  return { ...SECTION_CONTEXT, highlight: await loadHighlighter() };
}

export type Page = PageContent & { file: string };

/** Every page of the site, from lib/content/pages/, in path order (the footer's and the sitemap's). */
export const PAGES: readonly Page[] = (() => {
  const order = pageRoutes().map((route) => route.file);
  const files = readPageFiles();
  const pages = files.map(({ file, data }) => ({ file, ...loadCopy(file, pageSchema, data) }));
  // A page names its claims; a name lib/content/claims.json does not have fails the build, naming file and field.
  const claims = claimValuesOf(SECTION_FILES.claims.claims);
  const problems = files.flatMap(({ file, data }) => claimReferenceProblems(file, pageSchema, data, claims));
  if (problems.length) throw new Error(`Page files name claims that do not exist:\n  ${problems.join("\n  ")}`);
  return order.map((file) => pages.find((page) => page.file === file)!);
})();

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
