import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import fontFaces from "@/lib/font-faces.json";
import { FONT_CHARACTERS } from "@/lib/content/font-coverage";

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

it("the font's faces cover every character the site's code writes", () => {
  const allowed = new Set([...FONT_CHARACTERS, "\n", "\r", "\t"]);
  const missing = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => files(path.join(process.cwd(), dir)))) {
    for (const ch of renderedText(readFileSync(file, "utf8"))) {
      if (!allowed.has(ch) && !missing.has(ch)) missing.set(ch, path.relative(process.cwd(), file));
    }
  }
  // A character listed here needs adding to a face in scripts/subset-font.mjs (then rerun it), if Archivo has it.
  expect(Object.fromEntries(missing)).toEqual({});
});

it("app/fonts.ts declares the preloaded base, app/globals.css the two accents' faces, each with its file and unicode-range as scripts/subset-font.mjs wrote them, and the site's stacks use all three", () => {
  const source = readFileSync(path.join(process.cwd(), "app/fonts.ts"), "utf8");
  const calls = [...source.matchAll(/localFont\(\{([\s\S]*?)\n\}\)/g)].map(([, body]) => ({
    file: `app/${/src: "\.\/([^"]+)"/.exec(body!)?.[1]}`,
    unicodeRange: /prop: "unicode-range", value: "([^"]+)"/.exec(body!)?.[1],
    preload: /preload: (true|false)/.exec(body!)?.[1] === "true",
  }));
  const [base, ...extensions] = fontFaces.faces;
  expect(calls).toEqual([{ file: base!.file, unicodeRange: base!.unicodeRange, preload: true }]);
  // The accents' faces: plain @font-face rules of one family, their files relative to the stylesheet; no other rule loads a file.
  const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
  const bodies = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => body!);
  expect(bodies.filter((body) => body.includes("url(")).length).toBe(extensions.length);
  const rules = bodies.map((body) => ({
    family: /font-family: "([^"]+)";/.exec(body)?.[1],
    file: `app/${/src: url\("\.\/([^"]+)"\)/.exec(body)?.[1]}`,
    unicodeRange: /unicode-range: ([^;]+);/.exec(body)?.[1]?.replace(/\s/g, ""),
  }));
  // (The other rules are the fallback's, local fonts measured to Archivo: tests/e2e/font.spec.ts checks those.)
  expect(rules.filter((rule) => rule.family === "Archivo Accents")).toEqual(
    extensions.map((face) => ({ family: "Archivo Accents", file: face.file, unicodeRange: face.unicodeRange })),
  );
  // The site's stacks list the accents ahead of the base (whose fallback, Arial, has accented letters of its own): the
  // base by the family app/fonts.ts gives next/font, then next/font's fallback for it, by name.
  const family = /\{ prop: "font-family", value: "([^"]+)" \}/.exec(readFileSync(path.join(process.cwd(), "app/fonts.ts"), "utf8"))?.[1];
  expect(family).toBeTruthy();
  for (const face of ["sans", "display"]) expect(css).toContain(`--font-${face}: "Archivo Accents", "${family}", "${family} Fallback",`);
  // The faces split the characters: none is in two (a page would fetch a face it did not need).
  const total = fontFaces.faces.reduce((n, face) => n + [...face.characters].length, 0);
  expect(FONT_CHARACTERS.size).toBe(total);
});
