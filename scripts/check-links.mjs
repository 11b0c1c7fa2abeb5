// No broken internal link or missing asset anywhere in the export: linkinator
// crawls out/ from every page (folders included), with pretty URLs (/brands → brands.html) rewritten.
//   node scripts/check-links.mjs [--json out.json]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { LinkChecker } from "linkinator";
import { siteOrigin } from "./build/site-origin.mjs";
import { htmlFiles } from "./lib/export-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "out");
const args = process.argv.slice(2);
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;

// Every page a start, those in folders (/donation-api/…, /campaigns/…) too: a page no other links to is checked as well.
const pages = htmlFiles(outDir)
  .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
  .filter((file) => file !== "_not-found.html");
process.chdir(outDir);
const checker = new LinkChecker();
const result = await checker.check({
  path: pages,
  serverRoot: outDir,
  recurse: true,
  // Only this site's links are checked; the site links to no other origin anyway. Its
  // absolute URLs (canonical, social cards) name the build's public origin, which a local
  // build sets to http://localhost:3000, where nothing is served during this check.
  linksToSkip: ["^(?!http://localhost)", `^${siteOrigin().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(/|$)`],
  urlRewriteExpressions: [{ pattern: /(\/[\w-]+)$/, replacement: "$1.html" }],
  concurrency: 10,
});
const broken = result.links.filter((l) => l.state === "BROKEN");
const ok = result.links.filter((l) => l.state === "OK");
for (const l of broken) console.log(`  BROKEN ${l.url} (status ${l.status}) on ${l.parent}`);
const passed = broken.length ? 0 : 1;
const failed = broken.length ? 1 : 0;
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, checked: ok.length, broken: broken.length }));
console.log(`links: ${ok.length} links and assets resolve, ${broken.length} broken`);
process.exit(failed);
