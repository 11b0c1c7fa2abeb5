import { PAGES_COLLECTION, editorConfig, editorFiles as filesOf, type EditorField } from "@/lib/content/editor-config";
import { CONTENT_FILES, PAGE_FILES, type ContentFile } from "@/lib/content/manifest";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { mainHeadingMissing, pageSchema } from "@/lib/content/page.schema";
import { sectionSchemaOf } from "@/lib/sections/schemas";
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

/** Whether the page check the build runs takes a page file's data (its schema: section types, its one h1, once-per-page, anchors, buttons' targets). */
const pageAccepts = (data: unknown) => pageSchema.safeParse(data).success;

/** Whether the page check takes these sections together, the page's h1 aside: a group may be the part of a page a hero opens. */
const sectionsFit = (data: unknown) => {
  const result = pageSchema.safeParse(data);
  return result.success || result.error.issues.every((issue) => issue.message === mainHeadingMissing());
};

/** Whether one of these sections holds the page's h1 (its type's mainHeading). */
const holdsMainHeading = (sections: readonly Record<string, unknown>[]) => sections.some((section) => sectionSchemaOf(String(section.type)).mainHeading);

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

/**
 * The new pages: every section type once, grouped as the launch pages group
 * them (the types first used on one launch page together, then those no page
 * uses), so each new page stays within the budgets a launch page keeps and
 * has its h1; a group the page check refuses as one page (a second
 * once-per-page section, an anchor twice) is split where it refuses a type,
 * and sections left on a page without an h1 join a page that has one. Only what the editor
 * requires of a new page is filled in; Show in footer is left at its default.
 */
/** A page file the run adds (every-edit-N.json): in a copy the run has changed, it is not a launch page but one to write again. */
const isAdded = (file: string) => /^every-edit-\d+$/.test(pageNameOf(file));

export function newPages(launchPages: readonly { file: string; data: unknown }[] = PAGE_FILES.filter((page) => !isAdded(page.file))): ContentFile[] {
  const added = addedSections();
  const typeOf = (section: unknown) => (section && typeof section === "object" && "type" in section ? String(section.type) : "");
  const groups: string[][] = [];
  const placed = new Set<string>();
  for (const page of launchPages) {
    const sections = page.data && typeof page.data === "object" && "sections" in page.data && Array.isArray(page.data.sections) ? page.data.sections : [];
    const group = sections.map(typeOf).filter((type) => added.some((s) => s.type === type) && !placed.has(type));
    group.forEach((type) => placed.add(type));
    if (group.length) groups.push([...new Set(group)]);
  }
  const rest = added.map(typeOf).filter((type) => !placed.has(type));
  if (rest.length) groups.push(rest);
  const showInFooter = pageFields.find((field) => field.name === "showInFooter")?.default;
  const pages: Record<string, unknown>[][] = [];
  for (const group of groups) {
    const whole = group.map((type) => added.find((s) => s.type === type)!);
    // The group on one page where the page check takes it (a hero's button may scroll to a later section's anchor).
    if (sectionsFit(pageData(0, whole, showInFooter))) {
      pages.push(whole);
      continue;
    }
    let current: Record<string, unknown>[] = [];
    for (const type of group) {
      const section = added.find((s) => s.type === type)!;
      const candidate = [...current, section];
      if (current.length && !sectionsFit(pageData(0, candidate, showInFooter))) {
        pages.push(current);
        current = [section];
      } else current = candidate;
    }
    if (current.length) pages.push(current);
  }
  // A page needs a section holding its h1: a group without one (the types no launch page uses, the rest of a split group)
  // joins the pages that have one, each section on the first that takes it, as a marketer adds a section to a page.
  const headless = pages.filter((sections) => !holdsMainHeading(sections));
  const opened = pages.filter(holdsMainHeading);
  for (const section of headless.flat()) {
    const host = opened.find((sections) => pageAccepts(pageData(0, [...sections, section], showInFooter)));
    if (!host) throw new Error(`every edit: no new page with a main heading takes a "${String(section.type)}" section as added`);
    host.push(section);
  }
  return opened.map((sections, i) => {
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
