import { PAGES_COLLECTION, editorConfig, editorFiles as filesOf, type EditorField } from "@/lib/content/editor-config";
import { CONTENT_FILES, PAGE_FILES, type ContentFile } from "@/lib/content/shared-files";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { pageSchema } from "@/lib/content/page.schema";
import { holdsMainHeading, pageAccepts, sectionsOnPages } from "@/lib/content/type-pages";
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

/** A page other pages link to (the header's links name it), moved: its links must follow (they store its name, not its path). */
export const MOVED_PAGE = { file: `${PAGES_DIR}/charities.json`, path: "/charities-every-edit" } as const;

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
const isAdded = (file: string) => /^every-edit-\d+$/.test(pageNameOf(file));

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
  const edited = CONTENT_FILES.filter((entry) => !isAdded(entry.file)).map((entry) => {
    const isPage = pageFileNames.has(entry.file);
    const mutation = mutateFile(editorFiles.get(entry.file)!.fields ?? [], entry.data, { structure: true, ...(isPage ? { accepts: pageAccepts } : {}) });
    if (entry.file === MOVED_PAGE.file) {
      mutation.data = mutation.data && typeof mutation.data === "object" ? { ...mutation.data, path: MOVED_PAGE.path } : mutation.data;
      mutation.moved.push(`path: now ${MOVED_PAGE.path}`);
    }
    return { file: entry.file, data: mutation.data, mutation, added: false };
  });
  const added = newPages().map((page) => {
    const mutation = mutateFile(pageFields, page.data);
    return { file: page.file, data: mutation.data, mutation, added: true };
  });
  return [...edited, ...added];
}
