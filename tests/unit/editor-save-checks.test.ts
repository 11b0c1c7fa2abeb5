/**
 * @jest-environment node
 */
/**
 * The editor's checks before Save and Delete (components/editor/save-checks.ts)
 * run through Decap's events as Decap fires them: a handler that throws stops
 * the save, and the notice lists every problem. Decap's entry is stood in for
 * by a map with its get(); the data are the preview data as the build makes them.
 */
import { GET } from "@/app/(editor)/admin/preview.json/route";
import { KnownPages, PAGES, registerExampleWordsWarning, registerSaveChecks, type DecapEntry } from "@/components/editor/save-checks";
import { SAVE_REFUSED, onRefusal, type Refusal } from "@/components/editor/save-notice";
import type { PreviewData } from "@/components/editor/preview-data";
import { PAGES_COLLECTION, fieldLabel } from "@/lib/content/editor-config";
import { CONTENT_GROUPS, SHARED_FILES } from "@/lib/content/shared-files";
import { outsideFontMessage } from "@/lib/content/font-coverage";
import { invisibleMessage } from "@/lib/content/invisible-characters";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { fieldWords, pageEntryWords } from "@/lib/content/page-problems";
import { pageSchema } from "@/lib/content/page.schema";
import { pageReferences } from "@/lib/content/page-links";
import { exampleFieldsOf } from "@/lib/content/example-words";
import { sectionSchemaOf } from "@/lib/sections/schemas";

type Handler = (event: { entry: DecapEntry }) => unknown;

async function editor() {
  const data: PreviewData = await GET().json();
  const handlers = new Map<string, Handler>();
  // Decap runs a kind's listeners in the order they were registered: the page checks, then the example words' warning.
  const listeners = new Map<string, Handler[]>();
  const registry = {
    registerEventListener: ({ name, handler }: { name: string; handler: Handler }) => void listeners.set(name, [...(listeners.get(name) ?? []), handler]),
  };
  const known = registerSaveChecks(registry, data);
  registerExampleWordsWarning(registry, data, known);
  // As Decap's invokeEvent: a listener's data, when it returns some, is what the entry saves (and what later listeners see is the event's).
  for (const [name, list] of listeners) handlers.set(name, (event) => list.reduce<unknown>((last, handler) => handler(event) ?? last, undefined));
  let refusal: Refusal | undefined;
  onRefusal((shown) => (refusal = shown));
  const fire = (name: string, entry: DecapEntry) => handlers.get(name)!({ entry });
  return { data, fire, refusal: () => refusal, known: () => known };
}

/** An entry as Decap holds it: its data as an Immutable.js value (toJS) and its slug; a new page has none yet. */
const entry = (data: unknown, slug = "", collection: string = PAGES.collection): DecapEntry => {
  const fields = new Map<string, unknown>([
    ["collection", collection],
    ["slug", slug],
    ["newRecord", slug === ""],
    ["data", { toJS: () => data }],
  ]);
  return { get: (key) => fields.get(key) };
};

const SHARED_FILES_BY_NAME = new Map<string, unknown>(CONTENT_GROUPS.flatMap((g) => g.files.map((f) => [f.name, f.data])));

const added = (type: string) => sectionSchemaOf(type).example;

test("its names are the editor config's", () => {
  expect(PAGES).toEqual({ collection: PAGES_COLLECTION, folder: PAGES_DIR });
});

test("a new page with a second hero is refused, every problem listed; fixed, it saves and the notice goes", async () => {
  const { data, fire, refusal } = await editor();
  const home = pageSchema.parse(data.pages.find((page) => pageNameOf(page.file) === "home")!.data);
  const page = { ...home, path: "/campaigns/presave", sections: [added("hero"), added("steps"), added("hero")] };
  expect(() => fire("preSave", entry(page))).toThrow(SAVE_REFUSED.toast(1));
  expect(refusal()).toEqual({ kind: "save", of: "page", problems: [expect.stringMatching(new RegExp(`^${fieldWords(page, ["sections", 2])}: `))] });
  const fixed = { ...page, sections: page.sections.slice(0, 2) };
  // Its sections still hold their examples' words: warned of once, then the same Save again keeps them.
  const examples = exampleFieldsOf(fixed, data.launchCopy).map((field) => field.words);
  expect(() => fire("preSave", entry(fixed))).toThrow(SAVE_REFUSED.examplesToast(examples.length));
  expect(fire("preSave", entry(fixed))).toBeUndefined();
  expect(refusal()).toBeUndefined();
});

test("a page still holding example words is warned of, naming each field; Save again keeps them, and other fields warn again", async () => {
  const { data, fire, refusal } = await editor();
  const hero = { ...added("hero") } as Record<string, unknown>;
  const page = {
    path: "/campaigns/examples",
    title: "A page of examples",
    description: "d".repeat(90),
    label: "Examples",
    headline: "Examples",
    showInFooter: false,
    sections: [hero],
  };
  const at = fieldWords(page, ["sections", 0, "headline"]);
  expect(() => fire("preSave", entry(page))).toThrow();
  expect(refusal()?.kind).toBe("examples");
  expect(refusal()?.problems).toContain(at);
  expect(refusal()?.problems).toEqual(exampleFieldsOf(page, data.launchCopy).map((field) => field.words));
  // The headline is the marketer's now: the other fields are warned of again, the headline no more.
  const ownHeadline = { ...page, sections: [{ ...hero, headline: "Our own headline" }] };
  expect(() => fire("preSave", entry(ownHeadline))).toThrow();
  expect(refusal()?.problems).not.toContain(at);
  expect(fire("preSave", entry(ownHeadline))).toBeUndefined();
  expect(refusal()).toBeUndefined();
  // Every launch page, as built, saves at once.
  for (const launch of data.pages.filter((p) => ["home", "brands"].includes(pageNameOf(p.file))))
    expect(fire("preSave", entry(launch.data, pageNameOf(launch.file)))).toBeUndefined();
});

test("a new page at another page's path is refused; an existing page saved as it is is not", async () => {
  const { data, fire, refusal } = await editor();
  const brands = data.pages.find((page) => pageNameOf(page.file) === "brands")!;
  expect(() => fire("preSave", entry(brands.data))).toThrow();
  expect(refusal()?.problems).toEqual([expect.stringContaining(`${data.pagePaths.brands} is already the path of the page brands`)]);
  expect(fire("preSave", entry(brands.data, "brands"))).toBeUndefined();
});

test("a page others link to cannot be deleted, each link named; once they are changed, it can", async () => {
  const { data, fire, refusal } = await editor();
  const linked = data.pageLinks.find((link) => link.file.startsWith(`${PAGES_DIR}/`) && link.name !== pageNameOf(link.file))!;
  const target = data.pages.find((page) => pageNameOf(page.file) === linked.name)!;
  expect(() => fire("preUnpublish", entry(target.data, linked.name))).toThrow();
  expect(refusal()?.kind).toBe("delete");
  expect(refusal()?.problems).toContain(`${linked.where}: links to this page; change that link first`);
  // Every page linking to it saved without those links (the header's too, were it one of them): the delete goes through.
  for (const file of new Set(data.pageLinks.filter((link) => link.name === linked.name && link.file !== target.file).map((link) => link.file))) {
    const from = data.pages.find((page) => page.file === file);
    if (!from) continue;
    // A link stores the page's name, maybe with "#" and an anchor of it (lib/content/page-path.mjs PAGE_LINK).
    const relinked = JSON.stringify(from.data).replace(new RegExp(`"${linked.name}(#[a-z0-9-]+)?"`, "g"), `"${pageNameOf(file)}"`);
    fire("postSave", entry(JSON.parse(relinked), pageNameOf(file)));
  }
  const fromShared = data.pageLinks.filter((link) => link.name === linked.name && !link.file.startsWith(`${PAGES_DIR}/`));
  if (fromShared.length) expect(() => fire("preUnpublish", entry(target.data, linked.name))).toThrow();
  else expect(fire("preUnpublish", entry(target.data, linked.name))).toBeUndefined();
  expect(pageEntryWords(target.data)).toContain(data.pagePaths[linked.name]);
});

test("a shared file with invisible characters copied from the preview is refused, naming the file, the field and each character, and no font problem besides", async () => {
  const { fire, refusal } = await editor();
  const site = SHARED_FILES.site;
  const group = CONTENT_GROUPS.find((g) => g.files.some((f) => f.file === site.file))!;
  // A zero-width space and a zero-width joiner between letters (neither the font's); a joiner inside an emoji is kept.
  const typed = `${site.content.description}\u200B\u200D`;
  expect(() => fire("preSave", entry({ ...site.content, description: typed }, site.name, group.name))).toThrow(SAVE_REFUSED.toast(1));
  expect(refusal()).toEqual({
    kind: "save",
    of: "file",
    problems: [`${group.label}, ${site.label} (${site.file}): ${fieldLabel("description")}: ${invisibleMessage(typed)}`],
  });
});

test("a shared file with a letter the site's font lacks is refused, naming the file, the field and the letter; as built, it saves", async () => {
  const { data, fire, refusal } = await editor();
  const site = SHARED_FILES.site;
  const group = CONTENT_GROUPS.find((g) => g.files.some((f) => f.file === site.file))!;
  const typed = `${site.content.description} Ω`;
  expect(() => fire("preSave", entry({ ...site.content, description: typed }, site.name, group.name))).toThrow(SAVE_REFUSED.toast(1));
  expect(refusal()).toEqual({
    kind: "save",
    of: "file",
    problems: [`${group.label}, ${site.label} (${site.file}): ${fieldLabel("description")}: ${outsideFontMessage(typed)}`],
  });
  expect(fire("preSave", entry(site.content, site.name, group.name))).toBeUndefined();
  expect(refusal()).toBeUndefined();
  // Every shared file as built passes; a file the config does not list has nothing to check.
  for (const file of data.fontFiles)
    expect([file.name, fire("preSave", entry(SHARED_FILES_BY_NAME.get(file.name), file.name, file.collection))]).toEqual([file.name, undefined]);
  expect(fire("preSave", entry({ description: "Ω" }, "no-such-file", group.name))).toBeUndefined();
});

test("a page saved is known after a reload (this browser's storage), so other pages may link to it before the next build lists it", async () => {
  const data: PreviewData = await GET().json();
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
  const home = pageSchema.parse(data.pages.find((page) => pageNameOf(page.file) === "home")!.data);
  const made = { ...home, path: "/campaigns/made-here" };
  const before = new KnownPages(data, storage);
  const name = before.nameOf(entry(made));
  before.saved(name, made);
  const after = new KnownPages(data, storage);
  expect(after.pagePaths[name]).toBe(made.path);
  after.deleted(name);
  expect(new KnownPages(data, storage).pagePaths).toEqual(data.pagePaths);
});

test("a page a link field picks (one the build does not list: made in another browser) is known from then on; a page known already keeps what it had", async () => {
  const { data, fire, refusal, known } = await editor();
  const from = data.pages.find((page) => pageReferences(pageSchema, page.data).length > 0)!;
  const link = pageReferences(pageSchema, from.data)[0]!;
  const elsewhere = { name: "campaigns-made-elsewhere", path: "/campaigns/made-elsewhere" };
  const linking = JSON.parse(JSON.stringify(from.data).replaceAll(`"${String(Reflect.get(link.holder, link.key))}"`, `"${elsewhere.name}"`));
  expect(() => fire("preSave", entry(linking, pageNameOf(from.file)))).toThrow();
  expect(refusal()?.problems.join("\n")).toContain(elsewhere.name);
  known().picked(elsewhere.name, elsewhere.path);
  expect(fire("preSave", entry(linking, pageNameOf(from.file)))).toBeUndefined();
  // Known already: its path stays the one the build (or this browser's save) gave it.
  known().picked(link.name, "/somewhere/else");
  expect(known().pagePaths[link.name]).toBe(data.pagePaths[link.name]);
});

test("Save of a page moved from its path as built adds that path to its former paths, and moving back takes it out", async () => {
  const { data, fire } = await editor();
  const built = data.pages.find((page) => Object.hasOwn(data.pagePaths, pageNameOf(page.file)))!;
  const name = pageNameOf(built.file);
  const from = data.pagePaths[name]!;
  /** Decap's entry data as far as the check writes it: an immutable map's set and delete, each a new map. */
  const decapData = (value: Record<string, unknown>): unknown => ({
    toJS: () => value,
    get: (key: string) => value[key],
    set: (key: string, item: unknown) => decapData({ ...value, [key]: item }),
    delete: (key: string) => decapData(Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
  });
  const saving = (value: Record<string, unknown>): DecapEntry => {
    const fields = new Map<string, unknown>([
      ["collection", PAGES.collection],
      ["slug", name],
      ["newRecord", false],
      ["data", decapData(value)],
    ]);
    return { get: (key) => fields.get(key) };
  };
  const moved = { ...(built.data as Record<string, unknown>), path: "/moved-in-a-unit-test" };
  const written = fire("preSave", saving(moved)) as { toJS(): Record<string, unknown> };
  expect(written.toJS()).toEqual({ ...moved, formerPaths: [from] });
  const back = fire("preSave", saving({ ...written.toJS(), path: from })) as { toJS(): Record<string, unknown> };
  expect(back.toJS()).toEqual(built.data);
  // As built, nothing to write.
  expect(fire("preSave", saving(built.data as Record<string, unknown>))).toBeUndefined();
});
