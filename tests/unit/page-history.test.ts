/**
 * A page's history (issue #64, lib/content/page-history.mjs and the local backend's
 * scripts/editor-backend.mjs): the versions of a page are the commits on main's
 * first-parent line that changed its file, a merge rather than its branch's commits;
 * the pull request a version merged is read from its message; what the local history
 * is asked is checked before git sees it; a version's file comes back byte for byte.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstParentCandidates, historyQuery, pullRequestOf, type MainCommit } from "@/lib/content/page-history.mjs";
import { fileAtVersion, pageVersions } from "@/scripts/editor-backend.mjs";

describe("the pull request a commit on main merged, from its message", () => {
  test.each([
    ["Merge pull request #12 from drops/cms/pages/home\n\nUpdate Pages “home”", { number: 12, branch: "cms/pages/home" }],
    ["Update Pages “home” (#31)\n\nAutomatically generated. Merged on Decap CMS.", { number: 31 }],
    ["Merge branch 'cms/pages/brands'", { branch: "cms/pages/brands" }],
    ["Merge branch 'cms/pages/brands' into main", { branch: "cms/pages/brands" }],
    ["Merge remote-tracking branch 'origin/cms/pages/brands'", { branch: "cms/pages/brands" }],
  ])("%j", (message, expected) => expect(pullRequestOf(message)).toEqual(expected));

  test("none for a commit of its own (a direct commit, or a reference in a later line)", () => {
    expect(pullRequestOf("Fix the footer's year")).toBeUndefined();
    expect(pullRequestOf("Fix the footer\n\nSee (#4)")).toBeUndefined();
  });
});

describe("the checks of a history's query", () => {
  const sha = "0123456789abcdef0123456789abcdef01234567";
  test("a page's file, and for a version a full commit id", () => {
    expect(historyQuery({ file: "lib/content/pages/donation-api-charities.json" })).toEqual({ file: "lib/content/pages/donation-api-charities.json" });
    expect(historyQuery({ file: "lib/content/pages/home.json", sha }, { sha: true })).toEqual({ file: "lib/content/pages/home.json", sha });
  });
  test.each([
    [{ file: "lib/content/pages/../../../etc/passwd.json" }],
    [{ file: "lib/content/site.json" }],
    [{ file: "/lib/content/pages/home.json" }],
    [{ file: "lib/content/pages/Home.json" }],
    [{ file: "lib/content/pages/home.json\n" }],
    [{ file: ["lib/content/pages/home.json"] }],
    [{}],
  ])("refused: %j", (query) => expect(() => historyQuery(query)).toThrow(/page's file/));
  test.each([["HEAD"], ["main"], [sha.slice(0, 7)], [`${sha}:x`], [`--output=/tmp/x`], [undefined]])("a version's id refused: %j", (bad) =>
    expect(() => historyQuery({ file: "lib/content/pages/home.json", sha: bad }, { sha: true })).toThrow(/commit's full id/),
  );
});

describe("the versions along main's first parents, from GitHub's lists of commits", () => {
  // main: root → other → merge (of a branch two → three that changed the file) → squash (changed it) → later (did not)
  const commit = (sha: string, parents: string[], message = sha): MainCommit => ({ sha, parents, date: "", author: sha, message });
  const graph = new Map(
    [
      commit("root", []),
      commit("two", ["root"]),
      commit("three", ["two"]),
      commit("other", ["root"]),
      commit("merge", ["other", "three"], "Merge pull request #7 from drops/cms/pages/home"),
      commit("squash", ["merge"], "Update Pages “home” (#8)"),
      commit("later", ["squash"]),
    ].map((c) => [c.sha, c]),
  );

  test("a merge stands for its branch's commits; a squash commit for itself; the rest are not versions", () => {
    // GitHub's list for the path follows the branch (git log's default simplification): it names two and three, not the merge.
    const { candidates, complete } = firstParentCandidates("later", graph, new Set(["three", "two", "root", "squash"]));
    expect(candidates.map((c) => c.sha)).toEqual(["squash", "merge", "root"]);
    expect(complete).toBe(true);
  });

  test("a line that leaves the commits known is incomplete: the next page is needed", () => {
    const partial = new Map([...graph].filter(([sha]) => sha !== "root"));
    const { candidates, complete } = firstParentCandidates("later", partial, new Set(["squash"]));
    expect(candidates.map((c) => c.sha)).toEqual(["squash"]);
    expect(complete).toBe(false);
  });
});

describe("the local history, from the repository's log (scripts/editor-backend.mjs)", () => {
  const FILE = "lib/content/pages/home.json";
  let repo: string;
  const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
  const write = (text: string) => writeFileSync(path.join(repo, FILE), text);

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), "page-history-"));
    git("init", "--quiet", "--initial-branch=main");
    git("config", "user.name", "Dev");
    git("config", "user.email", "dev@drops.example");
    mkdirSync(path.join(repo, "lib/content/pages"), { recursive: true });
    write('{\n  "title": "first"\n}\n');
    git("add", ".");
    git("commit", "--quiet", "-m", "First");
    git("checkout", "--quiet", "-b", "cms/pages/home");
    write('{\n  "title": "second"\n}\n');
    git("-c", "user.name=Mara", "commit", "--quiet", "-am", "Update Pages “home”");
    write('{\n  "title": "third"\n}\n');
    git("-c", "user.name=Mara", "commit", "--quiet", "-am", "Update Pages “home” again");
    git("checkout", "--quiet", "main");
    writeFileSync(path.join(repo, "other.txt"), "other\n");
    git("add", ".");
    git("commit", "--quiet", "-m", "Other");
    git("merge", "--quiet", "--no-ff", "cms/pages/home", "-m", "Merge pull request #7 from drops/cms/pages/home");
    // A draft not merged: not main's.
    git("checkout", "--quiet", "-b", "cms/pages/draft");
    write('{\n  "title": "draft"\n}\n');
    git("commit", "--quiet", "-am", "Draft");
    git("checkout", "--quiet", "main");
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  test("the merge and the first commit, newest first; the branch's own commits are not versions", async () => {
    const versions = await pageVersions(repo, FILE);
    expect(versions.map((v) => v.sha)).toEqual([git("rev-parse", "main"), git("rev-parse", "main~2")]);
    expect(versions[0]).toMatchObject({ author: "Mara", pullRequest: { number: 7, branch: "cms/pages/home" } });
    expect(versions[1]).toMatchObject({ author: "Dev" });
    expect(versions[1]!.pullRequest).toBeUndefined();
    expect(new Date(versions[0]!.date).getTime()).not.toBeNaN();
  });

  test("a version's file byte for byte; a commit not on main is not read", async () => {
    const older = git("rev-parse", "main~2");
    expect((await fileAtVersion(repo, FILE, older))?.toString("utf8")).toBe(git("show", `${older}:${FILE}`) + "\n");
    expect(await fileAtVersion(repo, FILE, git("rev-parse", "cms/pages/draft"))).toBeUndefined();
  });
});
