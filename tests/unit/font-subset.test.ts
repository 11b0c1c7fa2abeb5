import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import subset from "@/app/fonts/archivo-drops.json";

// Text in these folders is what the site renders in Archivo.
const SOURCES = ["lib", "components", "app"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** String literals and JSX text, without comments (which never render). */
function renderedText(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

it("the subset font covers every character the site's copy uses", () => {
  const allowed = new Set([...subset.characters, "\n", "\r", "\t"]);
  const missing = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => files(path.join(process.cwd(), dir)))) {
    for (const ch of renderedText(readFileSync(file, "utf8"))) {
      if (!allowed.has(ch) && !missing.has(ch)) missing.set(ch, path.relative(process.cwd(), file));
    }
  }
  // A character listed here needs adding to SUBSET_TEXT in scripts/subset-font.mjs (then rerun it).
  expect(Object.fromEntries(missing)).toEqual({});
});
