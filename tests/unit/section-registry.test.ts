/**
 * Each section type is registered in one place: its schema in the schemas'
 * index (lib/sections/schemas.ts), its view in the views' index
 * (components/sections/views.tsx), and no other module imports either, type
 * imports included. The folders are named by the type keys the indexes list.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { pageAt } from "@/lib/content/load";
import { pageSchema } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";
import type { SectionSchema } from "@/lib/sections/section-schema";
import { SECTION_VIEWS } from "@/components/sections/views";

const root = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib", "scripts", "tests", "functions"];

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "fixtures" ? [] : sourceFiles(rel);
    return /\.(tsx?|m?js)$/.test(entry.name) ? [rel] : [];
  });
}

/** Every module a file names: imports and re-exports (type-only too), dynamic imports, jest.mock and require. */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const patterns = [
    /\b(?:import|export)\b[^'";]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(?\s*["']([^"']+)["']/g,
    /\b(?:require|jest\.mock)\(\s*["']([^"']+)["']/g,
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]!));
}

/** A specifier as a file of this project, relative to the root (undefined for packages and assets). */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".") && !spec.startsWith("@/")) return undefined;
  const base = spec.startsWith("@/") ? spec.slice(2) : path.posix.join(path.posix.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`].find(
    (candidate) => /\.(tsx?|m?js|json)$/.test(candidate) && existsSync(path.join(root, candidate)),
  );
}

/** Who imports each file of the project. */
function importers(): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const spec of importsOf(readFileSync(path.join(root, file), "utf8"))) {
      const target = resolve(file, spec);
      if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), file]);
    }
  }
  return byTarget;
}

const KEYS = SECTION_SCHEMAS.map((type) => type.name);

/**
 * Files only one module may import, each with that module. A shared content
 * file's JSON (lib/content/*.json, imported only by the content manifest) is
 * to join this list.
 */
const REGISTERED_ONCE: { what: string; files: string[]; only: string }[] = [
  { what: "a section type's schema", files: KEYS.map((key) => `lib/sections/${key}/schema.ts`), only: "lib/sections/schemas.ts" },
  { what: "a section type's view", files: KEYS.map((key) => `components/sections/${key}/view.tsx`), only: "components/sections/views.tsx" },
];

describe("each section type is registered in one place", () => {
  const graph = importers();

  test.each(REGISTERED_ONCE)("only $only imports $what", ({ files, only }) => {
    for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
    const strays = files.flatMap((file) => (graph.get(file) ?? []).filter((by) => by !== only).map((by) => `${by} → ${file}`));
    expect(strays).toEqual([]);
    expect(files.filter((file) => !(graph.get(file) ?? []).includes(only))).toEqual([]);
  });

  test("the views' index has a view for each type of the schemas' index, and no other", () => {
    expect(Object.keys(SECTION_VIEWS).sort()).toEqual([...KEYS].sort());
  });

  test("each folder of a section type is named by a key of the index (shared/ holds what several types share)", () => {
    const folders = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "shared");
    expect(
      folders("lib/sections")
        .map((e) => e.name)
        .sort(),
    ).toEqual([...KEYS].sort());
    expect(
      folders("components/sections")
        .map((e) => e.name)
        .sort(),
    ).toEqual([...KEYS].sort());
  });

  test("the scan sees type-only imports, re-exports, dynamic imports and mocks", () => {
    const source = `import type { A } from "./a";\nexport { b } from "@/b";\nconst c = import("./c");\njest.mock("./d");\nimport "./e";`;
    expect(importsOf(source).sort()).toEqual(["./a", "./c", "./d", "./e", "@/b"]);
  });
});

describe("what a page needs from its sections", () => {
  test("a type that may appear once per page is refused a second time, naming the type and the first", () => {
    const page = pageAt("/");
    const types: readonly SectionSchema[] = SECTION_SCHEMAS;
    const type = types.find((t) => page.sections.some((s) => s.type === t.name && t.oncePerPage(s)))!;
    const index = page.sections.findIndex((s) => s.type === type.name);
    const section = page.sections[index]!;
    // The page as its file holds it: the loader adds where it was read from.
    const data = Object.fromEntries(Object.entries(page).filter(([key]) => key !== "file"));
    const result = pageSchema.safeParse({ ...data, sections: [...page.sections, section] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["sections", page.sections.length],
        message: `is a second "${type.label}" section (the first is section ${index + 1}): a page has one`,
      }),
    ]);
    expect(pageSchema.safeParse(data).success).toBe(true);
  });
});
