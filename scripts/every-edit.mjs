// The every-edit run: proof that any edit the editor accepts passes CI. In a
// temporary copy of the project (tests/every-edit/plan.ts): every string and
// number a marketer can change in the content files gets another value the
// editor accepts, every word of every line changed (tests/every-edit/mutate.ts;
// of the pages, the launch pages and those they link to, as the unit tests read
// them: a marketer's pages are made of the same section types, and the run
// costs the same at 7 pages and at 500);
// the launch pages' and shared files' lists are reversed and cut to their
// minimum, one section of each page removed where it still builds; a page that
// others link to moves to another path; and new pages hold every section type
// as the editor's "Add" makes it. Then the whole suite runs there (`npm test`:
// unit tests, the export and its checks, end-to-end), and the export's links
// are checked to follow the moved page, its old path and a retired page's paths
// to redirect to it (out/_redirects), and a link to a section of another page to
// land at its anchor. CI runs it on every pull request that
// changes code (ci.yml; scripts/content-only.mjs decides); it takes a little
// longer than `npm test` (the new pages).
//   node scripts/every-edit.mjs [--keep]   (--keep leaves the copy for a look)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyProject } from "./check-content-build.mjs";

const keep = process.argv.includes("--keep");
const dir = mkdtempSync(path.join(tmpdir(), "drops-every-edit-"));
const report = `${dir}-changed.json`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

let status = 1;
try {
  console.log(`every edit: copying the project to ${dir}`);
  copyProject(dir);
  const write = spawnSync(path.join(dir, "node_modules", ".bin", "jest"), ["--ci", "--roots", "<rootDir>/tests/every-edit"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...env, EVERY_EDIT_WRITE: report },
  });
  if (write.status !== 0) throw new Error("every edit: the content files could not be changed (see above)");
  // The changed copy committed in a repository of its own, as a marketer's branch is: the editor's end-to-end test clones the project it runs in.
  const git = (...args) => spawnSync("git", args, { cwd: dir, stdio: "ignore" }).status === 0;
  if (
    !(
      git("init", "-q", "-b", "main") &&
      git("add", "-A") &&
      git("-c", "user.name=every-edit", "-c", "user.email=every-edit@localhost", "commit", "-q", "-m", "every edit")
    )
  ) {
    throw new Error("every edit: could not make the copy a git repository");
  }
  const { files, movedPage, retiredPage, sectionLink } = JSON.parse(readFileSync(report, "utf8"));
  const count = Object.values(files).reduce((sum, file) => sum + file.changed, 0);
  const added = Object.entries(files)
    .filter(([, file]) => file.added)
    .map(([name]) => name);
  console.log(`every edit: ${count} fields changed in ${Object.keys(files).length} content files, ${added.length} of them new pages`);
  for (const [file, { changed, moved, added: isNew }] of Object.entries(files)) {
    console.log(`  ${file}: ${changed} changed${isNew ? " (a new page)" : ""}${moved.length ? `; ${moved.join("; ")}` : ""}`);
  }
  // Every page of the copy is changed (its repository is new, so npm test would find none against its main): all in a browser.
  const test = spawnSync("npm", ["test"], { cwd: dir, stdio: "inherit", env: { ...env, E2E_PAGES: "all" } });
  status = test.status ?? 1;
  // The moved page's links, as built: they store its name, so every one opens its new path, none its old.
  const links = movedLinks(path.join(dir, "out"), movedPage);
  console.log(`every edit: ${movedPage.from} moved to ${movedPage.to}: ${links.to} built links open the new path, ${links.from} the old`);
  if (links.to === 0 || links.from > 0) status = 1;
  // Addresses that last: the moved page's old path and the retired page's paths redirect (301) to the moved page's new one.
  const rules = readRedirects(path.join(dir, "out"));
  const wanted = [movedPage.from, ...retiredPage.from].map((from) => `${from} ${movedPage.to} 301`);
  const missing = wanted.filter((rule) => !rules.includes(rule));
  console.log(`every edit: out/_redirects ${missing.length ? `lacks ${missing.join(", ")}` : `sends ${wanted.length} old addresses to ${movedPage.to}`}`);
  if (missing.length) status = 1;
  // The link to a section: built as the target's path and its anchor.
  const landing = sectionLink ? countHref(path.join(dir, "out"), sectionLink.href) : 0;
  console.log(`every edit: ${sectionLink ? `${landing} built links land at ${sectionLink.href}` : "no link to a section of another page was made"}`);
  if (!landing) status = 1;
  console.log(`every edit: ${count} fields changed; npm test on the changed copy ${status === 0 ? "passed" : "FAILED"}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (keep) console.log(`every edit: the copy is kept at ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  rmSync(report, { force: true });
}
process.exit(status);

/** The rules of out/_redirects, one a line, or none. */
function readRedirects(out) {
  try {
    return readFileSync(path.join(out, "_redirects"), "utf8")
      .split("\n")
      .map((line) => line.trim());
  } catch {
    return [];
  }
}

/** How many links in the export's pages open `href`. */
function countHref(out, href) {
  let names = [];
  try {
    names = readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith(".html"));
  } catch {
    return 0;
  }
  return names.reduce((sum, name) => sum + readFileSync(path.join(out, String(name)), "utf8").split(`href="${href}"`).length - 1, 0);
}

/** How many links in the export's pages open the moved page's new path and its old one. */
function movedLinks(out, { from, to }) {
  const count = { from: 0, to: 0 };
  let names = [];
  try {
    names = readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith(".html"));
  } catch {
    return count;
  }
  for (const name of names) {
    const html = readFileSync(path.join(out, String(name)), "utf8");
    count.from += html.split(`href="${from}"`).length - 1;
    count.to += html.split(`href="${to}"`).length - 1;
  }
  return count;
}
