/**
 * CODEOWNERS leaves exactly the files the editor writes without an owner: the page files
 * (marketers make new ones), each shared content file the manifest registers, by name, and
 * the pictures' folder. Anything else, a JSON file tools read as settings in the content
 * folder included, is the developers' to review.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_FILES, PAGE_FILES } from "@/lib/content/shared-files";
import { PAGES_DIR } from "@/lib/content/page-files.mjs";
import { PICTURES_FOLDER } from "@/lib/editor-media.mjs";
import { codeOwnersOf } from "../../scripts/lib/codeowners.mjs";

const root = path.join(__dirname, "..", "..");
const codeowners = readFileSync(path.join(root, ".github", "CODEOWNERS"), "utf8");
const lines = codeowners
  .split("\n")
  .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
  .filter(Boolean)
  .map((line) => line.split(/\s+/));
const developers = lines.find(([pattern]) => pattern === "*")?.slice(1) ?? [];
const sharedFiles = CONTENT_FILES.filter((entry) => !PAGE_FILES.includes(entry)).map((entry) => entry.file);

test("the ownerless lines are the page files, the manifest's shared files by name, and the pictures' folder", () => {
  const ownerless = lines.filter((names) => names.length === 1).map(([pattern]) => pattern);
  expect(ownerless.sort()).toEqual([`/${PAGES_DIR}/*.json`, ...sharedFiles.map((file) => `/${file}`), `/${PICTURES_FOLDER}/`].sort());
  expect(sharedFiles.length).toBeGreaterThan(5);
});

test("every file the editor writes is nobody's in particular; the rest of the repository is the developers'", () => {
  expect(developers.length).toBeGreaterThan(0);
  for (const entry of CONTENT_FILES) expect([entry.file, codeOwnersOf(codeowners, entry.file)]).toEqual([entry.file, []]);
  for (const file of [`${PAGES_DIR}/campaigns-giving-tuesday.json`, `${PICTURES_FOLDER}/ana-at-the-well.jpg`])
    expect(codeOwnersOf(codeowners, file)).toEqual([]);
  for (const file of [
    "lib/content/package.json",
    "lib/content/tsconfig.json",
    "lib/content/media.json",
    `${PAGES_DIR}/nested/page.json`,
    `${PAGES_DIR}/tsconfig.ts`,
    "lib/content/donation-api/loyalty.json",
    "lib/content/shared-files.ts",
    "lib/content/page.schema.ts",
    ".github/environments/production.json",
    ".github/rulesets/main.json",
    ".github/CODEOWNERS",
  ])
    expect([file, codeOwnersOf(codeowners, file)]).toEqual([file, developers]);
});
