// Addresses that last: the redirects the page files ask for. A page that moved
// keeps its earlier paths in "formerPaths" (the editor writes them on Save), each
// sent to its path; a retired page ("retiredTo") is not built, and its path and
// former paths are sent where it says: another page, by name, or another site.
// Plain JavaScript, like ./page-files.mjs, so the post-build step (out/_redirects,
// scripts/build/host-rules.mjs), the paths check of `npm test`
// (scripts/check-kept-paths.mjs) and the review page read the same rules the
// loader checked (lib/content/load.ts, lib/content/page-problems.ts).
import { pageNameOf, splitPageLink } from "./page-path.mjs";

/**
 * @param {unknown} data
 * @param {string} key
 * @returns {unknown}
 */
const field = (data, key) => (data && typeof data === "object" ? Reflect.get(data, key) : undefined);

/**
 * Where a page file's retiredTo sends its visitors, or undefined for a page that is not retired:
 * { page, anchor } (a page's name, and the anchor of the section visitors land at, if it names one) or { url }.
 * @param {unknown} data
 * @returns {{ name: string, anchor?: string } | { url: string } | undefined}
 */
export function retiredTargetOf(data) {
  const list = field(data, "retiredTo");
  const first = Array.isArray(list) ? list[0] : undefined;
  const page = field(first, "page");
  const url = field(first, "url");
  if (field(first, "type") === "page" && typeof page === "string") return splitPageLink(page);
  if (field(first, "type") === "url" && typeof url === "string") return { url };
  return undefined;
}

/**
 * A page file's former paths, as written (strings only).
 * @param {unknown} data
 * @returns {string[]}
 */
export function formerPathsOf(data) {
  const list = field(data, "formerPaths");
  return Array.isArray(list) ? list.filter((item) => typeof item === "string") : [];
}

/**
 * The retired pages by name, each with where its visitors go in words (lib/content/page-links.ts RetiredPages).
 * @param {readonly { file: string, data: unknown }[]} files
 * @returns {Record<string, string>}
 */
export function retiredPagesOf(files) {
  return Object.fromEntries(
    files.flatMap(({ file, data }) => {
      const target = retiredTargetOf(data);
      if (!target) return [];
      return [[pageNameOf(file), "name" in target ? `the page "${target.name}"` : target.url]];
    }),
  );
}

/**
 * Every redirect the page files ask for, in path order of their sources: [{ from, to, file }], `to` a path or an
 * outside address. Each source is claimed by one file, and is no live page's path: a source two files claim, or a
 * live path, is a problem naming both files ({ problems }), and no rule. A retired page sent to a page that is
 * retired too, or that no file has, gets none either: the page check refuses it (lib/content/page-problems.ts).
 * @param {readonly { file: string, data: unknown }[]} files
 * @returns {{ redirects: { from: string, to: string, file: string }[], problems: string[] }}
 */
export function pageRedirects(files) {
  /** @type {Map<string, string>} the live pages' paths, each with its file */
  const live = new Map();
  /** @type {Map<string, string>} each live page's path by its name */
  const livePathOf = new Map();
  for (const { file, data } of files) {
    const path = field(data, "path");
    if (typeof path !== "string" || retiredTargetOf(data)) continue;
    live.set(path, file);
    livePathOf.set(pageNameOf(file), path);
  }
  /** @type {Map<string, string>} */
  const claimed = new Map();
  const problems = [];
  const redirects = [];
  for (const { file, data } of files) {
    const target = retiredTargetOf(data);
    const path = field(data, "path");
    const landing = target && "name" in target ? livePathOf.get(target.name) : undefined;
    const to = !target ? path : "url" in target ? target.url : landing && `${landing}${target.anchor ? `#${target.anchor}` : ""}`;
    if (typeof to !== "string") continue;
    const sources = [...(target && typeof path === "string" ? [path] : []), ...formerPathsOf(data)];
    for (const from of new Set(sources)) {
      const holder = live.get(from);
      if (holder !== undefined) {
        // A live page's own path in its former paths is the page check's to name (it is not another file's).
        if (holder !== file)
          problems.push(
            `${file}: Former paths: ${from} is the path of the live page ${holder}, so it cannot also redirect: remove it from one of the two files`,
          );
        continue;
      }
      const other = claimed.get(from);
      if (other !== undefined) {
        problems.push(
          `${file}: ${from} is also a path ${other} redirects (a former path, or a retired page's): two pages cannot both take it; remove it from one of them`,
        );
        continue;
      }
      claimed.set(from, file);
      redirects.push({ from, to, file });
    }
  }
  redirects.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { redirects, problems };
}

/**
 * A page's former paths once it is saved at `path`, having been at `mainPath` on main (undefined for a page main
 * lacks): main's path joins them when the page moves away from it, and whatever path the page takes leaves them, so
 * moving back takes the redirect away and no path ever redirects to itself. The editor writes it on Save.
 * @param {readonly string[]} former
 * @param {string} path
 * @param {string | undefined} mainPath
 * @returns {string[]}
 */
export function formerPathsAfterMove(former, path, mainPath) {
  const kept = mainPath !== undefined && mainPath !== path && !former.includes(mainPath) ? [...former, mainPath] : [...former];
  return kept.filter((p) => p !== path);
}

/**
 * Every path the page files serve: their pages' paths and their redirects' sources.
 * @param {readonly { file: string, data: unknown }[]} files
 * @returns {Set<string>}
 */
export function servedPaths(files) {
  const live = files.flatMap(({ data }) => {
    const path = field(data, "path");
    return typeof path === "string" && !retiredTargetOf(data) ? [path] : [];
  });
  return new Set([...live, ...pageRedirects(files).redirects.map((redirect) => redirect.from)]);
}

/** What the check says of a path main serves and the branch does not. */
export const lostPathProblem = (pathOnMain, base) =>
  `${pathOnMain}: ${base} serves it, this branch does not (no page has it, nothing redirects it): retire the page instead of deleting it ("Retired to" in the editor sends its visitors to another page), or give a page this path`;

/**
 * The paths `mainFiles` serve that `branchFiles` do not, each as its problem.
 * @param {readonly { file: string, data: unknown }[]} mainFiles
 * @param {readonly { file: string, data: unknown }[]} branchFiles
 * @param {string} base  the name main goes by ("main", "origin/main")
 * @returns {{ kept: string[], problems: string[] }}
 */
export function lostPaths(mainFiles, branchFiles, base) {
  const served = servedPaths(branchFiles);
  const onMain = [...servedPaths(mainFiles)].sort();
  return {
    kept: onMain.filter((p) => served.has(p)),
    problems: onMain.filter((p) => !served.has(p)).map((p) => lostPathProblem(p, base)),
  };
}
