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
import { SECTION_SCHEMAS, linkableAnchors } from "../sections/schemas";
import { claimReferences } from "./claim-references";
import { fieldLabel } from "./field-label";
import { invisibleCharacters, invisibleMessage, withoutInvisible } from "./invisible-characters";
import { stringsAt } from "./json-strings.mjs";
import { markdownLinks } from "./markdown";
import { pageMissing, pageReferences, pageRetired, sectionMissing, type PagePaths, type RetiredPages } from "./page-links";
import { pageNameOf } from "./page-path.mjs";
import { formerPathsOf, retiredTargetOf } from "./redirects.mjs";
import { pageSchema } from "./page.schema";
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
  /** The retired pages by name, with where each sends its visitors (lib/content/redirects.mjs retiredPagesOf): no link may name one. */
  retired?: RetiredPages;
  /** Each page's anchors a link may land at, by its name (lib/sections/schemas.ts linkableAnchors): a link to a section is held to them. */
  anchors?: Readonly<Record<string, readonly string[]>>;
}

/** The build's line for a problem: "lib/content/pages/brands.json: Section 3, Quote: …". */
export const problemLine = (problem: PageProblem): string => `${problem.file}: ${problem.words}`;

const LABELS = new Map<string, string>(SECTION_SCHEMAS.map((type) => [type.name, type.label]));

/** The sections of a page's data that say their type: what an anchor is read from (a half-made one is the schema's to name). */
const typedSections = (data: unknown): { type: string }[] =>
  sectionsOf(data).filter((section): section is { type: string } => typeof Reflect.get(Object(section), "type") === "string");

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
export function pageProblems({ file, data, pagePaths, claims, figures, retired = {}, anchors = {} }: PageCheck): PageProblem[] {
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
  const target = retiredTargetOf(data);
  // A retired page is not built: only where it sends its visitors is checked of its links.
  const links = pageReferences(pageSchema, data).filter((link) => !target || link.path[0] === "retiredTo");
  // This page's own anchors as it is now: a link of its own to one of its sections lands there too.
  const anchorsAt = (name: string) => (name === pageNameOf(file) ? linkableAnchors(typedSections(data)) : anchors[name]);
  for (const link of links) {
    if (Object.hasOwn(retired, link.name) && link.name !== pageNameOf(file)) problems.push(problem(link.path, pageRetired(link.name, retired[link.name]!)));
    else if (!Object.hasOwn(paths, link.name)) problems.push(problem(link.path, pageMissing(link.name, paths)));
    else if (link.anchor !== undefined && anchorsAt(link.name) && !anchorsAt(link.name)!.includes(link.anchor))
      problems.push(problem(link.path, sectionMissing(link.name, paths[link.name]!, link.anchor, anchorsAt(link.name)!)));
  }
  problems.push(...redirectProblems(file, data, pagePaths).map(({ at, rule }) => problem(at, rule)));
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

/**
 * What this page's own redirect fields get wrong (the rest, a path two pages claim, is lib/content/redirects.mjs's):
 * a former path that is its own path or another page's live path, where it sends visitors if retired (itself, a
 * page that no file has or that is retired too, which would chain two redirects, is the links' check above), or the
 * home page retired.
 */
function redirectProblems(file: string, data: unknown, pagePaths: PagePaths): { at: (string | number)[]; rule: string }[] {
  const name = pageNameOf(file);
  const path: unknown = data && typeof data === "object" ? Reflect.get(data, "path") : undefined;
  const found: { at: (string | number)[]; rule: string }[] = [];
  formerPathsOf(data).forEach((former, i) => {
    if (former === path) found.push({ at: ["formerPaths", i], rule: `${former} is the page's own path: a page cannot redirect from where it is` });
    const other = Object.keys(pagePaths).find((key) => key !== name && pagePaths[key] === former);
    if (other !== undefined)
      found.push({
        at: ["formerPaths", i],
        rule: `${former} is the path of the page ${other} (lib/content/pages/${other}.json), so it cannot also redirect here: remove it from one of the two files`,
      });
  });
  const target = retiredTargetOf(data);
  if (target && path === "/") found.push({ at: ["retiredTo"], rule: "the home page cannot be retired: every other page links to it" });
  if (target && "name" in target && target.name === name)
    found.push({ at: ["retiredTo", 0, "page"], rule: "sends visitors to this page itself: choose another page" });
  return found;
}

/** Each page's anchors a link may land at, by its name (lib/sections/schemas.ts linkableAnchors). */
export function anchorsOf(files: readonly { file: string; data: unknown }[]): Record<string, string[]> {
  return Object.fromEntries(files.map(({ file, data }) => [pageNameOf(file), linkableAnchors(typedSections(data))]));
}

/** A link to a page, and where a marketer finds it in the editor ("Pages, Brands (/brands): Section 3, …: More › Link"). */
export interface PageLinkAt {
  /** The page it names (its file's name). */
  name: string;
  /** The anchor of the section it lands at, if it names one. */
  anchor?: string;
  /** The content file that holds it ("lib/content/layout.json"). */
  file: string;
  where: string;
}

/** Every link to a page in one content file, `entry` saying the file as the editor lists it. */
export function pageLinksIn(file: string, entry: string, schema: z.ZodType, data: unknown): PageLinkAt[] {
  return pageReferences(schema, data).map((link) => ({
    name: link.name,
    ...(link.anchor ? { anchor: link.anchor } : {}),
    file,
    where: `${entry}: ${fieldWords(data, link.path)}`,
  }));
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

/**
 * Why the page file `file` cannot be saved as `data` says, for the links to it from other files: one line per
 * link that lands at a section the page no longer gives an anchor for (removed, or renamed), and, for a page
 * being retired, per link to it at all (the build would fail on each, lib/content/page-problems.ts pageProblems).
 */
export function linkedProblems(file: string, data: unknown, links: readonly PageLinkAt[]): string[] {
  const name = pageNameOf(file);
  const others = links.filter((link) => link.name === name && link.file !== file);
  if (retiredTargetOf(data)) return others.map((link) => `${link.where}: links to this page, which is being retired; change that link first`);
  const anchors = new Set(linkableAnchors(typedSections(data)));
  return others
    .filter((link) => link.anchor !== undefined && !anchors.has(link.anchor))
    .map(
      (link) =>
        `${link.where}: links to the section "${link.anchor}" of this page, which no section of it gives as its anchor now; keep that anchor, or change that link first`,
    );
}
