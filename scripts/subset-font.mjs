// Regenerates app/fonts/archivo-drops.woff2: Archivo's variable latin file cut to
// the characters and axis ranges the site uses (≈40 kB instead of 90 kB).
// Run after changing SUBSET_TEXT or the axes: node scripts/subset-font.mjs
// tests/unit/font-subset.test.ts fails if the site's copy uses a character left out.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
// Printable ASCII, Latin-1 signs (£ © · ½ …) and the typographic punctuation we write.
// Accented letters are left out (14 kB): add the ones a headline needs, then rerun.
export const SUBSET_TEXT = range(0x20, 0x7e) + range(0xa0, 0xbf) + "×÷‘’“”–—…•→←↑↓€™−⌘";
// Body copy sits at normal width (100%) and weights 400–800; headlines at 68% width, weight 850.
export const AXES = { wdth: { min: 68, max: 100, default: 100 }, wght: { min: 400, max: 900, default: 400 } };

const out = await subsetFont(readFileSync(source), SUBSET_TEXT, { targetFormat: "woff2", variationAxes: AXES });
writeFileSync(path.join(root, "app/fonts/archivo-drops.woff2"), out);
writeFileSync(path.join(root, "app/fonts/archivo-drops.json"), JSON.stringify({ characters: SUBSET_TEXT, axes: AXES }, null, 2) + "\n");
console.log(`app/fonts/archivo-drops.woff2: ${(out.length / 1024).toFixed(1)} kB`);
