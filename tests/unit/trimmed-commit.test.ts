import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGES_DIR } from "@/lib/content/page-files.mjs";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from "@/lib/editor-media.mjs";
import { trimmedCommit } from "@/tests/e2e/trimmed-commit";

const IDENTITY = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository whose main holds three page files, a section's code and four uploads; returns its folder and main. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), "trimmed-commit-"));
  dirs.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const picture = (name: string) => JSON.stringify({ picture: { src: `${PICTURES_PUBLIC_FOLDER}/${name}` } });
  write(`${PAGES_DIR}/home.json`, picture("on-home.jpg"));
  write(`${PAGES_DIR}/linked.json`, "{}");
  write(`${PAGES_DIR}/campaign.json`, picture("on-campaign.jpg"));
  write("lib/sections/hero/schema.ts", `export const example = ${picture("example.jpg")};\n`);
  for (const name of ["on-home.jpg", "on-campaign.jpg", "example.jpg", "unused.jpg"]) write(`${PICTURES_FOLDER}/${name}`, name);
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", env: { ...process.env, ...IDENTITY } }).trim();
  git("init", "--quiet", "--initial-branch=main");
  git("add", "-A");
  git("commit", "--quiet", "-m", "content");
  return { dir, git, head: git("rev-parse", "main") };
}

const filesOf = (git: (...args: string[]) => string, ref: string) => git("ls-tree", "-r", "--name-only", ref).split("\n").sort();

test("holds the kept pages and the uploads a kept file names, on top of head, leaving refs, index and work tree alone", () => {
  const { git, dir, head } = repository();
  const commit = trimmedCommit(dir, head, new Set(["home", "linked"]));
  expect(filesOf(git, commit)).toEqual(
    [
      `${PAGES_DIR}/home.json`,
      `${PAGES_DIR}/linked.json`,
      "lib/sections/hero/schema.ts",
      `${PICTURES_FOLDER}/example.jpg`,
      `${PICTURES_FOLDER}/on-home.jpg`,
    ].sort(),
  );
  expect(git("rev-parse", `${commit}^`)).toBe(head);
  expect(git("rev-parse", "main")).toBe(head);
  expect(git("status", "--porcelain")).toBe("");
});

test("works on a bare clone, as the fake GitHub's", () => {
  const { dir, head } = repository();
  const bare = mkdtempSync(path.join(tmpdir(), "trimmed-commit-bare-"));
  dirs.push(bare);
  execFileSync("git", ["clone", "--quiet", "--bare", dir, bare]);
  const git = (...args: string[]) => execFileSync("git", ["-C", bare, ...args], { encoding: "utf8" }).trim();
  const commit = trimmedCommit(bare, head, new Set(["campaign"]));
  expect(filesOf(git, commit)).toEqual(
    [`${PAGES_DIR}/campaign.json`, "lib/sections/hero/schema.ts", `${PICTURES_FOLDER}/example.jpg`, `${PICTURES_FOLDER}/on-campaign.jpg`].sort(),
  );
});

test("is head itself when nothing is left out", () => {
  const { dir, git, head } = repository();
  git("rm", "--quiet", `${PICTURES_FOLDER}/unused.jpg`);
  git("commit", "--quiet", "-m", "no unused upload");
  const all = git("rev-parse", "main");
  expect(trimmedCommit(dir, all, new Set(["home", "linked", "campaign"]))).toBe(all);
  expect(trimmedCommit(dir, head, new Set(["home", "linked", "campaign"]))).not.toBe(head);
});
