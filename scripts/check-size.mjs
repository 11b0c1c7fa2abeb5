// `npm run size`: every exported route against the page budgets of
// scripts/lib/budgets.mjs (initial JavaScript over the framework floor, HTML
// within the first round trip, its pictures' files), as a table; then every
// picture of a shared file or the gallery against the picture file budget.
//   node scripts/check-size.mjs [--json out.json] [--dir out]
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  BUDGET_OVER_FLOOR,
  HERO_PHONE_BUDGET_BYTES,
  HTML_BUDGET_BYTES,
  PHONE,
  PICTURE_FILE_BUDGET_BYTES,
  floorJs,
  kb,
  measurePage,
  pagePictures,
  pictureFileProblems,
} from "./lib/budgets.mjs";
import { fileRoute, htmlFiles } from "./lib/export-files.mjs";
import { isMain } from "./lib/is-main.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const outDir = path.resolve(root, args.includes("--dir") ? args[args.indexOf("--dir") + 1] : "out");

if (isMain(import.meta.url)) {
  const floor = floorJs();
  const budget = floor + BUDGET_OVER_FLOOR;
  const pages = htmlFiles(outDir)
    .map((f) => path.relative(outDir, f))
    .filter((f) => f !== "_not-found.html")
    .sort();
  console.log(
    `Initial JS (gzip). Framework floor ${kb(floor)}, budget ${kb(budget)} (floor + ${kb(BUDGET_OVER_FLOOR)}). HTML (gzip -9) budget ${HTML_BUDGET_BYTES} bytes (the first round trip).`,
  );
  console.log(["route".padEnd(34), "js".padStart(9), "over floor".padStart(11), "rsc".padStart(11), "html bytes".padStart(11), "  result"].join(""));
  let passed = 0;
  let failed = 0;
  const rows = [];
  const pictures = pagePictures(root);
  for (const file of pages) {
    const m = measurePage(outDir, file);
    const route = fileRoute(file);
    const problems = [];
    if (m.js > budget) problems.push(`JS ${kb(m.js)} over its budget`);
    if (m.html > HTML_BUDGET_BYTES) problems.push(`HTML ${m.html} bytes, ${m.html - HTML_BUDGET_BYTES} over the first round trip`);
    problems.push(...(pictures.get(route) ?? []).flatMap((p) => p.problems));
    const ok = problems.length === 0;
    if (ok) passed++;
    else failed++;
    rows.push({ route, ...m, overFloor: m.js - floor, ok });
    console.log(
      [
        route.padEnd(34),
        kb(m.js).padStart(9),
        kb(m.js - floor).padStart(11),
        kb(m.rsc).padStart(11),
        String(m.html).padStart(11),
        ok ? "  ok" : `  OVER BUDGET: ${route}: ${problems.join("; ")}`,
      ].join(""),
    );
  }
  console.log(
    `Pictures: the largest file of each at most ${kb(PICTURE_FILE_BUDGET_BYTES)}; a hero's file on a ${PHONE.width} px phone at DPR ${PHONE.dpr} at most ${kb(HERO_PHONE_BUDGET_BYTES)}.`,
  );
  for (const [route, list] of pictures) {
    for (const p of list) {
      const sizes = [p.largest && `largest ${kb(p.largest.bytes)}`, p.phone && `phone ${kb(p.phone.bytes)}`].filter(Boolean).join(", ");
      console.log(`  ${route.padEnd(32)} ${p.src.padEnd(40)} ${sizes.padEnd(34)} ${p.problems.length ? "OVER BUDGET" : "ok"}`);
    }
  }
  // A picture no page file names (a shared file's, the gallery's examples): its largest file only.
  const onPages = new Set([...pictures.values()].flat().map((p) => p.src));
  const others = pictureFileProblems(root, undefined, onPages);
  for (const problem of others) console.log(`  OVER BUDGET: ${problem}`);
  failed += others.length;
  rows.push(...others.map((problem) => ({ route: "(pictures)", problem, ok: false })));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ floor, budget, rows, passed, failed }, null, 2));
  console.log(`size: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
