// Valid HTML on every exported page: the W3C Nu Html Checker (vnu-jar, needs Java, which
// npm test installs from Debian: scripts/setup.mjs). Not html-validate (no Java): on 30
// one-mistake pages it missed what vnu caught in ARIA values and roles, datetime, lang,
// srcset, CSS, SVG path data, URLs and label targets, and on our 9 pages it took React's
// valid `action="javascript:..."` for an error, where vnu finds none.
//   node scripts/check-html.mjs [--json out.json]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { htmlFiles } from "./lib/export-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "out");
const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const jar = createRequire(import.meta.url)("vnu-jar");

/**
 * The JVM's options: C1 only, since the checker runs seconds, too short for C2's compiling to pay (at 500 pages 16
 * CPU-seconds instead of 25, in the same time); C1's frames are larger, and the checker asks for at least 512 kB of
 * stack (it stopped on a StackOverflowError with C1 and the default).
 */
const JVM = ["-Xss16m", "-XX:TieredStopAtLevel=1"];
/** Pages a validator process takes at least: a JVM's start is about a second, worth sharing from a few hundred pages. */
const PAGES_A_PROCESS = 100;

/** One validator process on `files`: its messages, or the error that kept Java from running. */
function validate(files) {
  return new Promise((resolve) => {
    const child = spawn("java", [...JVM, "-jar", jar, "--errors-only", "--format", "json", ...files]);
    // The report comes on standard error (standard output is for the checker's own lines, none with --errors-only).
    let out = "";
    let report = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (report += chunk));
    child.on("error", (error) => resolve({ error }));
    child.on("close", (code) => {
      try {
        resolve({ messages: JSON.parse(report || out || '{"messages":[]}').messages });
      } catch {
        resolve({ error: new Error(`the validator exited with ${code} and no report: ${(report || out).slice(0, 500)}`) });
      }
    });
  });
}

const files = htmlFiles(outDir).sort();
// Every core a process, for a few hundred pages or more (12.5 s at 500 pages in one process, 8.6 s in two).
const processes = Math.max(1, Math.min(availableParallelism(), Math.floor(files.length / PAGES_A_PROCESS)));
const share = Math.ceil(files.length / processes);
const runs = await Promise.all(Array.from({ length: processes }, (_, i) => validate(files.slice(i * share, (i + 1) * share))));
const error = runs.find((run) => run.error)?.error;
let messages = [];
if (error) {
  console.error(
    `html: could not run Java for the validator (${error.message}); npm test installs one as root on Debian, or: sudo apt-get install -y default-jre-headless`,
  );
} else {
  messages = runs.flatMap((run) => run.messages);
}
const byFile = new Map(files.map((f) => [f, []]));
for (const m of messages) {
  const file = decodeURIComponent((m.url || "").replace(/^file:/, ""));
  (byFile.get(file) ?? byFile.set(file, []).get(file)).push(m);
}
let passed = 0;
let failed = error ? 1 : 0;
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
