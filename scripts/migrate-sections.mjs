// Moves every page file's sections off the section types folded into others
// (lib/sections/migrations.mjs): run it on a branch whose page files the page
// check refuses for an old type name, a marketer's open cms/ branch among them
// (docs/marketers.md). Rewrites only the files it changes, as the editor writes
// them (two-space JSON, a newline at the end), and says what it moved.
//   npm run migrate-sections
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { readPageFiles } from "../lib/content/page-files.mjs";
import { migratePage } from "../lib/sections/migrations.mjs";

/** Migrates the page files under `root`; returns the lines to print: a line a moved section, then a count. */
export function migrateSections(root = process.cwd()) {
  const lines = [];
  for (const { file } of readPageFiles(root)) {
    const full = path.join(root, file);
    const { data, moved } = migratePage(JSON.parse(readFileSync(full, "utf8")));
    if (!moved.length) continue;
    writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
    for (const { place, from, to } of moved) lines.push(`${file}: section ${place}, "${from}" is now "${to}"`);
  }
  lines.push(lines.length ? `migrate-sections: ${lines.length} section(s) moved` : "migrate-sections: no page file holds a folded section type");
  return lines;
}

if (isMain(import.meta.url)) for (const line of migrateSections(path.resolve(import.meta.dirname, ".."))) console.log(line);
