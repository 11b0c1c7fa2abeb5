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
import { references } from "./references";

/** Each page's path by its name ({ brands: "/brands", home: "/" }): lib/content/page-files.mjs pagePathsOf. */
export type PagePaths = Readonly<Record<string, string>>;

/** The path of the page a link names, or what `missing` says for a name `paths` lacks. */
export function pagePathOf(name: string, paths: PagePaths, missing: (name: string) => string): string {
  return Object.hasOwn(paths, name) ? paths[name]! : missing(name);
}

/** What is wrong with a link to the page `name`, which `paths` lacks (the build's lines and the editor's check). */
export const pageMissing = (name: string, paths: PagePaths): string =>
  `names the page "${name}", which no page file has (deleted?): lib/content/pages/ has ${Object.keys(paths).join(", ")}`;

/** One line per link in a file that names a page no page file has: "file: field: …". */
export function pageLinkProblems(file: string, schema: z.ZodType, data: unknown, paths: PagePaths): string[] {
  return references(schema, data, "page")
    .filter((link) => !Object.hasOwn(paths, link.name))
    .map((link) => `${file}: ${link.at}: ${pageMissing(link.name, paths)}`);
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
  for (const link of references(schema, copy, "page")) {
    Reflect.set(
      link.holder,
      link.key,
      pagePathOf(link.name, paths, (name) => missing(name, link.at)),
    );
  }
  return copy;
}
