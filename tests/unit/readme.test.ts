/**
 * @jest-environment node
 *
 * The README's map and the guides in docs/ name real files: every path they write
 * in `code` (or link to) exists, so a move that forgets the README fails here. A path may be
 * written from the repository's root (`lib/content/schema.ts`) or from the
 * folder its row or sentence is about (`build/csp.mjs`, `fixtures.ts`); then
 * some file or folder must end with it. Addresses (`/brands`), placeholders
 * (`<page>`), globs and what the build writes (`out/`) are not paths in the tree.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
/** Written by a build or a run, not kept in the tree. */
const GENERATED = /^(out|\.review|\.preview|reports|test-results|\.next|\.pictures|public\/_pictures|\.cache|\.wrangler)(\/|$)|^serve\.generated\.json$/;
const FILE_NAME = /^[\w.-]+\.(tsx?|mjs|cjs|js|json|ya?ml|md|css|woff2|svg)$/;

/** The paths a Markdown text names: `code` spans and link targets that look like files or folders. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return [...new Set([...spans, ...links])].filter(
    (token) =>
      !/[\s<>*{}$=@…|]/.test(token) && !/^(\/|\.\.\/|https?:|#)/.test(token) && !GENERATED.test(token) && (token.includes("/") || FILE_NAME.test(token)),
  );
}

const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const known = [...tracked, ...folders];

/** A module of an installed package (`next/dynamic`), not a path in the tree. */
const isPackageModule = (token: string) => /^[a-z@][\w.-]*\/[\w./-]+$/.test(token) && existsSync(path.join(root, "node_modules", token.split("/")[0]!));

function exists(token: string) {
  if (isPackageModule(token)) return true;
  const name = token.replace(/\/$/, "");
  if (existsSync(path.join(root, name))) return true;
  return known.some((file) => file === name || file.endsWith(`/${name}`));
}

test("every path the README and the code's map name exists", () => {
  const named = namedPaths(readFileSync(path.join(root, "README.md"), "utf8"));
  expect(named.length).toBeGreaterThan(10);
  expect(namedPaths(readFileSync(path.join(root, "docs", "code.md"), "utf8")).length).toBeGreaterThan(40);
  expect(named.filter((token) => !exists(token))).toEqual([]);
});

/** The guides the README links to: each names real files too. */
const GUIDES = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md"));

test.each(GUIDES)("every path docs/%s names exists", (guide) => {
  const named = namedPaths(readFileSync(path.join(root, "docs", guide), "utf8"));
  expect(named.filter((token) => !exists(token))).toEqual([]);
});

test("the README's map is one screen: a folder a row, in a few words", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const map = readme.slice(readme.indexOf("## Map of the code"), readme.indexOf("\n## ", readme.indexOf("## Map of the code") + 1));
  const rows = map.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| folder"));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.length).toBeLessThanOrEqual(16);
  expect(rows.filter((row) => row.length > 160)).toEqual([]);
});

test("the README stays a ten-minute read that links every guide", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  expect(GUIDES.filter((guide) => !readme.includes(`](docs/${guide})`))).toEqual([]);
});

test("the check reads code spans and links, and leaves addresses, placeholders and build output alone", () => {
  const named = namedPaths(
    "See `lib/constants.ts`, [the docs](docs/performance.md), `/brands`, `lib/<page>.ts`, `out/_headers`, `npm test`, `fixtures.ts` and `app/(site)/**/page.tsx`.",
  );
  expect(named).toEqual(["lib/constants.ts", "fixtures.ts", "docs/performance.md"]);
  expect(["lib/constants.ts", "fixtures.ts", "build/csp.mjs", "docs/performance.md"].every(exists)).toBe(true);
  expect(["lib/sites.ts", "scripts/gone.mjs"].some(exists)).toBe(false);
});
