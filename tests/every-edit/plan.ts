import { PAGES_COLLECTION, editorConfig, editorFiles as filesOf, type EditorField } from "@/lib/content/editor-config";
import { CONTENT_FILES, PAGE_FILES, type ContentFile } from "@/lib/content/shared-files";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { pageSchema } from "@/lib/content/page.schema";
import { holdsMainHeading, pageAccepts, sectionsOnPages } from "@/lib/content/type-pages";
import { pageReferences } from "@/lib/content/page-links";
import { linkableAnchors } from "@/lib/sections/schemas";
import { formerPathsAfterMove, formerPathsOf } from "@/lib/content/redirects.mjs";
import { mutateFile, type Mutation } from "./mutate";

/**
 * What the every-edit run writes (tests/every-edit/mutate.ts says how each
 * value changes): every content file changed, the launch pages and shared
 * files moved about too, one page moved to another path, and new pages that
 * together hold every section type as the editor's "Add" makes it. Read by
 * apply.test.ts, which writes it into the copy, and by
 * tests/unit/every-edit.test.ts, which checks it in seconds.
 */

const config = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" });
const editorFiles = new Map(filesOf(config).map((f) => [f.file, f]));
const pagesCollection = config.collections.find((c) => c.name === PAGES_COLLECTION);
export const pageFields: readonly EditorField[] = pagesCollection && "fields" in pagesCollection ? (pagesCollection.fields ?? []) : [];

/**
 * A page other pages link to (the header's links name it), moved: its links must follow (they store its name, not its
 * path), and its old path redirects to the new one (its former paths, as the editor's Save writes them).
 */
export const MOVED_PAGE = { file: `${PAGES_DIR}/charities.json`, path: "/charities-every-edit" } as const;

const nameOf = (file: string) => pageNameOf(file);
const linksOf = (entry: { file: string; data: unknown }) => pageReferences(CONTENT_FILES.find((f) => f.file === entry.file)?.schema ?? pageSchema, entry.data);

/**
 * A page the run adds retired, as the editor retires one: not built, its path and its former path sent to the moved
 * page (so the redirect goes to a path the run changed). A page of its own: a launch page retired would take its specs'
 * page away.
 */
export const RETIRED_PAGE = { file: `${PAGES_DIR}/every-edit-retired.json`, path: "/every-edit/retired", formerPath: "/every-edit/retired-before" } as const;

/**
 * A link to a section of another page: the first link of a launch page to a page that gives its sections anchors
 * lands at the first of them (as the editor's "Section it lands at" offers them), if no link names a section yet.
 */
export function sectionLink(): { file: string; at: (string | number)[]; value: string } | undefined {
  const anchorsOf = (name: string) => {
    const target = PAGE_FILES.find((page) => nameOf(page.file) === name);
    return target ? linkableAnchors((target.data as { sections: { type: string }[] }).sections) : [];
  };
  const pages = PAGE_FILES.filter((page) => !isAdded(page.file));
  for (const page of pages) {
    const named = linksOf(page).find((link) => link.anchor !== undefined && link.name !== nameOf(page.file));
    if (named) return { file: page.file, at: named.path, value: `${named.name}#${named.anchor}` };
  }
  for (const page of pages) {
    const link = linksOf(page).find((l) => l.path[0] === "sections" && l.name !== nameOf(page.file) && anchorsOf(l.name).length > 0);
    if (link) return { file: page.file, at: link.path, value: `${link.name}#${anchorsOf(link.name)[0]}` };
  }
  return undefined;
}

/** Every anchor some link of the content files lands at. */
const linkedAnchors = (): Set<string> => new Set(CONTENT_FILES.flatMap((entry) => linksOf(entry).flatMap((link) => (link.anchor ? [link.anchor] : []))));

/** The anchors other files' links land at on the page `file`: a section giving one is not removed. */
function anchorsLinkedOn(file: string, section?: { value: string }): string[] {
  const name = nameOf(file);
  const links = CONTENT_FILES.flatMap((entry) => (entry.file === file ? [] : linksOf(entry)));
  const wanted = links.filter((link) => link.name === name && link.anchor).map((link) => link.anchor!);
  const extra = section && section.value.startsWith(`${name}#`) ? [section.value.slice(name.length + 1)] : [];
  return [...wanted, ...extra];
}

/** What Decap fills a field group with when a block is added: each field's `default`, an object's field by field (decap-cms-widget-list getFieldsDefault). */
export function addedValues(fields: readonly EditorField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined) values[field.name] = field.default;
    else if (field.widget === "object") {
      const inner = addedValues(field.fields ?? []);
      if (Object.keys(inner).length) values[field.name] = inner;
    }
  }
  return values;
}

/** Each section type as "Add section" makes it: its type and its fields' editor defaults, nothing else, in the editor's order. */
export function addedSections(): Record<string, unknown>[] {
  const sections = pageFields.find((field) => field.name === "sections");
  if (!sections?.types) throw new Error("every edit: the Pages collection has no typed sections field");
  return sections.types.map((type) => ({ [sections.typeKey ?? "type"]: type.name, ...addedValues(type.fields) }));
}

/** A page file the run adds (every-edit-N.json): in a copy the run has changed, it is not a launch page but one to write again. */
const isAdded = (file: string) => /^every-edit-(?:\d+|retired)$/.test(pageNameOf(file));

/**
 * The new pages: every section type once, as the editor adds it, on pages the
 * page check takes (lib/content/type-pages.ts groups them as the launch pages
 * group them), each page opened by a hero as the editor adds it, as a marketer
 * opens a new page (one page of every type would be over the first round trip's
 * budget). Only what the editor requires of a new page is filled in; Show in
 * footer is left at its default.
 */
export function newPages(launchPages: readonly { file: string; data: unknown }[] = PAGE_FILES.filter((page) => !isAdded(page.file))): ContentFile[] {
  const showInFooter = pageFields.find((field) => field.name === "showInFooter")?.default;
  const added = addedSections();
  const opener = added.find((section) => holdsMainHeading([section]));
  return sectionsOnPages(added, launchPages, (sections) => pageData(0, sections, showInFooter), opener).map((sections, i) => {
    const file = `${PAGES_DIR}/every-edit-${i + 1}.json`;
    return { name: pageNameOf(file), label: `Every edit ${i + 1}`, file, schema: pageSchema, data: pageData(i + 1, sections, showInFooter) };
  });
}

function pageData(n: number, sections: readonly Record<string, unknown>[], showInFooter: unknown) {
  return {
    path: `/every-edit/${n}`,
    title: `Every edit, page ${n}`,
    description: `A page the every-edit run adds: section types as the editor adds them, page ${n} of several.`,
    label: `Every edit ${n}`,
    ...(showInFooter === undefined ? {} : { showInFooter }),
    headline: `Every section type, page ${n}`,
    sections,
  };
}

export interface Edit {
  file: string;
  /** The file as the edit leaves it. */
  data: unknown;
  mutation: Mutation;
  /** Whether the file is one the run adds. */
  added: boolean;
}

/**
 * Every file the run writes: the content files changed and moved about (a page
 * file's sections only removed where the page check still takes it), the moved
 * page at its new path, and the new pages with their values changed.
 */
export function everyEdit(): Edit[] {
  const pageFileNames = new Set(PAGE_FILES.map((f) => f.file));
  const link = sectionLink();
  const kept = linkedAnchors();
  const edited = CONTENT_FILES.filter((entry) => !isAdded(entry.file)).map((entry) => {
    const isPage = pageFileNames.has(entry.file);
    // A page keeps the sections other pages' links land at: Save refuses removing one while a link names it.
    const linked = anchorsLinkedOn(entry.file, link);
    // And the page holding the link to a section keeps it: the section removed is another (on a copy this run changed
    // already, the section holding the link may be the one it would try first).
    const keepsLink = (data: unknown) =>
      link?.file !== entry.file || pageReferences(pageSchema, data).some((ref) => `${ref.name}#${ref.anchor}` === link.value);
    const accepts = (data: unknown) =>
      pageAccepts(data) && keepsLink(data) && linked.every((anchor) => linkableAnchors((data as { sections: { type: string }[] }).sections).includes(anchor));
    const source = link?.file === entry.file ? withValueAt(entry.data, link.at, link.value) : entry.data;
    const mutation = mutateFile(editorFiles.get(entry.file)!.fields ?? [], source, { structure: true, linkedAnchors: kept, ...(isPage ? { accepts } : {}) });
    if (link?.file === entry.file) mutation.moved.push(`${link.at.join(".")}: lands at ${link.value}`);
    if (entry.file === MOVED_PAGE.file && mutation.data && typeof mutation.data === "object") {
      const from = (entry.data as { path: string }).path;
      // As the editor's Save writes a move: the old path among the former ones (lib/content/redirects.mjs formerPathsAfterMove).
      const former = formerPathsAfterMove(formerPathsOf(entry.data), MOVED_PAGE.path, from);
      mutation.data = { ...mutation.data, path: MOVED_PAGE.path, ...(former.length ? { formerPaths: former } : {}) };
      mutation.moved.push(`path: now ${MOVED_PAGE.path}, ${from} redirecting to it`);
    }
    return { file: entry.file, data: mutation.data, mutation, added: false };
  });
  const pages = newPages();
  const added = pages.map((page) => {
    const mutation = mutateFile(pageFields, page.data);
    return { file: page.file, data: mutation.data, mutation, added: true };
  });
  // The retired page: a new page's sections, its own path, and where its visitors go.
  const retiring = { ...(pages[0]!.data as Record<string, unknown>), path: RETIRED_PAGE.path, formerPaths: [RETIRED_PAGE.formerPath] };
  const retiredMutation = mutateFile(pageFields, retiring);
  retiredMutation.data = { ...(retiredMutation.data as Record<string, unknown>), retiredTo: [{ type: "page", page: nameOf(MOVED_PAGE.file) }] };
  retiredMutation.moved.push(`retired: ${RETIRED_PAGE.path} and ${RETIRED_PAGE.formerPath} sent to the page ${nameOf(MOVED_PAGE.file)}`);
  const retired = { file: RETIRED_PAGE.file, data: retiredMutation.data, mutation: retiredMutation, added: true };
  return [...edited, ...added, retired];
}

/** A copy of `data` with the value at `at` replaced. */
function withValueAt(data: unknown, at: readonly (string | number)[], value: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(data));
  let holder: unknown = copy;
  for (const key of at.slice(0, -1)) holder = Reflect.get(holder as object, key);
  Reflect.set(holder as object, at.at(-1)!, value);
  return copy;
}
