/**
 * Every problem of one page file, as the build and the editor both see it:
 * its schema (lengths, slots, the font's characters, a type once per page,
 * unique anchors, scroll-to targets), the claims it names, the pages its links
 * and its Markdown name, its description's length once its figures are filled
 * in, and a path another page has. One function, so that whatever the editor
 * lets a marketer save builds: the loader (lib/content/load.ts) fails the build
 * on these problems, and the editor refuses Save with the same words
 * (components/editor/save-checks.ts). No file is read here and nothing is
 * React: the caller hands in what the site has besides this page.
 *
 * A problem has a machine part (the file, the path in its data) and words that
 * name the field as the editor labels it ("Section 3, Quote: Anchor for
 * links: …"), never a JSON path: the build prints "file: words", the editor
 * prints the words.
 */
import type { z } from "zod";
import { SNIPPET_LIMITS } from "../snippet-limits.mjs";
import { fillSlots } from "../template";
import { MIGRATE_COMMAND, migrationOf } from "../sections/migrations.mjs";
import { SECTION_SCHEMAS } from "../sections/schemas";
import { claimReferences } from "./claim-references";
import { fieldLabel } from "./field-label";
import { invisibleCharacters, invisibleMessage, withoutInvisible } from "./invisible-characters";
import { stringsAt } from "./json-strings.mjs";
import { markdownLinks } from "./markdown";
import { pageMissing, type PagePaths } from "./page-links";
import { pageNameOf } from "./page-path.mjs";
import { pageSchema } from "./page.schema";
import { references } from "./references";
import { contentIssues } from "./schema";

export interface PageProblem {
  /** The page file, from the repository's root ("lib/content/pages/brands.json"). */
  file: string;
  /** Where in its data: ["sections", 2, "anchor"]; [] for the page as a whole. */
  at: readonly (string | number)[];
  /** The field in the editor's words, then the rule: "Section 3, Quote: Anchor for links: has the anchor …". */
  words: string;
}

/** What a page is checked against besides its own data. */
export interface PageCheck {
  /** The page file ("lib/content/pages/<name>.json"): its name is what links to it store. */
  file: string;
  data: unknown;
  /** Every page's path by its name as the site has them: this page's entry, if there, is replaced by its data's path. */
  pagePaths: PagePaths;
  /** The claims' names (lib/content/claims.json). */
  claims: readonly string[];
  /** What each figure {slot} reads (lib/content/figure-values.ts). */
  figures: Readonly<Record<string, string>>;
}

/** The build's line for a problem: "lib/content/pages/brands.json: Section 3, Quote: …". */
export const problemLine = (problem: PageProblem): string => `${problem.file}: ${problem.words}`;

const LABELS = new Map<string, string>(SECTION_SCHEMAS.map((type) => [type.name, type.label]));

/** The sections of a page's data, whatever shape it has. */
function sectionsOf(data: unknown): unknown[] {
  const sections: unknown = data && typeof data === "object" ? Reflect.get(data, "sections") : undefined;
  return Array.isArray(sections) ? sections : [];
}

/**
 * A field as the editor shows it: "Section 3, Quote: Anchor for links",
 * "Section 2, Numbers: Stats 2 › Claim", "Description"; a list's item by its
 * place, counted from 1; the page itself as "The page".
 */
export function fieldWords(data: unknown, at: readonly (string | number)[]): string {
  const labels: string[] = [];
  let rest = at;
  let section = "";
  if (at[0] === "sections" && typeof at[1] === "number") {
    const item: unknown = sectionsOf(data)[at[1]];
    const type: unknown = item && typeof item === "object" ? Reflect.get(item, "type") : undefined;
    const label = typeof type === "string" ? LABELS.get(type) : undefined;
    section = `Section ${at[1] + 1}, ${label ?? (migrationOf(item) ? `"${String(type)}"` : "a section of no known type")}`;
    rest = at.slice(2);
  }
  for (const key of rest) {
    if (typeof key === "number" && labels.length) labels[labels.length - 1] += ` ${key + 1}`;
    else labels.push(typeof key === "number" ? `Item ${key + 1}` : fieldLabel(key));
  }
  const field = labels.join(" › ");
  if (section) return field ? `${section}: ${field}` : section;
  return field || "The page";
}

/** Why a description is the wrong length once its figures are filled in, or undefined (lib/metadata.ts getMetadata says it too). */
export function descriptionProblem(filled: string): string | undefined {
  const { min, max } = SNIPPET_LIMITS.description;
  const length = [...filled].length;
  if (length >= min && length <= max) return undefined;
  return `is ${length} characters with its figures filled in ("${filled}"); keep it within ${min}–${max}, what search results show`;
}

/** Every problem of a page file, in the order of its fields' kinds: its schema first, then what it names outside itself. */
export function pageProblems({ file, data, pagePaths, claims, figures }: PageCheck): PageProblem[] {
  const problem = (at: readonly (string | number)[], rule: string): PageProblem => ({ file, at, words: `${fieldWords(data, at)}: ${rule}` });
  // A section of a type folded into another (lib/sections/migrations.mjs): one problem naming the command that moves
  // it, not the schema's word on a type it no longer has.
  const folded = new Set<number>();
  const problems: PageProblem[] = [];
  sectionsOf(data).forEach((section, i) => {
    const migration = migrationOf(section);
    if (!migration) return;
    folded.add(i);
    problems.push(
      problem(
        ["sections", i, "type"],
        `is "${migration.from}", a section type now part of "${migration.to}" (${LABELS.get(migration.to)}): run ${MIGRATE_COMMAND}, which moves this page file's sections to it with their words`,
      ),
    );
  });
  // Invisible characters (copied with text from the editor's preview) in any string are named as such, and the rest
  // of the check reads the page without them: one problem for them, not also a length or the font's rule they break.
  const invisible = [...stringsAt(data)].filter(({ text }) => invisibleCharacters(text).length > 0);
  if (invisible.length) data = withoutInvisible(data);
  const issues = contentIssues(pageSchema, data);
  for (const { at, message } of issues) if (!(at[0] === "sections" && typeof at[1] === "number" && folded.has(at[1]))) problems.push(problem(at, message));
  for (const { at, text } of invisible) problems.push(problem(at, invisibleMessage(text)));

  // This page as it is now: linkable by its own sections, at the path its data gives.
  const name = pageNameOf(file);
  const path: unknown = data && typeof data === "object" ? Reflect.get(data, "path") : undefined;
  const paths: PagePaths = { ...pagePaths, ...(typeof path === "string" ? { [name]: path } : {}) };

  const known = new Set(claims);
  for (const ref of claimReferences(pageSchema, data).filter((r) => !known.has(r.name)))
    problems.push(
      problem(ref.path, `names the claim "${ref.name}", which lib/content/claims.json (Shared, Claims) does not have (its claims: ${[...known].join(", ")})`),
    );
  for (const link of references(pageSchema, data, "page").filter((l) => !Object.hasOwn(paths, l.name)))
    problems.push(problem(link.path, pageMissing(link.name, paths)));
  const pathsHad = new Set(Object.values(paths));
  for (const { path: at, link } of markdownLinks(pageSchema, data).filter(({ link }) => link.startsWith("/") && !pathsHad.has(link)))
    problems.push(problem(at, `links to ${JSON.stringify(link)}, which no page has as its path (lib/content/pages/ has ${[...pathsHad].join(", ")})`));

  const description: unknown = data && typeof data === "object" ? Reflect.get(data, "description") : undefined;
  const descriptionChecked = !issues.some((issue) => issue.at[0] === "description");
  const tooLong = typeof description === "string" && descriptionChecked ? descriptionProblem(fillSlots(description, figures)) : undefined;
  if (tooLong) problems.push(problem(["description"], tooLong));

  const other = Object.keys(pagePaths).find((other) => other !== name && pagePaths[other] === path);
  if (typeof path === "string" && other !== undefined)
    problems.push(problem(["path"], `${path} is already the path of the page ${other} (lib/content/pages/${other}.json); each page needs its own`));
  return problems;
}

/** A link to a page, and where a marketer finds it in the editor ("Pages, Brands (/brands): Section 3, …: More › Link"). */
export interface PageLinkAt {
  /** The page it names (its file's name). */
  name: string;
  /** The content file that holds it ("lib/content/layout.json"). */
  file: string;
  where: string;
}

/** Every link to a page in one content file, `entry` saying the file as the editor lists it. */
export function pageLinksIn(file: string, entry: string, schema: z.ZodType, data: unknown): PageLinkAt[] {
  return references(schema, data, "page").map((link) => ({ name: link.name, file, where: `${entry}: ${fieldWords(data, link.path)}` }));
}

/** A page file as the editor lists it among the Pages: "Pages, Brands (/brands)". */
export function pageEntryWords(data: unknown): string {
  const field = (key: string): unknown => (data && typeof data === "object" ? Reflect.get(data, key) : undefined);
  return `Pages, ${String(field("label"))} (${String(field("path"))})`;
}

/**
 * Why the page file `file` cannot be deleted: one line per link to it from
 * another file (the build would fail on each, lib/content/load.ts), or none.
 */
export function deleteProblems(file: string, links: readonly PageLinkAt[]): string[] {
  const name = pageNameOf(file);
  return links.filter((link) => link.name === name && link.file !== file).map((link) => `${link.where}: links to this page; change that link first`);
}
