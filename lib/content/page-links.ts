/**
 * Links name a page, not its path: a link field (href, lib/content/schema.ts)
 * stores the page file's name ("brands", its file name without .json), which
 * the editor picks from the Pages collection itself and keeps when the page's
 * path changes. The site turns each name into the page's current path here,
 * at build time (lib/content/load.ts, lib/content/layout.ts), and the
 * editor's preview does the same with the pages as built; the views only ever
 * see paths. A name no page file has fails the build, naming file and field
 * (a deleted page that others still link to).
 */
import type { z } from "zod";
import { splitPageLink } from "./page-path.mjs";
import { references, type Reference } from "./references";

/** Each page's path by its name ({ brands: "/brands", home: "/" }): lib/content/page-files.mjs pagePathsOf. */
export type PagePaths = Readonly<Record<string, string>>;

/** A link to a page: the field's reference, `name` the page's name alone, `anchor` the section it lands at, if it names one. */
export interface PageReference extends Reference {
  anchor?: string;
}

/** Every link to a page in a file's data: its page's name and, after "#", the anchor it lands at. */
export function pageReferences(schema: z.ZodType, data: unknown): PageReference[] {
  return references(schema, data, "page").map((link) => ({ ...link, ...splitPageLink(link.name) }));
}

/**
 * The retired pages by name, each with where its visitors go, in words ("the page brands (/brands)",
 * "https://example.org"): a link to one is refused (lib/content/page-problems.ts), naming that.
 */
export type RetiredPages = Readonly<Record<string, string>>;

/** What is wrong with a link to the retired page `name`. */
export const pageRetired = (name: string, to: string): string =>
  `names the page "${name}", which is retired (its visitors are sent to ${to}): link to where it sends them instead`;

/** The path of the page a link names, or what `missing` says for a name `paths` lacks. */
export function pagePathOf(name: string, paths: PagePaths, missing: (name: string) => string): string {
  return Object.hasOwn(paths, name) ? paths[name]! : missing(name);
}

/** What is wrong with a link to the page `name`, which `paths` lacks (the build's lines and the editor's check). */
export const pageMissing = (name: string, paths: PagePaths): string =>
  `names the page "${name}", which no page file has (deleted?): lib/content/pages/ has ${Object.keys(paths).join(", ")}`;

/** What is wrong with a link to the section `anchor` of the page `name`, which does not draw it. */
export const sectionMissing = (name: string, path: string, anchor: string, has: readonly string[]): string =>
  `links to the section "${anchor}" of the page ${name} (${path}), which that page does not draw (the anchors a link can land at there: ${has.length ? has.join(", ") : "none"}): choose one of those, or give that section this anchor ("Anchor for links")`;

/**
 * One line per link in a file that names a page no page file has, or a retired one, or a section its page does not
 * give an anchor (`anchors`, each page's by its name): "file: field: …".
 */
export function pageLinkProblems(
  file: string,
  schema: z.ZodType,
  data: unknown,
  paths: PagePaths,
  retired: RetiredPages = {},
  anchors: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  return pageReferences(schema, data).flatMap((link) => {
    const has = anchors[link.name];
    const problem = !Object.hasOwn(paths, link.name)
      ? Object.hasOwn(retired, link.name)
        ? pageRetired(link.name, retired[link.name]!)
        : pageMissing(link.name, paths)
      : link.anchor !== undefined && has && !has.includes(link.anchor)
        ? sectionMissing(link.name, paths[link.name]!, link.anchor, has)
        : undefined;
    return problem ? [`${file}: ${link.at}: ${problem}`] : [];
  });
}

/**
 * A copy of a file's data with every link's page name replaced by that page's
 * path. A name `paths` lacks goes to `missing`: the build has refused it by then
 * (pageLinkProblems), so the site's default throws; the editor's preview passes
 * one that draws a page it does not know yet (one published after the build).
 */
export function withPagePaths<T>(
  schema: z.ZodType,
  data: T,
  paths: PagePaths,
  missing: (name: string, at: string) => string = (name, at) => {
    throw new Error(`${at}: names the page "${name}", which no page file has`);
  },
): T {
  if (data === undefined) return data;
  // Content is JSON (a file as read, or as the editor holds it): a JSON copy is a whole one.
  const copy: T = JSON.parse(JSON.stringify(data));
  for (const link of pageReferences(schema, copy)) {
    // A section of the page: its anchor after the path, as the browser follows it (/donation-api/charities#checkout-demo).
    Reflect.set(link.holder, link.key, pagePathOf(link.name, paths, (name) => missing(name, link.at)) + (link.anchor ? `#${link.anchor}` : ""));
  }
  return copy;
}
