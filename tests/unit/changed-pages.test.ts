/**
 * @jest-environment node
 *
 * Which pages a branch changes (scripts/changed-pages.mjs), for the browser
 * checks run per changed page: its page files, the content files that feed
 * pages, the pictures pages show; never code; every page with no base.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { changedPages, pagesFedBy } from "../../scripts/changed-pages.mjs";
import { PAGES_DIR, readPageFiles, routesOf } from "@/lib/content/page-files.mjs";
import { PICTURES_FOLDER } from "@/lib/editor-media.mjs";

const files = readPageFiles();
const routes = routesOf(files);

describe("pagesFedBy", () => {
  test("a page file feeds its own page", () => {
    for (const route of routes) expect(pagesFedBy([route.file], files)).toEqual([route.path]);
  });

  test("a shared content file calls for no page of its own: the launch and sample pages, checked on every run, draw it", () => {
    expect(pagesFedBy(["lib/content/layout.json", "lib/content/claims.json", "lib/content/donation-api/loyalty-charities.json"], files)).toEqual([]);
  });

  test("code feeds no page, the content's schemas and loaders included", () => {
    expect(pagesFedBy(["lib/content/load.ts", "lib/content/page.schema.ts", "components/ui/picture.tsx", "scripts/test.mjs"], files)).toEqual([]);
  });

  test("a picture in the media folder feeds the pages whose files name it", () => {
    const [first, second] = routes;
    const withPicture = files.map((page) =>
      page.file === first!.file ? { ...page, data: { ...(page.data as object), sections: [{ type: "picture", picture: { src: "/media/new.jpg" } }] } } : page,
    );
    expect(pagesFedBy([`${PICTURES_FOLDER}/new.jpg`], withPicture)).toEqual([first!.path]);
    expect(pagesFedBy([`${PICTURES_FOLDER}/new.jpg`, second!.file], withPicture)).toEqual([first!.path, second!.path].sort());
  });
});

describe("changedPages, in a repository", () => {
  const page = (p: string) => `${JSON.stringify({ path: p, sections: [] })}\n`;
  const repo = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "changed-pages-"));
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@localhost", ...args], { cwd: dir, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    mkdirSync(path.join(dir, PAGES_DIR), { recursive: true });
    writeFileSync(path.join(dir, PAGES_DIR, "a.json"), page("/a"));
    writeFileSync(path.join(dir, PAGES_DIR, "b.json"), page("/b"));
    git("add", "-A");
    git("commit", "-q", "-m", "pages");
    return { dir, git };
  };
  const quiet = () => {};

  test("on main itself no page is changed; on a branch, the pages its files feed, uncommitted ones included", () => {
    const { dir, git } = repo();
    expect(changedPages({ env: {}, cwd: dir, log: quiet })).toEqual({ base: "main", paths: [] });
    git("checkout", "-q", "-b", "words");
    writeFileSync(path.join(dir, PAGES_DIR, "b.json"), page("/b-moved"));
    git("commit", "-qam", "b moved");
    writeFileSync(path.join(dir, PAGES_DIR, "c.json"), page("/c"));
    expect(changedPages({ env: {}, cwd: dir, log: quiet })).toEqual({ base: "main", paths: ["/b-moved", "/c"] });
  });

  test("in CI, against the pull request's base from origin; with no base found, every page (null)", () => {
    const { dir } = repo();
    expect(changedPages({ env: { GITHUB_BASE_REF: "main" }, cwd: dir, log: quiet })).toEqual({ base: undefined, paths: null });
    const clone = mkdtempSync(path.join(tmpdir(), "changed-pages-clone-"));
    execFileSync("git", ["clone", "-q", dir, clone], { stdio: "ignore" });
    expect(changedPages({ env: { GITHUB_BASE_REF: "main" }, cwd: clone, log: quiet })).toEqual({ base: "origin/main", paths: [] });
    const orphan = mkdtempSync(path.join(tmpdir(), "changed-pages-none-"));
    execFileSync("git", ["init", "-q", "-b", "words"], { cwd: orphan, stdio: "ignore" });
    expect(changedPages({ env: {}, cwd: orphan, log: quiet })).toEqual({ base: undefined, paths: null });
  });
});
