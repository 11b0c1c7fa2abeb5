// The every-edit run: proof that any edit the editor accepts passes CI. In a
// temporary copy of the project, every string and number a marketer can change
// in the content files gets another value the editor accepts
// (tests/every-edit/mutate.ts), then the whole suite runs there (`npm test`:
// unit tests, the export and its checks, end-to-end). CI runs it on every pull
// request (ci.yml); it takes as long as `npm test`.
//   node scripts/every-edit.mjs [--keep]   (--keep leaves the copy for a look)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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
  const changed = JSON.parse(readFileSync(report, "utf8"));
  const count = Object.values(changed).reduce((sum, fields) => sum + fields.length, 0);
  console.log(`every edit: ${count} fields changed in ${Object.keys(changed).length} content files`);
  for (const [file, fields] of Object.entries(changed)) console.log(`  ${file}: ${fields.length}`);
  const test = spawnSync("npm", ["test"], { cwd: dir, stdio: "inherit", env });
  status = test.status ?? 1;
  console.log(`every edit: ${count} fields changed; npm test on the changed copy ${status === 0 ? "passed" : "FAILED"}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (keep) console.log(`every edit: the copy is kept at ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  rmSync(report, { force: true });
}
process.exit(status);
