/**
 * @jest-environment node
 *
 * A page's history read online (components/editor/page-history-source.ts), against GitHub's REST API answered here
 * as GitHub answers it: main's commits, and the file's commits as git log's default simplification lists them (a
 * merged branch's commits, not the merge). The versions are main's first-parent commits that change the file's blob;
 * a merge whose branch changed the file and changed it back is none; a version's file is its blob's text.
 */
import { gitHubHistory } from "@/components/editor/page-history-source";
import { DECAP_USER_KEY } from "@/components/editor/session";

const FILE = "lib/content/pages/home.json";
// main: root → other → merge #7 (branch two → three, which changed the file) → squash #8 (changed it) → back #9 (a
// branch that changed the file and changed it back) → later (another file).
const COMMITS: { sha: string; parents: string[]; message: string; author: string; blob: string; changes?: boolean }[] = [
  { sha: "later", parents: ["back"], message: "Other things", author: "Dev", blob: "b3" },
  { sha: "back", parents: ["squash", "undo"], message: "Merge pull request #9 from drops/cms/pages/home", author: "Dev", blob: "b3" },
  { sha: "undo", parents: ["redo"], message: "Undo", author: "Ana", blob: "b3", changes: true },
  { sha: "redo", parents: ["squash"], message: "Redo", author: "Ana", blob: "b4", changes: true },
  {
    sha: "squash",
    parents: ["merge"],
    message: "Update Pages “home” (#8)\n\nAutomatically generated. Merged on Decap CMS.",
    author: "Mara",
    blob: "b3",
    changes: true,
  },
  { sha: "merge", parents: ["other", "three"], message: "Merge pull request #7 from drops/cms/pages/home", author: "Dev", blob: "b2" },
  { sha: "three", parents: ["two"], message: "Three", author: "Mara", blob: "b2", changes: true },
  { sha: "two", parents: ["root"], message: "Two", author: "Mara", blob: "b1b", changes: true },
  { sha: "other", parents: ["root"], message: "Other", author: "Dev", blob: "b1" },
  { sha: "root", parents: [], message: "First", author: "Dev", blob: "b1", changes: true },
];
const BLOB_TEXT: Record<string, string> = { b1: '{\n  "title": "first"\n}\n', b2: '{\n  "title": "Zoë’s"\n}\n', b3: "{}\n" };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GitHub's API over COMMITS with `padding` more commits of other files on top of main (newest first, 100 a page at most). */
function fakeGitHub(padding = 0) {
  const pad = Array.from({ length: padding }, (_, i) => ({
    sha: `pad${i}`,
    parents: [i + 1 < padding ? `pad${i + 1}` : "later"],
    message: "Other files",
    author: "Dev",
    blob: "b3",
    changes: false,
  }));
  const main = [...pad, ...COMMITS];
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    expect(new Headers(init?.headers).get("Authorization")).toBe("token ghu_stored");
    const p = decodeURIComponent(url.pathname).replace("/repos/drops/site", "");
    if (p === "/commits") {
      const page = Number(url.searchParams.get("page"));
      const perPage = Math.min(100, Number(url.searchParams.get("per_page")));
      const listed = url.searchParams.get("path") === FILE ? main.filter((c) => c.changes) : main;
      return json(
        listed.slice((page - 1) * perPage, page * perPage).map((c) => ({
          sha: c.sha,
          parents: c.parents.map((sha) => ({ sha })),
          commit: { message: c.message, author: { name: c.author }, committer: { date: "2026-11-28T12:00:00Z" } },
        })),
      );
    }
    const tree = /^\/git\/trees\/(\w+):lib\/content\/pages$/.exec(p);
    if (tree) return json({ tree: [{ path: "home.json", type: "blob", sha: main.find((c) => c.sha === tree[1])!.blob }] });
    const blob = /^\/git\/blobs\/(\w+)$/.exec(p);
    if (blob)
      return json({
        content: Buffer.from(BLOB_TEXT[blob[1]!]!)
          .toString("base64")
          .replace(/(.{20})/g, "$1\n"),
      });
    return json({ message: "Not Found" }, 404);
  }) as typeof fetch;
  return { calls, fetcher };
}

const storage = { getItem: (key: string) => (key === DECAP_USER_KEY ? JSON.stringify({ token: "ghu_stored" }) : null) };

test("the versions: main's first-parent commits that change the file's blob, newest first, with who made them and their pull request", async () => {
  const { fetcher } = fakeGitHub();
  const history = await gitHubHistory({ repo: "drops/site", branch: "main" }, fetcher, storage).versions(FILE);
  expect(history.complete).toBe(true);
  expect(history.versions.map((v) => [v.sha, v.author, v.pullRequest])).toEqual([
    ["squash", "Mara", { number: 8 }],
    // A merge: who made the change is the branch's last commit's author.
    ["merge", "Mara", { number: 7, branch: "cms/pages/home" }],
    ["root", "Dev", undefined],
  ]);
});

test("main's commits are read a page at a time until the first-parent line is whole, at most three pages", async () => {
  const three = fakeGitHub(250);
  const history = await gitHubHistory({ repo: "drops/site" }, three.fetcher, storage).versions(FILE);
  expect(history.versions.map((v) => v.sha)).toEqual(["squash", "merge", "root"]);
  expect(history.complete).toBe(true);
  const mainPages = (calls: string[]) => calls.filter((call) => call.startsWith("/repos/drops/site/commits?") && !call.includes("path=")).length;
  expect(mainPages(three.calls)).toBe(3);
  const more = fakeGitHub(400);
  const partial = await gitHubHistory({ repo: "drops/site" }, more.fetcher, storage).versions(FILE);
  expect(partial).toEqual({ versions: [], complete: false });
  expect(mainPages(more.calls)).toBe(3);
});

test("a version's file is its blob's text, as committed", async () => {
  const { fetcher } = fakeGitHub();
  const source = gitHubHistory({ repo: "drops/site" }, fetcher, storage);
  const [, merge] = (await source.versions(FILE)).versions;
  expect(await source.fileAt(merge!, FILE)).toBe(BLOB_TEXT.b2);
  expect(source.pullRequestUrl(7)).toBe("https://github.com/drops/site/pull/7");
});
