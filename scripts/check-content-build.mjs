// The content files against a real `next build`: a file changed on disk shows
// up on the built page, and a file that breaks its schema fails the build with
// a message naming file, field and rule. Runs in a temporary copy of the
// project (never the working tree), seeded with the build cache of the export
// `npm test` has just made, so each build recompiles only what the file feeds.
//   node scripts/check-content-build.mjs [--json out.json]
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMain } from "./is-main.mjs";

const root = path.resolve(import.meta.dirname, "..");
const FILE = "lib/content/home.json";

/** The project's files (tracked and new, not ignored), node_modules hard-linked, the build cache copied. */
export function copyProject(to) {
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(to, file));
  }
  // Turbopack refuses a node_modules symlinked from outside the project: hard links cost no space.
  if (spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(to, "node_modules")]).status !== 0) {
    cpSync(path.join(root, "node_modules"), path.join(to, "node_modules"), { recursive: true });
  }
  if (existsSync(path.join(root, ".next", "cache"))) cpSync(path.join(root, ".next", "cache"), path.join(to, ".next", "cache"), { recursive: true });
}

function build(dir) {
  const r = spawnSync(path.join(dir, "node_modules", ".bin", "next"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BASE_PATH: "", NEXT_PUBLIC_SITE_PREVIEW: "" },
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

function editHome(dir, edit) {
  const file = path.join(dir, FILE);
  const data = JSON.parse(readFileSync(file, "utf8"));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

export function checkContentBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "drops-content-build-"));
  const results = [];
  try {
    copyProject(dir);

    const words = "Headline changed on disk";
    editHome(dir, (data) => (data.hero.headline[0] = words));
    const changed = build(dir);
    const page = changed.status === 0 ? readFileSync(path.join(dir, "out", "index.html"), "utf8") : "";
    results.push({
      name: `a changed ${FILE} shows up on the built home page`,
      ok: changed.status === 0 && page.includes(`>${words}<`),
      detail: changed.status === 0 ? `"${words}" not found in out/index.html` : `next build failed:\n${changed.output.slice(-2000)}`,
    });

    editHome(dir, (data) => (data.hero.headline[0] = ""));
    const broken = build(dir);
    const message = `${FILE}: hero.headline[0]: must not be empty`;
    results.push({
      name: `an empty headline in ${FILE} fails the build with "${message}"`,
      ok: broken.status !== 0 && broken.output.includes(message),
      detail: broken.status === 0 ? "next build succeeded" : `the build failed without the message:\n${broken.output.slice(-2000)}`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
  const results = checkContentBuild();
  for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} content build: ${r.name}${r.ok ? "" : `\n     ${r.detail}`}`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`content build: ${passed} passed, ${failed} failed`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, results }, null, 2));
  process.exit(failed ? 1 : 0);
}
