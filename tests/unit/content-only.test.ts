/**
 * @jest-environment node
 *
 * The every-edit run's scope (scripts/content-only.mjs): a pull request that changes only
 * files the editor writes (those .github/CODEOWNERS leaves to nobody) skips the run, and
 * anything else, a failure to tell included, runs it. The matcher follows GitHub's
 * CODEOWNERS patterns (scripts/lib/codeowners.mjs); the decision is tried on real git
 * repositories made here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { codeOwnersPattern, editorWrites } from "../../scripts/lib/codeowners.mjs";
import { CODEOWNERS, contentOnlyAgainst, decide } from "../../scripts/content-only.mjs";
import { PAGE_FILES, SHARED_FILES } from "@/lib/content/shared-files";
import { PICTURES_FOLDER } from "@/lib/editor-media.mjs";

const root = path.join(__dirname, "..", "..");
// The tests on git repositories start git and node several times each: over Jest's 5 s on a busy 2-core machine.
jest.setTimeout(30_000);

/** A CODEOWNERS of the shape main's has: developers own everything but the pages, two shared files by name and the media folder. */
const OWNERS = [
  "# Developers review everything but the marketers' files.",
  "*                          @drops/developers",
  "/lib/content/pages/*.json",
  "/lib/content/site.json",
  "/lib/content/donation-api/loyalty.json   # a shared file in a folder",
  "/lib/content/media/",
  "",
].join("\n");

describe("which files the editor writes (CODEOWNERS's lines with no owner)", () => {
  test.each([
    ["lib/content/pages/home.json", true],
    ["lib/content/pages/campaigns-giving-tuesday.json", true],
    ["lib/content/site.json", true],
    ["lib/content/donation-api/loyalty.json", true],
    ["lib/content/media/photo.jpg", true],
    ["lib/content/media/deeper/photo.png", true],
    // "*" stays within its folder, and a name is only that name.
    ["lib/content/pages/nested/x.json", false],
    ["lib/content/pages/home.ts", false],
    ["lib/content/page.schema.ts", false],
    ["lib/content/layout.json", false],
    ["lib/content/site.json.bak", false],
    ["lib/content/mediax/photo.jpg", false],
    ["other/lib/content/pages/home.json", false],
    ["scripts/every-edit.mjs", false],
    [".github/CODEOWNERS", false],
    ["package.json", false],
  ])("%s: %p", (file, writes) => {
    expect(editorWrites(OWNERS, file)).toBe(writes);
  });

  test("the last matching line decides: a later line with an owner takes a file back", () => {
    const text = `${OWNERS}/lib/content/pages/secret.json @drops/developers\n`;
    expect(editorWrites(text, "lib/content/pages/secret.json")).toBe(false);
    expect(editorWrites(text, "lib/content/pages/home.json")).toBe(true);
  });

  test("a file no line matches is not the editor's: without the catch-all, code is not content", () => {
    const text = "/lib/content/pages/*.json\n";
    expect(editorWrites(text, "lib/content/pages/home.json")).toBe(true);
    expect(editorWrites(text, "scripts/every-edit.mjs")).toBe(false);
    expect(editorWrites("", "lib/content/pages/home.json")).toBe(false);
  });

  test.each([
    // pattern, matches, does not match
    ["/lib/content/**/*.json", ["lib/content/a.json", "lib/content/x/y/z.json"], ["lib/content/a.ts", "src/lib/content/a.json"]],
    ["**/logs", ["logs", "logs/a.txt", "a/b/logs/c.txt"], ["a/logsx/c.txt"]],
    ["/build/**", ["build/a", "build/a/b.js"], ["build", "x/build/a"]],
    ["*.md", ["README.md", "docs/a/b.md"], ["README.mdx"]],
    ["docs/*", ["docs/getting-started.md"], ["docs/build-app/troubleshooting.md", "x/docs/a.md"]],
    ["apps/", ["apps/a.js", "x/apps/b/c.js"], ["apps", "appsx/a.js"]],
    ["/apps/github", ["apps/github", "apps/github/a.js"], ["apps/githubx", "x/apps/github/a.js"]],
    ["/lib/content/media/", ["lib/content/media/a.jpg", "lib/content/media/b/c.jpg"], ["lib/content/media", "lib/content/media.json"]],
    ["/img?.png", ["img1.png"], ["img10.png", "img/.png"]],
  ])("%s, as GitHub reads it", (pattern, matches, others) => {
    const re = codeOwnersPattern(pattern);
    for (const file of matches) expect([file, re.test(file)]).toEqual([file, true]);
    for (const file of others) expect([file, re.test(file)]).toEqual([file, false]);
  });
});

describe("the decision for a list of changed files", () => {
  test("content only when every changed file is one the editor writes", () => {
    expect(decide({ codeowners: OWNERS, changed: ["lib/content/pages/home.json", "lib/content/media/a.jpg"] }).contentOnly).toBe(true);
  });

  test("not content only when one file is code, naming it", () => {
    const result = decide({ codeowners: OWNERS, changed: ["lib/content/pages/home.json", "tests/unit/x.test.ts"] });
    expect(result).toEqual({ contentOnly: false, reason: expect.stringContaining("tests/unit/x.test.ts") });
    expect(result.reason).not.toContain("home.json");
  });

  test("not content only when nothing changed: nothing shows it is content", () => {
    expect(decide({ codeowners: OWNERS, changed: [] }).contentOnly).toBe(false);
  });
});

describe("against a base commit, in a git repository", () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };
  const commit = (message: string) => {
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-q", "-m", message);
    return git("rev-parse", "HEAD");
  };
  let base: string;

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "content-only-"));
    git("init", "-q", "-b", "main");
    write(CODEOWNERS, OWNERS);
    write("lib/content/pages/home.json", "{}\n");
    write("scripts/build.mjs", "// code\n");
    base = commit("base");
    git("checkout", "-q", "-b", "branch");
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  test("a page's words and an upload changed: content only", () => {
    write("lib/content/pages/home.json", '{"changed":true}\n');
    write("lib/content/media/new.jpg", "picture");
    commit("words");
    expect(contentOnlyAgainst({ base: "main", cwd: repo })).toEqual({ contentOnly: true, reason: expect.stringContaining("2 changed files") });
  });

  test("main moved on since the branch left it: only the branch's own changes count", () => {
    write("lib/content/pages/home.json", '{"changed":true}\n');
    commit("words");
    git("checkout", "-q", "main");
    write("scripts/build.mjs", "// main's new code\n");
    commit("code on main");
    git("checkout", "-q", "branch");
    expect(contentOnlyAgainst({ base: "main", cwd: repo }).contentOnly).toBe(true);
  });

  test("a code file moved into the content folder counts by both names", () => {
    git("mv", "scripts/build.mjs", "lib/content/pages/build.json");
    commit("move");
    expect(contentOnlyAgainst({ base, cwd: repo })).toEqual({ contentOnly: false, reason: expect.stringContaining("scripts/build.mjs") });
  });

  test("CODEOWNERS is read as the base has it: a branch cannot make its code the editor's", () => {
    write(CODEOWNERS, `${OWNERS}/scripts/\n/.github/\n`);
    write("scripts/build.mjs", "// changed\n");
    commit("code, disowned");
    expect(contentOnlyAgainst({ base, cwd: repo }).contentOnly).toBe(false);
  });

  test.each([
    ["no base", undefined, "no base commit given"],
    ["a base this repository lacks", "f".repeat(40), "could not be fetched"],
    ["a flag for a base", "--output=x", "is not a commit"],
  ])("fails closed on %s", (_, given, reason) => {
    write("lib/content/pages/home.json", '{"changed":true}\n');
    commit("words");
    expect(contentOnlyAgainst({ base: given, cwd: repo })).toEqual({ contentOnly: false, reason: expect.stringContaining(reason) });
  });

  test("fails closed on a base with no CODEOWNERS", () => {
    git("rm", "-q", CODEOWNERS);
    const bare = commit("no owners");
    write("lib/content/pages/home.json", '{"changed":true}\n');
    commit("words");
    expect(contentOnlyAgainst({ base: bare, cwd: repo })).toEqual({ contentOnly: false, reason: expect.stringContaining("has no .github/CODEOWNERS") });
  });

  test("the script prints one output line for $GITHUB_OUTPUT, and exits 0 whatever it decides", () => {
    write("lib/content/pages/home.json", '{"changed":true}\n');
    commit("words");
    const script = path.join(root, "scripts", "content-only.mjs");
    const yes = spawnSync(process.execPath, [script, "--base", base], { cwd: repo, encoding: "utf8" });
    expect([yes.status, yes.stdout]).toEqual([0, "content_only=true\n"]);
    expect(yes.stderr).toContain("content only: yes");
    const none = spawnSync(process.execPath, [script], { cwd: repo, encoding: "utf8" });
    expect([none.status, none.stdout]).toEqual([0, "content_only=false\n"]);
    const notGit = spawnSync(process.execPath, [script, `--base=${base}`], { cwd: tmpdir(), encoding: "utf8" });
    expect([notGit.status, notGit.stdout]).toEqual([0, "content_only=false\n"]);
  });
});

describe("the project's own CODEOWNERS", () => {
  const codeowners = readFileSync(path.join(root, CODEOWNERS), "utf8");

  test("leaves every page file, every shared content file and the uploads to the editor", () => {
    expect(PAGE_FILES.length).toBeGreaterThan(0);
    for (const { file } of PAGE_FILES) expect([file, editorWrites(codeowners, file)]).toEqual([file, true]);
    // A page the editor's New page makes, named as it names them.
    expect(editorWrites(codeowners, "lib/content/pages/campaigns-a-new-page.json")).toBe(true);
    for (const { file } of Object.values(SHARED_FILES)) expect([file, editorWrites(codeowners, file)]).toEqual([file, true]);
    expect(editorWrites(codeowners, `${PICTURES_FOLDER}/an-upload.jpg`)).toBe(true);
  });

  test("and none of the code, the checks or this scope's own script", () => {
    for (const file of [
      "scripts/content-only.mjs",
      "scripts/lib/codeowners.mjs",
      ".github/workflows/ci.yml",
      CODEOWNERS,
      "package.json",
      "lib/content/page.schema.ts",
    ])
      expect([file, editorWrites(codeowners, file)]).toEqual([file, false]);
  });
});
