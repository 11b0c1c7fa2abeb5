/**
 * What the build would refuse, refused before Save (issue #30): Decap's
 * preSave event runs the build's own check of a page file
 * (lib/content/page-problems.ts) on the entry being saved, with the site's
 * pages, claims and figures as built (out/admin/preview.json) and the pages
 * saved or deleted in this session since. Decap has no event before a delete
 * but preUnpublish, which its deleteEntry fires before it removes the file: a
 * page that other pages or the header link to is refused there, naming each
 * link. A refusal throws, which stops Decap, and lists every problem
 * (./save-notice.ts). (Decap fires the un-publish events for a delete only:
 * this editor's workflow has no "unpublish" of its own.) Shared files keep their field patterns only: their
 * schemas are server code (the manifest's), not loaded here.
 */
import type { PagePaths } from "@/lib/content/page-links";
import { PAGE_NAME, routeSlug } from "@/lib/content/page-path.mjs";
import { deleteProblems, pageEntryWords, pageLinksIn, pageProblems, type PageLinkAt } from "@/lib/content/page-problems";
import { pageSchema } from "@/lib/content/page.schema";
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

/** The pages as the editor knows them: as built, then as this session saved or deleted them. */
export class KnownPages {
  private paths: Record<string, string>;
  private links: PageLinkAt[];

  constructor(data: Pick<PreviewData, "pagePaths" | "pageLinks">) {
    this.paths = { ...data.pagePaths };
    this.links = [...data.pageLinks];
  }

  get pagePaths(): PagePaths {
    return this.paths;
  }

  get pageLinks(): readonly PageLinkAt[] {
    return this.links;
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
    if (typeof data.path === "string") this.paths[name] = data.path;
    const file = fileOf(name);
    this.links = [...this.links.filter((link) => link.file !== file), ...pageLinksIn(file, pageEntryWords(data), pageSchema, data)];
  }

  /** A page deleted: links to it are problems from now on, and its own links are gone. */
  deleted(name: string): void {
    delete this.paths[name];
    this.links = this.links.filter((link) => link.file !== fileOf(name));
  }
}

/** The entry's data as plain JSON. */
function dataOf(entry: DecapEntry): Record<string, unknown> {
  const data = plain(entry.get("data"));
  return data && typeof data === "object" ? Object.fromEntries(Object.entries(data)) : {};
}

const isPage = (entry: DecapEntry) => entry.get("collection") === PAGES.collection;

/** The problems of a page entry about to be saved, in the editor's words. */
export function saveProblems(entry: DecapEntry, known: KnownPages, data: Pick<PreviewData, "figures" | "shared">): string[] {
  const name = known.nameOf(entry);
  const claims = data.shared.claims.claims.map((claim) => claim.name);
  return pageProblems({ file: fileOf(name), data: dataOf(entry), pagePaths: known.pagePaths, claims, figures: data.figures }).map((p) => p.words);
}

/** Decap's registry, as far as these checks use it. */
interface EventRegistry {
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "preUnpublish" | "postUnpublish";
    handler: (event: { entry: DecapEntry }) => unknown;
  }): void;
}

/** Registers the checks: before a page is saved, after it is, and before a page is deleted. */
export function registerSaveChecks(cms: EventRegistry, data: PreviewData): void {
  const known = new KnownPages(data);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      if (isPage(entry)) refuseOn("save", saveProblems(entry, known, data));
      // Undefined: Decap saves the entry as it is.
      return undefined;
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
}
