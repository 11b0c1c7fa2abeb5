// A branch preview: the export built under a sub-path and laid out as a host
// would serve it, for the preview smoke tests.
//   PREVIEW_PATH=/preview/my-branch node scripts/build-preview.mjs
// Writes .preview/<sub-path>/ (the site), .preview/404.html (the host's 404 for
// the prefix) and .preview-serve.json (headers). Leaves out/ empty for the next build.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const PREVIEW_PATH = process.env.PREVIEW_PATH || "/preview/my-branch";
const env = { ...process.env, BASE_PATH: PREVIEW_PATH, NEXT_TELEMETRY_DISABLED: "1" };

// As `npm run build`: the picture step, next build, the post-build step.
for (const [cmd, args] of [
  [process.execPath, [path.join(root, "scripts", "build", "pictures.mjs")]],
  [path.join(root, "node_modules", ".bin", "next"), ["build"]],
  [process.execPath, [path.join(root, "scripts", "postbuild.mjs")]],
]) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const previewRoot = path.join(root, ".preview");
rmSync(previewRoot, { recursive: true, force: true });
const site = path.join(previewRoot, PREVIEW_PATH);
mkdirSync(path.dirname(site), { recursive: true });
renameSync(path.join(root, "out"), site);
cpSync(path.join(site, "404.html"), path.join(previewRoot, "404.html"));
// Client navigation to the preview's home fetches "<prefix>.txt", beside the folder.
cpSync(path.join(site, "index.txt"), `${site}.txt`);
renameSync(path.join(root, "serve.generated.json"), path.join(root, ".preview-serve.json"));
console.log(`preview: built under ${PREVIEW_PATH} in .preview/`);
