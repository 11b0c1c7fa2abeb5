// Regenerates the site's font, Archivo cut to our axis ranges and split by
// unicode-range as font services do, so a page downloads only the faces its words need:
//   app/fonts/archivo-drops.woff2        ASCII, Latin-1 signs, our punctuation (preloaded, ≈45 kB)
//   app/fonts/archivo-drops-accents.woff2  Latin-1 letters (é ë ü ß …), Œ œ ı, ‚ „ ‹ › (on demand)
//   app/fonts/archivo-drops-latin-ext.woff2 the rest of Latin Extended-A (Ł ź č ő …) (on demand)
// Two extension files, not one: @fontsource-variable/archivo ships Latin-1's letters in its
// latin file and Extended-A in its latin-ext file, and the subsetter cannot merge two fonts.
// lib/font-faces.json records each file's bytes, the characters it really holds (its cmap, so
// a character the source lacks is never claimed) and its unicode-range. lib/content/font-coverage.ts
// reads it (the content rule); app/fonts.ts (the base) and app/globals.css (the accents) declare the
// same ranges (tests/unit/font-subset.test.ts holds them in step). Run after changing a face or the axes: node scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
// The font parser next/font itself reads these files with (a CommonJS bundle: its default export's default).
import fontkit from "next/dist/compiled/@next/font/dist/fontkit/index.js";

const readFont = fontkit.default;

const root = path.resolve(import.meta.dirname, "..");
const files = path.join(root, "node_modules/@fontsource-variable/archivo/files");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const without = (text, drop) => [...text].filter((ch) => !drop.includes(ch)).join("");
// Printable ASCII, Latin-1 signs (£ © · ½ …) and the typographic punctuation we write
// (Archivo has no → ← ⌘: a line that needs one is refused, lib/font-coverage.ts).
export const SUBSET_TEXT = range(0x20, 0x7e) + range(0xa0, 0xbf) + "×÷‘’“”–—…•↑↓€™−";
// Body copy sits at normal width (100%) and weights 400–800; headlines at 68% width, weight 850.
export const AXES = { wdth: { min: 68, max: 100, default: 100 }, wght: { min: 400, max: 900, default: 400 } };

/** The faces: each from one of the package's files, none repeating another's characters. */
export const FACES = [
  { name: "archivo-drops", source: "archivo-latin-wdth-normal.woff2", text: SUBSET_TEXT },
  {
    name: "archivo-drops-accents",
    source: "archivo-latin-wdth-normal.woff2",
    // Latin-1's letters (× and ÷ are in the base), the Extended-A letters the latin file holds, and the quotes the base lacks.
    text: without(range(0xc0, 0xff), "×÷") + "ıŒœ‚„‹›",
  },
  { name: "archivo-drops-latin-ext", source: "archivo-latin-ext-wdth-normal.woff2", text: without(range(0x100, 0x17f), "ıŒœ") },
];

/** "U+20-7E,U+A0" from a set of code points. */
export function unicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const runs = [];
  for (const cp of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  const hex = (cp) => cp.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(",");
}

const written = [];
for (const face of FACES) {
  const out = await subsetFont(readFileSync(path.join(files, face.source)), face.text, { targetFormat: "woff2", variationAxes: AXES });
  const cmap = new Set(readFont(Buffer.from(out)).characterSet);
  const characters = [...face.text].filter((ch) => cmap.has(ch.codePointAt(0)));
  const file = `app/fonts/${face.name}.woff2`;
  writeFileSync(path.join(root, file), out);
  written.push({ file, bytes: out.length, characters: characters.join(""), unicodeRange: unicodeRange(characters.map((ch) => ch.codePointAt(0))) });
  const lacking = [...face.text].filter((ch) => !cmap.has(ch.codePointAt(0)));
  console.log(`${file}: ${out.length} bytes, ${characters.length} characters${lacking.length ? ` (the source lacks ${lacking.join(" ")})` : ""}`);
}
writeFileSync(path.join(root, "lib/font-faces.json"), JSON.stringify({ axes: AXES, faces: written }, null, 2) + "\n");
