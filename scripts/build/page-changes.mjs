// What a marketer can change on a page, compared between the base branch and
// this one (scripts/review.mjs), and which pages a changed content file feeds.
// Pure functions over exported HTML, the page's text and file paths; the review
// page (review-page.mjs) shows what they find.
import { diffLines, diffWordsWithSpace } from "diff";

/** The page's structured data (every JSON-LD block), as indented JSON with sorted keys: "" when none. */
export function structuredData(html) {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  if (blocks.length === 0) return "";
  const sorted = (value) =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted(value[key])]),
          )
        : value;
  return JSON.stringify(sorted(blocks.length === 1 ? blocks[0] : blocks), null, 2);
}

/** The words a visitor reads, one block per line, blank lines and runs of spaces gone. */
export const normaliseText = (text) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

/** The kinds of change, in the order the review lists them. */
export const CHANGE_KINDS = ["title", "description", "canonical", "socialCard", "structuredData", "text"];
export const CHANGE_LABELS = {
  title: "title",
  description: "description",
  canonical: "canonical URL",
  socialCard: "social card",
  structuredData: "structured data",
  text: "words",
};

/**
 * What differs between two renderings of one page, apart from pixels (the
 * social card's pixels are compared by the caller, which has the images):
 * a list of { kind, base, branch } in CHANGE_KINDS order.
 * @param {{ html: string, text: string, facts: { title?: string, description?: string, canonical?: string } }} base
 *   the exported HTML, the text a visitor reads, and review-page.mjs' pageFacts of the HTML
 * @param {{ html: string, text: string, facts: object }} branch
 */
export function pageChanges(base, branch) {
  const [a, b] = [base.facts, branch.facts];
  const changes = [];
  for (const kind of ["title", "description", "canonical"]) {
    if (a[kind] !== b[kind]) changes.push({ kind, base: a[kind] ?? "", branch: b[kind] ?? "" });
  }
  const [dataA, dataB] = [structuredData(base.html), structuredData(branch.html)];
  if (dataA !== dataB) changes.push({ kind: "structuredData", base: dataA, branch: dataB });
  const [textA, textB] = [normaliseText(base.text), normaliseText(branch.text)];
  if (textA !== textB) changes.push({ kind: "text", base: textA, branch: textB });
  return changes;
}

/**
 * A line diff of two texts, with the words that changed inside a changed line
 * marked, and unchanged lines beyond `context` around a change folded away.
 * Resolves to rows: { type: "same" | "removed" | "added" | "changed" | "fold", ... }
 * where "changed" carries parts: [{ type: "same" | "removed" | "added", text }].
 */
export function textDiff(before, after, { context = 1 } = {}) {
  const rows = [];
  const lines = (value) => value.replace(/\n$/, "").split("\n");
  const parts = diffLines(before ? `${before}\n` : "", after ? `${after}\n` : "");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      // A block rewritten: show the edit word by word.
      const [gone, come] = [lines(part.value), lines(next.value)];
      const paired = Math.min(gone.length, come.length);
      for (let j = 0; j < paired; j++) {
        rows.push({
          type: "changed",
          parts: diffWordsWithSpace(gone[j], come[j]).map((p) => ({ type: p.added ? "added" : p.removed ? "removed" : "same", text: p.value })),
        });
      }
      for (const text of gone.slice(paired)) rows.push({ type: "removed", text });
      for (const text of come.slice(paired)) rows.push({ type: "added", text });
      i++;
    } else {
      for (const text of lines(part.value)) rows.push({ type: part.added ? "added" : part.removed ? "removed" : "same", text });
    }
  }
  // Fold the unchanged lines far from any change.
  const near = rows.map((_, i) => rows.slice(Math.max(0, i - context), i + context + 1).some((r) => r.type !== "same"));
  const folded = [];
  rows.forEach((row, i) => {
    if (row.type !== "same" || near[i]) folded.push(row);
    else if (folded.at(-1)?.type === "fold") folded.at(-1).lines++;
    else folded.push({ type: "fold", lines: 1 });
  });
  return folded;
}

/** Where the copy lives: a changed file matching these is a content change. */
export const CONTENT_FILES = [/^lib\/content\//, /^lib\/constants\.[a-z]+$/];

export const isContentFile = (file) => CONTENT_FILES.some((re) => re.test(file));

/**
 * The pages a content file feeds. A page file (lib/content/pages/) feeds the
 * page at the path it holds (`pageFiles`, from lib/content/page-files.mjs).
 * Any other, from its path alone: a file named after a
 * route feeds that route (lib/content/brands.*, lib/content/donation-api/loyalty.*,
 * home or index for "/"; a folder such as pages/ or schemas/ in front is
 * ignored); a file in a route's folder that is not a route itself (say
 * lib/content/donation-api/shared.*) feeds the routes under that folder; any
 * other file (layout, droplist, site, shared...) feeds every page.
 * @param {string} file  a repository path
 * @param {string[]} routes  the site's routes, "/" included
 * @param {Record<string, string>} [pageFiles]  each page file's path
 */
export function routesFedBy(file, routes, pageFiles = {}) {
  if (pageFiles[file] && routes.includes(pageFiles[file])) return [pageFiles[file]];
  const relative = file.replace(/^lib\/content\//, "").replace(/^lib\//, "");
  // brands.schema.ts and brands.json are both about brands.
  const segments = relative.split("/").map((s, i, all) => (i === all.length - 1 ? s.replace(/\..*$/, "") : s));
  const asRoute = (parts) => (parts.length === 1 && ["home", "index"].includes(parts[0]) ? "/" : `/${parts.join("/")}`);
  for (let start = 0; start < segments.length; start++) {
    const route = asRoute(segments.slice(start));
    if (routes.includes(route)) return [route];
  }
  for (let start = 0; start < segments.length - 1; start++) {
    const folder = `/${segments.slice(start, -1).join("/")}`;
    const under = routes.filter((r) => r.startsWith(`${folder}/`));
    if (under.length) return under;
  }
  return [...routes];
}

/** The content files among `files`, each with the pages it feeds. */
export const contentFileRoutes = (files, routes, pageFiles = {}) =>
  files.filter(isContentFile).map((file) => ({ file, routes: routesFedBy(file, routes, pageFiles) }));

/**
 * The redirects a branch adds and removes against its base (lib/content/redirects.mjs pageRedirects of each): one
 * whose target changed is removed and added. { added, removed }, each [{ from, to, file }], in order of their sources.
 * @param {readonly { from: string, to: string, file: string }[]} base
 * @param {readonly { from: string, to: string, file: string }[]} branch
 */
export function redirectChanges(base, branch) {
  const key = (r) => `${r.from} ${r.to}`;
  const [had, has] = [new Set(base.map(key)), new Set(branch.map(key))];
  return { added: branch.filter((r) => !had.has(key(r))), removed: base.filter((r) => !has.has(key(r))) };
}
