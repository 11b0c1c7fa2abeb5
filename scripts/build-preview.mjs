// A branch preview: the export built under a sub-path and laid out as a host
// would serve it, for the preview smoke tests (tests/e2e/preview.spec.ts).
//   PREVIEW_PATH=/preview/my-branch [E2E_PAGES_FILE=reports/changed-pages.json] node scripts/build-preview.mjs
// Writes .preview/<sub-path>/ (the site), .preview/404.html (the host's 404 for
// the prefix) and .preview-serve.json (headers). Built in a copy of the project
// holding the pages those tests check: the launch pages and the pages the branch
// changes (E2E_PAGES_FILE, as scripts/test.mjs found them: every page where it
// found no base), with every page they link to (pagesNeededBy); so it costs the
// same at 7 pages and at 500. A real preview (npm run review) has every page.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyProject } from "./check-content-build.mjs";
import { LAUNCH_PAGES, pageRoutes, pagesNeededBy } from "../lib/content/page-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const PREVIEW_PATH = process.env.PREVIEW_PATH || "/preview/my-branch";
const env = { ...process.env, BASE_PATH: PREVIEW_PATH, NEXT_TELEMETRY_DISABLED: "1" };

/** The page names to build: the launch pages and the changed ones; every page where no base was found, or none was given, or under E2E_PAGES=all. */
function pagesToBuild() {
  const file = process.env.E2E_PAGES_FILE;
  const changed =
    process.env.E2E_PAGES !== "all" && file && existsSync(path.resolve(root, file)) ? JSON.parse(readFileSync(path.resolve(root, file), "utf8")).paths : null;
  const routes = pageRoutes(root);
  const names =
    changed === null
      ? routes.map((route) => route.name)
      : [...LAUNCH_PAGES, ...routes.filter((route) => changed.includes(route.path)).map((route) => route.name)];
  return pagesNeededBy(names, root);
}

/** As `npm run build`, in `copy`: the picture step, next build, the post-build step. The first status that is not 0, else 0. */
function build(copy) {
  for (const [cmd, args] of [
    [process.execPath, [path.join(copy, "scripts", "build", "pictures.mjs")]],
    [path.join(copy, "node_modules", ".bin", "next"), ["build"]],
    [process.execPath, [path.join(copy, "scripts", "postbuild.mjs")]],
  ]) {
    const r = spawnSync(cmd, args, { cwd: copy, env, stdio: "inherit" });
    if (r.status !== 0) return r.status ?? 1;
  }
  return 0;
}

/** Lays the copy's export out as a host serves a preview: the site under PREVIEW_PATH, the host's 404 at the top. */
function layOut(copy) {
  const previewRoot = path.join(root, ".preview");
  rmSync(previewRoot, { recursive: true, force: true });
  const site = path.join(previewRoot, PREVIEW_PATH);
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(copy, "out"), site, { recursive: true });
  cpSync(path.join(site, "404.html"), path.join(previewRoot, "404.html"));
  // Client navigation to the preview's home fetches "<prefix>.txt", beside the folder.
  cpSync(path.join(site, "index.txt"), `${site}.txt`);
  cpSync(path.join(copy, "serve.generated.json"), path.join(root, ".preview-serve.json"));
  console.log(`preview: built under ${PREVIEW_PATH} in .preview/`);
}

const copy = mkdtempSync(path.join(tmpdir(), "drops-preview-"));
try {
  const pages = pagesToBuild();
  copyProject(copy, { pages, buildCache: false });
  console.log(`preview: building ${pages.size} of ${pageRoutes(root).length} pages (${[...pages].join(", ")}) in ${copy}`);
  // A failed build sets the exit status and lays nothing out; the copy goes either way (finally, not process.exit).
  process.exitCode = build(copy);
  if (process.exitCode === 0) layOut(copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
