import { loadPages } from "@/lib/content/load";
import { CONTENT_FILES, type ContentFile } from "@/lib/content/shared-files";
import { PAGES_DIR, pageNameOf, pagePathsOf } from "@/lib/content/page-files.mjs";
import { pageSchema, sectionSchema } from "@/lib/content/page.schema";
import { references } from "@/lib/content/references";
import { contentProblems } from "@/lib/content/schema";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { EVERY_EDIT_PICTURE, mutateFile } from "../every-edit/mutate";
import type { EditorField } from "@/lib/content/editor-config";
import { MOVED_PAGE, RETIRED_PAGE, addedSections, everyEdit, newPages, pageFields, sectionLink } from "../every-edit/plan";
import { pageRedirects } from "@/lib/content/redirects.mjs";
import { pageReferences } from "@/lib/content/page-links";

/**
 * The every-edit run (scripts/every-edit.mjs) changes every field a marketer can
 * reach, moves and removes what the editor lets them move and remove, moves a
 * page and adds pages holding every section type, then runs the whole suite on
 * the result. Here, in seconds: each file it writes is one the schemas and the
 * build's page check accept, and it leaves no editable value as it was.
 */
const EDITS = everyEdit();
const schemaOf = (file: string) => CONTENT_FILES.find((entry) => entry.file === file)?.schema ?? pageSchema;
const asContentFile = (edit: (typeof EDITS)[number]): ContentFile => ({
  name: pageNameOf(edit.file),
  label: edit.file,
  file: edit.file,
  schema: schemaOf(edit.file),
  data: edit.data,
});
const isPage = (file: string) => file.startsWith(`${PAGES_DIR}/`);
const PAGES = EDITS.filter((edit) => isPage(edit.file)).map(asContentFile);
const SHARED = EDITS.filter((edit) => !isPage(edit.file)).map(asContentFile);

describe.each(EDITS.map((edit) => [edit.file, edit] as const))("every edit of %s", (file, edit) => {
  it("is accepted by the file's schema", () => {
    expect(contentProblems(file, schemaOf(file), edit.data)).toEqual([]);
  });

  it("changes every value the editor lets a marketer change", () => {
    expect(edit.mutation.unchanged).toEqual([]);
    expect(edit.mutation.changed.length).toBeGreaterThan(0);
  });
});

it("leaves pages the build's page check takes, all of them together, the shared files' links included", () => {
  expect(() => loadPages(PAGES, SHARED)).not.toThrow();
});

it("moves lists and removes a section on the launch pages", () => {
  const launch = EDITS.filter((edit) => isPage(edit.file) && !edit.added);
  expect(launch.filter((edit) => edit.mutation.moved.some((m) => m.startsWith("sections: reversed"))).length).toBeGreaterThan(0);
  expect(launch.filter((edit) => edit.mutation.moved.some((m) => m.endsWith("section removed"))).length).toBeGreaterThan(0);
});

it("moves a page other files link to; the links, which store its name, then open its new path", () => {
  const name = pageNameOf(MOVED_PAGE.file);
  expect(pagePathsOf(PAGES)[name]).toBe(MOVED_PAGE.path);
  const linking = [...PAGES, ...SHARED].filter((file) => references(file.schema, file.data, "page").some((link) => link.name === name));
  expect(linking.length).toBeGreaterThan(0);
});

it("moves a page with its old path redirecting, retires a page whose addresses redirect to it, and links to a section of another page", () => {
  const moved = EDITS.find((edit) => edit.file === MOVED_PAGE.file)!;
  const from = (CONTENT_FILES.find((entry) => entry.file === MOVED_PAGE.file)!.data as { path: string }).path;
  const { redirects, problems } = pageRedirects(PAGES);
  expect(problems).toEqual([]);
  expect(redirects).toEqual(
    expect.arrayContaining([
      // Moved by this run (a copy it changed already has the page there, and the old path among its former ones).
      ...(from === MOVED_PAGE.path ? [] : [{ from, to: MOVED_PAGE.path, file: moved.file }]),
      { from: RETIRED_PAGE.path, to: MOVED_PAGE.path, file: RETIRED_PAGE.file },
      { from: RETIRED_PAGE.formerPath, to: MOVED_PAGE.path, file: RETIRED_PAGE.file },
    ]),
  );
  const link = sectionLink()!;
  const edit = EDITS.find((e) => e.file === link.file)!;
  expect(pageReferences(pageSchema, edit.data).map((l) => `${l.name}#${l.anchor}`)).toContain(link.value);
});

it("adds pages that hold every section type, each as the editor's Add makes it, each page opened by its h1's section", () => {
  const added = addedSections();
  const pages = newPages();
  const sections = pages.flatMap((page) => pageSchema.parse(page.data).sections.map((section) => section.type));
  expect([...new Set(sections)].sort()).toEqual(SECTION_SCHEMAS.map((type) => type.name).sort());
  // Every type once, but the hero that opens each page as a marketer opens a new page.
  const others = sections.filter((type) => !sectionSchemaOf(type).mainHeading);
  expect(new Set(others).size).toBe(others.length);
  for (const page of pages) expect(pageSchema.parse(page.data).sections.filter((section) => sectionSchemaOf(section.type).mainHeading)).toHaveLength(1);
  for (const page of pages) {
    const data = pageSchema.parse(page.data);
    // Exactly the type's defaults: nothing filled in beyond what Add gives.
    for (const section of data.sections) expect(section).toEqual(sectionSchema.parse(added.find((s) => s.type === section.type)));
  }
  expect(EDITS.filter((edit) => edit.added).map((edit) => edit.file)).toEqual([...pages.map((page) => page.file), RETIRED_PAGE.file]);
});

it("puts a type no page uses on a page with an h1, when that type alone is left (it holds none)", () => {
  // The run's own pages as launch pages (whatever pages this branch has, they hold every type, each page with its h1),
  // one type without a main heading taken off its page: left over, it is a group of its own, with no h1.
  const base = newPages().map((page) => ({ file: page.file, data: pageSchema.parse(page.data) }));
  const taken = base
    .flatMap((page) => page.data.sections.map((section) => ({ page, section })))
    .find(
      ({ page, section }) =>
        !sectionSchemaOf(section.type).mainHeading && pageSchema.safeParse({ ...page.data, sections: page.data.sections.filter((s) => s !== section) }).success,
    );
  if (!taken) throw new Error("no section without a main heading can leave its page");
  const launch = base.map((page) =>
    page === taken.page ? { ...page, data: { ...page.data, sections: page.data.sections.filter((s) => s !== taken.section) } } : page,
  );
  const pages = newPages(launch);
  for (const page of pages) {
    const sections = pageSchema.parse(page.data).sections;
    expect(sections.filter((section) => sectionSchemaOf(section.type).mainHeading)).toHaveLength(1);
  }
  const types = pages.flatMap((page) => pageSchema.parse(page.data).sections.map((section) => section.type));
  expect(types).toContain(taken.section.type);
  const others = types.filter((type) => !sectionSchemaOf(type).mainHeading);
  expect(new Set(others).size).toBe(others.length);
});

/**
 * Every place a value of these fields takes an upload (Decap's image widget), with what it holds: list items each,
 * typed blocks by their type; not the picture of a section that shows a drawing in its place (Hero, Picture and text).
 */
function pictureFields(fields: readonly EditorField[], data: unknown, at: string): { at: string; value: unknown }[] {
  const record = (data ?? {}) as Record<string, unknown>;
  const drawn = Array.isArray(record.drawing) && record.drawing.length > 0;
  return fields.flatMap((field) => {
    const where = `${at}.${field.name}`;
    const value = record[field.name];
    // A section drawing one of the site's drawings takes no picture beside it (its page check refuses both).
    if (drawn && field.name === "picture") return [];
    if (field.widget === "image") return [{ at: where, value }];
    if (field.widget === "object") return pictureFields(field.fields ?? [], value, where);
    if (field.widget !== "list") return [];
    const items = Array.isArray(value) ? value : [undefined];
    return items.flatMap((item, i) => {
      const type = field.types?.find((t) => t.name === (item as { type?: string } | undefined)?.type);
      if (field.types) return type ? pictureFields(type.fields, item, `${where}[${i}]`) : [];
      return field.fields
        ? pictureFields(field.fields, item, `${where}[${i}]`)
        : field.field
          ? pictureFields([field.field], { [field.field.name]: item }, `${where}[${i}]`)
          : [];
    });
  });
}

it("puts a picture in every picture field of every section type that has one", () => {
  const slots = EDITS.filter((edit) => isPage(edit.file)).flatMap((edit) => pictureFields(pageFields, edit.data, edit.file));
  expect(slots.filter((slot) => typeof slot.value !== "string")).toEqual([]);
  // Every type whose fields take a picture is among them.
  const sections = pageFields.find((field) => field.name === "sections");
  const withPictures = (sections?.types ?? []).filter((type) => pictureFields(type.fields, {}, type.name).length).map((type) => type.name);
  const drawn = new Set<string>(
    EDITS.filter((edit) => isPage(edit.file)).flatMap((edit) =>
      pageSchema
        .parse(edit.data)
        .sections.filter((section) => pictureFields(pageFields, { sections: [section] }, "").some((slot) => slot.value))
        .map((s) => s.type),
    ),
  );
  expect(withPictures.length).toBeGreaterThan(0);
  expect(withPictures.filter((type) => !drawn.has(type))).toEqual([]);
});

it("fills a picture field left empty with an upload and its alt text, and writes alt text where decorative is unticked", () => {
  const src = { name: "src", label: "Picture", widget: "image" as const };
  const alt = { name: "alt", label: "Alt text", widget: "string" as const, required: false };
  const decorative = { name: "decorative", label: "Decorative", widget: "boolean" as const, required: false };
  const group = { name: "picture", label: "Picture", widget: "object" as const, required: false, fields: [src, alt, decorative] };
  const empty = mutateFile([group], {}).data as { picture: { src: string; alt: string } };
  expect(empty.picture.src).toBe(EVERY_EDIT_PICTURE);
  expect(empty.picture.alt).not.toBe("");
  const unticked = mutateFile([group], { picture: { src: EVERY_EDIT_PICTURE, decorative: true } }).data as { picture: { alt?: string; decorative: boolean } };
  expect(unticked.picture.decorative).toBe(false);
  expect(unticked.picture.alt).toBeTruthy();
});

it("changes every word of a line one-to-one: different lines stay different, slots stay", () => {
  const field = { name: "x", label: "X", widget: "string" as const, pattern: ["^[^{}]*(?:\\{freeDropsDaily\\}[^{}]*)*$", ""] as [string, string] };
  const lines = ["Send", "Send the form", "Sent!", "{freeDropsDaily} free passes", "£7M+", "45%"];
  const edited = lines.map((line) => (mutateFile([field], { x: line }).data as { x: string }).x);
  expect(edited).toEqual(["Tfoe", "Tfoe uif gpsn", "Tfou!", "{freeDropsDaily} gsff qbttft", "£8N+", "46%"]);
});

it("changes a Markdown field's words, never its links' targets (a changed path would link to no page)", () => {
  const field = { name: "x", label: "X", widget: "markdown" as const };
  const lines = ["Read [the page](/campaigns/spring)", "See [home](/) and [elsewhere](https://example.org/more)"];
  const edited = lines.map((line) => (mutateFile([field], { x: line }).data as { x: string }).x);
  expect(edited).toEqual(["Sfbe [uif qbhf](/campaigns/spring)", "Tff [ipnf](/) boe [fmtfxifsf](https://example.org/more)"]);
});

it("reverses a list the editor lets a marketer reorder and cuts it to its minimum; a tuple stays as it is", () => {
  const item = { name: "item", label: "Item", widget: "string" as const };
  const list = { name: "l", label: "L", widget: "list" as const, min: 2, field: item };
  const tuple = { name: "t", label: "T", widget: "list" as const, min: 2, max: 2, allow_reorder: false, field: item };
  const result = mutateFile([list, tuple], { l: ["a", "b", "c"], t: ["a", "b"] }, { structure: true });
  expect(result.data).toEqual({ l: ["d", "c"], t: ["b", "c"] });
  expect(mutateFile([list], { l: ["a", "b", "c"] }).data).toEqual({ l: ["b", "c", "d"] });
});

it("moves a figure within its limits", () => {
  const int = { name: "n", label: "N", widget: "number" as const, value_type: "int" as const, min: 1, max: 5 };
  const float = { name: "f", label: "F", widget: "number" as const, value_type: "float" as const, min: 0, max: 1 };
  expect(mutateFile([int, float], { n: 5, f: 0.01 }).data).toEqual({ n: 4, f: 0.02 });
  expect(mutateFile([int, float], { n: 2, f: 0.8 }).data).toEqual({ n: 3, f: 0.4 });
});
