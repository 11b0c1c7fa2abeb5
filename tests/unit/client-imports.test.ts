/**
 * No page of the site ships the schema library (zod, the content schemas) or
 * the code highlighter (shiki) to the browser: they run at build time, and the
 * pages get their results. Every module a client component of the site imports,
 * however deep, statically or lazily, is followed here; a type-only import is
 * gone once compiled and is not. The editor (components/editor/, its own route
 * and bundle) is the one client code that loads them: it draws and checks pages
 * as they are edited.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** What a page's browser must never load: bare packages and modules of this project. */
const BUILD_ONLY_PACKAGES = [/^zod(\/|$)/, /^shiki(\/|$)/, /^@shikijs\//];
const isBuildOnlyModule = (file: string) => file === "lib/highlight.ts" || file.startsWith("lib/sections/") || /(^|[/.])schema\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|m?js)$/.test(entry.name) ? [rel] : [];
  });
}

/** The modules a source file loads at run time: value imports, re-exports, side-effect and dynamic imports. */
export function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const specs: string[] = [];
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (m[2]) continue;
    // import { type A, type B } from "x": types only.
    const names = m[3].match(/^\{([\s\S]*)\}$/)?.[1];
    if (names && names.split(",").every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue;
    specs.push(m[4]);
  }
  for (const m of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) specs.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** A specifier as a file of this project (relative to the root), a bare package, or undefined for assets. */
function resolve(from: string, spec: string, exists: (file: string) => boolean): { file?: string; pkg?: string } {
  if (!spec.startsWith(".") && !spec.startsWith("@/")) return { pkg: spec };
  const base = spec.startsWith("@/") ? spec.slice(2) : path.posix.join(path.posix.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(tsx?|m?js)$/.test(candidate) && exists(candidate)) return { file: candidate };
  }
  return {};
}

/** Every build-only module a client entry reaches, with the chain that reaches it. */
export function buildOnlyReached(
  entry: string,
  read = (file: string) => readFileSync(path.join(root, file), "utf8"),
  exists = (file: string) => existsSync(path.join(root, file)),
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(read(file))) {
      const { file: next, pkg } = resolve(file, spec, exists);
      const via = [...chain, file].join(" → ");
      if (pkg && BUILD_ONLY_PACKAGES.some((re) => re.test(pkg))) problems.push(`${via} → ${pkg}`);
      else if (next && isBuildOnlyModule(next)) problems.push(`${via} → ${next}`);
      else if (next) walk(next, [...chain, file]);
    }
  };
  walk(entry, []);
  return problems;
}

const clientEntries = () =>
  [...sourceFiles("app"), ...sourceFiles("components")].filter(
    (file) => !file.startsWith("components/editor/") && /^\s*["']use client["']/.test(readFileSync(path.join(root, file), "utf8")),
  );

describe("no page of the site ships the schemas or the highlighter", () => {
  it("no client component of the site reaches a schema, zod or shiki", () => {
    const entries = clientEntries();
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.flatMap((entry) => buildOnlyReached(entry))).toEqual([]);
  });

  it("follows value imports, however deep, and leaves type-only imports alone", () => {
    const files: Record<string, string> = {
      "components/island.tsx": `"use client";\nimport type { A } from "@/lib/content/a.schema";\nimport { type B } from "./b.schema";\nimport { helper } from "./helper";`,
      "components/helper.ts": `export { rules } from "../lib/content/schema";`,
    };
    const read = (file: string) => files[file] ?? "";
    const exists = (file: string) => file in files || file === "lib/content/schema.ts";
    expect(buildOnlyReached("components/island.tsx", read, exists)).toEqual(["components/island.tsx → components/helper.ts → lib/content/schema.ts"]);
    expect(runtimeImports(`import("shiki/core"); import "zod";`)).toEqual(["zod", "shiki/core"]);
  });
});
