/**
 * Each section type is registered in one place: its schema in the schemas'
 * index (lib/sections/schemas.ts), its view in the views' index
 * (components/sections/views.tsx), and no other module imports either, type
 * imports included. The folders are named by the type keys the indexes list.
 * Each shared content file likewise: the manifest (lib/content/shared-files.ts)
 * registers it and is the one module that imports its JSON, the few islands
 * ship through its island half (lib/content/island-files/, a module each).
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { pageAt } from "@/lib/content/load";
import { pageSchema } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";
import type { SectionSchema } from "@/lib/sections/section-schema";
import { SECTION_VIEWS } from "@/components/sections/views";
import { SHARED_FILES } from "@/lib/content/shared-files";

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

const graph = importers();

const MANIFEST = "lib/content/shared-files.ts";
/** The manifest's island half: one module for each shared file an island ships. */
const ISLAND_HALF = "lib/content/island-files";
const ISLAND_MODULES = readdirSync(path.join(root, ISLAND_HALF)).map((name) => `${ISLAND_HALF}/${name}`);
/** Every shared content file the manifest registers. */
const SHARED_JSON = Object.values(SHARED_FILES).map((entry) => entry.file);
/** Those an island ships, each with the one module of the island half that imports it. */
const ISLAND_JSON = SHARED_JSON.flatMap((file) => (graph.get(file) ?? []).filter((by) => ISLAND_MODULES.includes(by)).map((by) => ({ file, by })));

/** Files only one module may import, each with that module. */
const REGISTERED_ONCE: { what: string; files: string[]; only: string }[] = [
  { what: "a section type's schema", files: KEYS.map((key) => `lib/sections/${key}/schema.ts`), only: "lib/sections/schemas.ts" },
  { what: "a section type's view", files: KEYS.map((key) => `components/sections/${key}/view.tsx`), only: "components/sections/views.tsx" },
  { what: "a shared content file's JSON", files: SHARED_JSON.filter((file) => !ISLAND_JSON.some((island) => island.file === file)), only: MANIFEST },
  ...ISLAND_JSON.map(({ file, by }) => ({ what: `${file}, which an island ships`, files: [file], only: by })),
];

describe("each section type and each shared content file is registered in one place", () => {
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

  test("every JSON file in lib/content/ but the pages is a shared file the manifest registers", () => {
    const json = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) return rel === "lib/content/pages" ? [] : json(rel);
        return rel.endsWith(".json") ? [rel] : [];
      });
    expect(json("lib/content").sort()).toEqual([...SHARED_JSON].sort());
  });

  test("the island half is the manifest's: a module for each file an island ships, each imported by the manifest, which registers its data", async () => {
    expect(ISLAND_JSON.map(({ by }) => by).sort()).toEqual([...ISLAND_MODULES].sort());
    expect(ISLAND_MODULES.filter((file) => !(graph.get(file) ?? []).includes(MANIFEST))).toEqual([]);
    const registered: readonly unknown[] = Object.values(SHARED_FILES).map((entry) => entry.data);
    for (const file of ISLAND_MODULES) {
      const held: Record<string, unknown> = await import(`@/${file.replace(/\.ts$/, "")}`);
      expect(Object.values(held)).toHaveLength(1);
      expect(Object.values(held).filter((data) => !registered.includes(data))).toEqual([]);
    }
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
