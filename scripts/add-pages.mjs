// Adds N campaign pages to a copy of the project, to measure how the build and
// its checks grow with the content (docs/performance.md has the table): pages
// /campaigns/scale-1 … /campaigns/scale-N, each holding every general section
// type as the editor's "Add" makes it, their pictures 100 distinct photos
// uploaded into the media folder as the editor commits them, dealt in turn
// across the pages. The copy (this project's files, node_modules hard-linked)
// becomes a git repository of its own whose main holds the pages, so that no
// page counts as changed: `npm test` there checks in a browser only the launch
// and sample pages. The working tree is never touched.
//   node scripts/add-pages.mjs N [DIR]     (DIR: a new or empty folder; a temporary one if not given)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { copyProject } from "./check-content-build.mjs";
import { PHOTO_COUNT, addGrain, photoFile, photoSpec, photoSrc, pictureFields, scaleFile, scalePage } from "./lib/scale-pages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const [count, target] = process.argv.slice(2);
const n = Number(count);
if (!Number.isInteger(n) || n < 1) {
  console.error("usage: node scripts/add-pages.mjs N [DIR]   (N pages, in a copy of the project at DIR)");
  process.exit(2);
}
const dir = target ? path.resolve(target) : mkdtempSync(path.join(tmpdir(), `drops-scale-${n}-`));
if (dir === root || (existsSync(dir) && readdirSync(dir).length)) {
  console.error(`add pages: ${dir} is ${dir === root ? "this project" : "not empty"}: give a new or empty folder for the copy`);
  process.exit(2);
}

/** The i-th photo as a JPEG, as a camera would give it (scripts/lib/scale-pages.mjs says what it holds). */
async function photo(i) {
  const spec = photoSpec(i);
  const grid = await sharp(Buffer.from(spec.colours), { raw: { ...spec.grid, channels: 3 } })
    .resize(spec.width, spec.height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  return sharp(addGrain(grid, spec), { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const started = performance.now();
console.log(`add pages: copying the project to ${dir}`);
mkdirSync(dir, { recursive: true });
copyProject(dir);

// Each type as "Add" makes it: the editor's config is TypeScript, read through Jest (tests/scale/).
const sectionsFile = path.join(dir, ".added-sections.json");
const jest = spawnSync(path.join(root, "node_modules", ".bin", "jest"), ["--ci", "--roots", "<rootDir>/tests/scale"], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, ADDED_SECTIONS_FILE: sectionsFile },
});
if (jest.status !== 0) {
  console.error("add pages: could not read the sections as the editor adds them (see above)");
  process.exit(1);
}
const added = JSON.parse(readFileSync(sectionsFile, "utf8"));
rmSync(sectionsFile);

const used = new Set();
for (let i = 1; i <= n; i++) {
  const data = scalePage(i, added);
  for (const field of pictureFields(data)) used.add(field.src);
  // As the editor writes a page file: 2-space JSON and a final newline.
  writeFileSync(path.join(dir, scaleFile(i)), `${JSON.stringify(data, null, 2)}\n`);
}
let bytes = 0;
let photos = 0;
for (let i = 1; i <= PHOTO_COUNT; i++) {
  if (!used.has(photoSrc(i))) continue;
  const jpeg = await photo(i);
  writeFileSync(path.join(dir, photoFile(i)), jpeg);
  bytes += jpeg.length;
  photos++;
}

const git = (...args) => spawnSync("git", args, { cwd: dir, stdio: "ignore" }).status === 0;
if (
  !(
    git("init", "-q", "-b", "main") &&
    git("add", "-A") &&
    git("-c", "user.name=add-pages", "-c", "user.email=add-pages@localhost", "commit", "-q", "-m", `${n} campaign pages added (scripts/add-pages.mjs)`)
  )
) {
  console.error(`add pages: could not commit the copy at ${dir}`);
  process.exit(1);
}
console.log(
  `add pages: ${n} pages (/campaigns/scale-1 … /campaigns/scale-${n}) and ${photos} photos (${(bytes / 1024 / 1024).toFixed(1)} MB) ` +
    `committed on main in ${dir}, in ${((performance.now() - started) / 1000).toFixed(0)} s. Then: cd ${dir} && npm run build && npm test`,
);
