// Valid HTML on every exported page: the W3C Nu Html Checker (vnu-jar, needs Java, which
// npm test installs from Debian: scripts/setup.mjs). Not html-validate (no Java): on 30
// one-mistake pages it missed what vnu caught in ARIA values and roles, datetime, lang,
// srcset, CSS, SVG path data, URLs and label targets, and on our 9 pages it took React's
// valid `action="javascript:..."` for an error, where vnu finds none.
//   node scripts/check-html.mjs [--json out.json]
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles } from "./lib/export-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "out");
const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const jar = createRequire(import.meta.url)("vnu-jar");

const files = htmlFiles(outDir).sort();
const r = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
let messages = [];
if (r.error) {
  console.error(
    `html: could not run Java for the validator (${r.error.message}); npm test installs one as root on Debian, or: sudo apt-get install -y default-jre-headless`,
  );
} else {
  messages = JSON.parse(r.stderr || r.stdout || '{"messages":[]}').messages;
}
const byFile = new Map(files.map((f) => [f, []]));
for (const m of messages) {
  const file = decodeURIComponent((m.url || "").replace(/^file:/, ""));
  (byFile.get(file) ?? byFile.set(file, []).get(file)).push(m);
}
let passed = 0;
let failed = r.error ? 1 : 0;
for (const [file, errs] of byFile) {
  const rel = path.relative(outDir, file);
  if (errs.length === 0) {
    passed++;
    console.log(`  ok   ${rel}`);
  } else {
    failed++;
    console.log(`  FAIL ${rel}`);
    for (const e of errs) console.log(`       line ${e.lastLine}: ${e.message}`);
  }
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
console.log(`html: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
