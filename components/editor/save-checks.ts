/**
 * What the build would refuse, refused before Save (issue #30): Decap's
 * preSave event runs the build's own check of a page file
 * (lib/content/page-problems.ts) on the entry being saved, with the site's
 * pages, claims and figures as built (out/admin/preview.json) and the pages
 * this browser saved or deleted since (KnownPages). Decap has no event before a delete
 * but preUnpublish, which its deleteEntry fires before it removes the file: a
 * page that other pages or the header link to is refused there, naming each
 * link. A refusal throws, which stops Decap, and lists every problem
 * (./save-notice.ts). (Decap fires the un-publish events for a delete only:
 * this editor's workflow has no "unpublish" of its own.) A shared file's
 * schema is server code (the manifest's), not loaded here: before its Save, its
 * fields drawn in the site's font, as the editor's config marks them
 * (PreviewData's fontFiles), are checked by name (lib/content/font-fields.ts);
 * its other rules are its fields' patterns, which Decap holds before preSave.
 * A page whose fields still hold the words or picture their section came with
 * (lib/content/example-words.ts) is warned of, the fields listed the same way:
 * the same Save again, with the same fields, goes through (the build accepts it).
 */
import type { PagePaths, RetiredPages } from "@/lib/content/page-links";
import { PAGE_NAME, routeSlug } from "@/lib/content/page-path.mjs";
import { fontProblems } from "@/lib/content/font-fields";
import { invisibleCharacters, invisibleMessage, withoutInvisible } from "@/lib/content/invisible-characters";
import { stringsAt } from "@/lib/content/json-strings.mjs";
import { anchorsOf, deleteProblems, fieldWords, linkedProblems, pageEntryWords, pageLinksIn, pageProblems, type PageLinkAt } from "@/lib/content/page-problems";
import { formerPathsAfterMove, formerPathsOf, retiredPagesOf } from "@/lib/content/redirects.mjs";
import { pageSchema } from "@/lib/content/page.schema";
import { exampleFieldsOf } from "@/lib/content/example-words";
import type { PreviewData } from "./preview-data";
import { plain } from "./preview-props";
import { refuseOn } from "./save-notice";

/** The Pages collection's name and folder (lib/content/editor-config.ts PAGES_COLLECTION, lib/content/page-files.mjs PAGES_DIR: server code). */
export const PAGES = { collection: "pages", folder: "lib/content/pages" } as const;

const fileOf = (name: string) => `${PAGES.folder}/${name}.json`;

/** An entry as Decap hands it to an event: an Immutable.js map. */
export interface DecapEntry {
  get(key: string): unknown;
}

/** Where the pages this browser saved or deleted since the build are kept: a reload or a later session still knows them. */
export const KNOWN_PAGES_KEY = "drops-editor-pages";

/** What this browser changed: each page saved, with its path, links, anchors a link may land at and, if retired, where it sends visitors; each page deleted. */
interface PageChanges {
  saved: Record<string, { path: string; links: PageLinkAt[]; anchors?: string[]; retired?: string }>;
  deleted: string[];
}

/** The stored changes, or none: anything that is not the shape written below is left out. */
function readChanges(storage: Pick<Storage, "getItem"> | undefined): PageChanges {
  const none: PageChanges = { saved: {}, deleted: [] };
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KNOWN_PAGES_KEY) ?? "null");
    if (!stored || typeof stored !== "object") return none;
    const saved: unknown = Reflect.get(stored, "saved");
    const deleted: unknown = Reflect.get(stored, "deleted");
    return {
      saved:
        saved && typeof saved === "object"
          ? Object.fromEntries(Object.entries(saved).filter(([, page]) => typeof page?.path === "string" && Array.isArray(page?.links)))
          : {},
      deleted: Array.isArray(deleted) ? deleted.filter((name) => typeof name === "string") : [],
    };
  } catch {
    return none;
  }
}

/**
 * The pages as the editor knows them: as built (out/admin/preview.json), then
 * as this browser saved or deleted them since, kept in its storage: a page
 * published in a session is linkable after a reload, before the site's next
 * build lists it (Decap's link picker offers it at once).
 */
export class KnownPages {
  private paths: Record<string, string>;
  private links: PageLinkAt[];
  private changes: PageChanges;
  private anchors: Record<string, readonly string[]>;
  private retiredPages: Record<string, string>;
  /** Each page's path as built: main's, where the editor is the site's (a move from it adds a former path). */
  readonly builtPaths: PagePaths;

  constructor(
    data: Pick<PreviewData, "pagePaths" | "pageLinks" | "pages">,
    private storage?: Pick<Storage, "getItem" | "setItem">,
  ) {
    this.builtPaths = { ...data.pagePaths };
    this.paths = { ...data.pagePaths };
    this.links = [...data.pageLinks];
    this.anchors = anchorsOf(data.pages);
    this.retiredPages = retiredPagesOf(data.pages);
    this.changes = readChanges(storage);
    for (const [name, page] of Object.entries(this.changes.saved)) this.apply(name, page);
    for (const name of this.changes.deleted) this.remove(name);
  }

  get pagePaths(): PagePaths {
    return this.paths;
  }

  get pageLinks(): readonly PageLinkAt[] {
    return this.links;
  }

  /** The anchors a link may land at on the page `name`, if known (lib/sections/schemas.ts linkableAnchors). */
  anchorsOf(name: string): readonly string[] | undefined {
    return this.anchors[name];
  }

  /** Every known page's anchors a link may land at, by its name. */
  get pageAnchors(): Readonly<Record<string, readonly string[]>> {
    return this.anchors;
  }

  /** The retired pages, each with where it sends visitors. */
  get retired(): RetiredPages {
    return this.retiredPages;
  }

  /**
   * The name of a page being saved: its slug, or for a new one the slug Decap
   * will give it (the collection's slug is its path, "{{fields.path}}"; a name
   * already taken gets "-1", "-2"…, as Decap's generateUniqueSlug does).
   */
  nameOf(entry: DecapEntry): string {
    const slug = entry.get("slug");
    if (entry.get("newRecord") !== true && typeof slug === "string" && PAGE_NAME.test(slug)) return slug;
    const path = dataOf(entry).path;
    const base = typeof path === "string" && path !== "/" ? routeSlug(path) : "home";
    let name = base;
    for (let n = 1; Object.hasOwn(this.paths, name); n++) name = `${base}-${n}`;
    return name;
  }

  /** A page saved: its path and its links as they are now. */
  saved(name: string, data: Record<string, unknown>): void {
    if (typeof data.path !== "string") return;
    const file = fileOf(name);
    const retired = retiredPagesOf([{ file, data }])[name];
    const page = {
      path: data.path,
      links: pageLinksIn(file, pageEntryWords(data), pageSchema, data),
      anchors: anchorsOf([{ file, data }])[name] ?? [],
      ...(retired ? { retired } : {}),
    };
    this.apply(name, page);
    this.store({ saved: { ...this.changes.saved, [name]: page }, deleted: this.changes.deleted.filter((gone) => gone !== name) });
  }

  /**
   * A page picked in a link field (./page-link-control.tsx): Decap's picker lists the
   * repository's pages, so it exists there, made in another browser or session maybe,
   * after the build this editor came with. Known from now on, unless known already.
   */
  picked(name: string, path: string): void {
    if (!PAGE_NAME.test(name) || Object.hasOwn(this.paths, name)) return;
    const page = { path, links: [] };
    this.apply(name, page);
    this.store({ saved: { ...this.changes.saved, [name]: page }, deleted: this.changes.deleted.filter((gone) => gone !== name) });
  }

  /** A page deleted: links to it are problems from now on, and its own links are gone. */
  deleted(name: string): void {
    this.remove(name);
    const saved = Object.fromEntries(Object.entries(this.changes.saved).filter(([savedName]) => savedName !== name));
    this.store({ saved, deleted: [...this.changes.deleted.filter((gone) => gone !== name), name] });
  }

  private apply(name: string, page: PageChanges["saved"][string]): void {
    // A retired page has no path a link may open (lib/content/load.ts): it is known as retired instead.
    if (page.retired) {
      delete this.paths[name];
      this.retiredPages[name] = page.retired;
    } else {
      this.paths[name] = page.path;
      delete this.retiredPages[name];
    }
    if (page.anchors) this.anchors[name] = page.anchors;
    this.links = [...this.links.filter((link) => link.file !== fileOf(name)), ...page.links];
  }

  private remove(name: string): void {
    delete this.paths[name];
    delete this.anchors[name];
    delete this.retiredPages[name];
    this.links = this.links.filter((link) => link.file !== fileOf(name));
  }

  private store(changes: PageChanges): void {
    this.changes = changes;
    try {
      this.storage?.setItem(KNOWN_PAGES_KEY, JSON.stringify(changes));
    } catch {
      // A full or blocked storage: this session still knows them.
    }
  }
}

/** The entry's data as plain JSON. */
function dataOf(entry: DecapEntry): Record<string, unknown> {
  const data = plain(entry.get("data"));
  return data && typeof data === "object" ? Object.fromEntries(Object.entries(data)) : {};
}

const isPage = (entry: DecapEntry) => entry.get("collection") === PAGES.collection;

/**
 * The problems of a page entry about to be saved, in the editor's words: its own (lib/content/page-problems.ts), then
 * the links of other pages it would break (a section they land at that it no longer gives, or all of them, if it is retired).
 */
export function saveProblems(entry: DecapEntry, known: KnownPages, data: Pick<PreviewData, "figures" | "shared">, page = dataOf(entry)): string[] {
  const name = known.nameOf(entry);
  const claims = data.shared.claims.claims.map((claim) => claim.name);
  const check = {
    file: fileOf(name),
    data: page,
    pagePaths: known.pagePaths,
    claims,
    figures: data.figures,
    retired: known.retired,
    anchors: known.pageAnchors,
  };
  return [...pageProblems(check).map((p) => p.words), ...linkedProblems(fileOf(name), page, known.pageLinks)];
}

/**
 * The page entry's former paths as Save writes them: the path it had as built (main's, KnownPages builtPaths) added
 * when it moves away from it, and its path taken out (lib/content/redirects.mjs formerPathsAfterMove), so the redirect
 * goes in the same pull request as the move. Undefined when they stay as they are.
 */
export function formerPathsOnSave(entry: DecapEntry, known: KnownPages): string[] | undefined {
  const page = dataOf(entry);
  if (typeof page.path !== "string") return undefined;
  const name = known.nameOf(entry);
  const before = formerPathsOf(page);
  const built = Object.hasOwn(known.builtPaths, name) && entry.get("newRecord") !== true ? known.builtPaths[name] : undefined;
  const after = formerPathsAfterMove(before, page.path, built);
  return JSON.stringify(after) === JSON.stringify(before) ? undefined : after;
}

/** A page's data with these former paths: none is no field. */
function withFormerPaths<T extends Record<string, unknown>>(page: T, former: readonly string[]): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(page).filter(([key]) => key !== "formerPaths"));
  return former.length ? { ...rest, formerPaths: [...former] } : rest;
}

/** The entry's data, as Decap holds it, with these former paths (a plain array in Decap's map: its save, toJS, writes it as it is). */
function entryWithFormerPaths(entry: DecapEntry, former: readonly string[]): unknown {
  const data = entry.get("data");
  if (!isImmutableMap(data)) throw new Error("Decap's entry holds its data in a form this check does not know: the former paths cannot be written");
  return former.length ? data.set("formerPaths", [...former]) : data.delete("formerPaths");
}

/** Decap's entry data: an Immutable.js map, as far as this reads and writes it. */
interface ImmutableMap {
  set(key: string, value: unknown): unknown;
  delete(key: string): unknown;
  get(key: string): unknown;
}

const isImmutableMap = (value: unknown): value is ImmutableMap =>
  Boolean(value && typeof value === "object" && ["set", "delete", "get"].every((key) => typeof Reflect.get(value as object, key) === "function"));

/**
 * Registers the warning of example words, after every check that refuses (register it last): a page whose fields still
 * hold their section's example is stopped once, the fields listed; the same Save again, with the same fields, goes through.
 */
export function registerExampleWordsWarning(cms: EventRegistry, data: PreviewData, known: KnownPages): void {
  // The example words last warned of, by page.
  const warned = new Map<string, string>();
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      if (!isPage(entry)) return undefined;
      const name = known.nameOf(entry);
      const examples = exampleWordsOf(entry, data);
      const key = examples.join("\n");
      if (examples.length && warned.get(name) !== key) {
        warned.set(name, key);
        refuseOn("examples", examples);
      }
      warned.delete(name);
      return undefined;
    },
  });
}

/** The fields of a page entry about to be saved that still hold their section's example, as the editor labels them (a warning). */
export function exampleWordsOf(entry: DecapEntry, data: Pick<PreviewData, "launchCopy">): string[] {
  return exampleFieldsOf(dataOf(entry), data.launchCopy).map((field) => field.words);
}

/**
 * The characters the site's font lacks in a shared file about to be saved, and the invisible characters copied from
 * the preview in any of its strings (as the page check refuses them in a page's), each field named; none for a file
 * the config does not list.
 */
export function sharedFileProblems(entry: DecapEntry, data: Pick<PreviewData, "fontFiles">): string[] {
  const file = data.fontFiles.find((f) => f.collection === entry.get("collection") && f.name === entry.get("slug"));
  if (!file) return [];
  const values = dataOf(entry);
  const invisible = [...stringsAt(values)].filter(({ text }) => invisibleCharacters(text).length > 0);
  const font = fontProblems(
    file.entry,
    file.fields,
    // A string with invisible characters is named for them, and checked for the font without them.
    withoutInvisible(values),
  );
  return [...font, ...invisible.map(({ at, text }) => `${file.entry}: ${fieldWords(values, at)}: ${invisibleMessage(text)}`)];
}

/** Decap's registry, as far as these checks use it. */
interface EventRegistry {
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "preUnpublish" | "postUnpublish";
    handler: (event: { entry: DecapEntry }) => unknown;
  }): void;
}

/** Registers the checks: before a page or a shared file is saved, after a page is, and before a page is deleted; returns the pages they know. */
export function registerSaveChecks(cms: EventRegistry, data: PreviewData): KnownPages {
  const known = new KnownPages(data, globalThis.localStorage);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      if (!isPage(entry)) {
        refuseOn("save", sharedFileProblems(entry, data), "file");
        // Undefined: Decap saves the entry as it is.
        return undefined;
      }
      // Checked as it will be written: a moved page with its former paths.
      const former = formerPathsOnSave(entry, known);
      refuseOn("save", saveProblems(entry, known, data, former === undefined ? dataOf(entry) : withFormerPaths(dataOf(entry), former)));
      // A moved page's data with its former paths, or undefined (as it is).
      return former === undefined ? undefined : entryWithFormerPaths(entry, former);
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      if (isPage(entry)) known.saved(known.nameOf(entry), dataOf(entry));
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "preUnpublish",
    handler: ({ entry }) => {
      if (!isPage(entry)) return undefined;
      refuseOn("delete", deleteProblems(fileOf(known.nameOf(entry)), known.pageLinks));
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "postUnpublish",
    handler: ({ entry }) => {
      if (isPage(entry)) known.deleted(known.nameOf(entry));
      return undefined;
    },
  });
  return known;
}
