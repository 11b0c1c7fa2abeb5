// GitHub's REST API as Decap CMS's github backend uses it, faked for the
// editor's session tests (tests/e2e/editor-session.spec.ts) over a bare clone
// of this repository, its main the content the editor's tests need
// (editor-content.ts): every git object and ref is real (git plumbing: blobs,
// trees, commits, refs, compares), pull requests and their labels live in
// memory. It answers only the tokens it was given, and 401 "Bad credentials"
// once they have expired, as GitHub does for an ended GitHub App user token.
// Every call is logged (method and path) so the test can list what a real
// Decap session asks of GitHub, and which App permission each call needs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Route } from "@playwright/test";
import { editorContentCommit } from "./editor-content";

/** The commit status preview-deploy.yml posts for a deployed preview: its context and the deployment's own address. */
export const PREVIEW_STATUS = { context: "deploy/preview", url: "https://0123abcd.drops.pages.dev/" } as const;

export const GITHUB_API = "https://api.github.com";

interface Answer {
  status: number;
  body?: unknown;
}

interface PullRequest {
  number: number;
  title: string;
  branch: string;
  state: "open" | "closed";
  labels: string[];
  mergedAt: string | null;
}

export interface FakeGitHubOptions {
  /** The repository as the editor's config names it (owner/name). */
  repo: string;
  /** The checkout whose HEAD becomes the fake's main. */
  root: string;
  login?: string;
}

export class FakeGitHubApi {
  readonly calls: { method: string; path: string; status: number }[] = [];
  private readonly dir: string;
  private readonly tokens = new Set<string>();
  private expired = false;
  private readonly pulls: PullRequest[] = [];
  private readonly owner: string;
  private readonly login: string;

  constructor(private readonly options: FakeGitHubOptions) {
    this.owner = options.repo.split("/")[0]!;
    this.login = options.login ?? "marketer";
    this.dir = mkdtempSync(path.join(tmpdir(), "fake-github-"));
    execFileSync("git", ["clone", "--quiet", "--bare", "--no-hardlinks", options.root, this.dir]);
    const head = execFileSync("git", ["-C", options.root, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    for (const ref of this.git("for-each-ref", "--format=%(refname)", "refs/heads").split("\n").filter(Boolean)) this.git("update-ref", "-d", ref);
    // The pages and uploads the editor's tests need, not every one (editor-content.ts).
    this.git("update-ref", "refs/heads/main", editorContentCommit(this.dir, head));
  }

  /** A token GitHub handed out (the login's), valid until expireTokens(). */
  issue(token: string) {
    this.tokens.add(token);
    this.expired = false;
  }

  /** Every token given so far ends, as a GitHub App user token does after eight hours. */
  expireTokens() {
    this.expired = true;
    this.tokens.clear();
  }

  dispose() {
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A file's text on a branch of the fake, or undefined. */
  fileOn(branch: string, file: string) {
    try {
      return this.git("show", `refs/heads/${branch}:${file}`);
    } catch {
      return undefined;
    }
  }

  /** A file's text at any revision of the fake (a commit id, main~1…), or undefined. */
  fileAt(revision: string, file: string) {
    try {
      return this.git("show", `${revision}:${file}`);
    } catch {
      return undefined;
    }
  }

  /** The commits on main's first-parent line that change a file, newest first (what a page's history lists). */
  firstParentChanges(file: string) {
    return this.git("log", "--first-parent", "--format=%H", "refs/heads/main", "--", file).split("\n").filter(Boolean);
  }

  branches() {
    return this.git("for-each-ref", "--format=%(refname:short)", "refs/heads").split("\n").filter(Boolean);
  }

  pullRequests() {
    return this.pulls.map((pr) => ({ ...pr }));
  }

  /** Playwright's route handler for https://api.github.com/**. */
  async route(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const answer = this.answer(method, url, request.headers().authorization ?? "", request.postData());
    this.calls.push({ method, path: decodeURIComponent(url.pathname), status: answer.status });
    await route.fulfill({
      status: answer.status,
      contentType: "application/json; charset=utf-8",
      // GitHub's API answers cross-origin requests from any page.
      headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "Link" },
      body: answer.body === undefined ? "" : JSON.stringify(answer.body),
    });
  }

  private git(...args: string[]) {
    return execFileSync("git", ["-C", this.dir, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["pipe", "pipe", "pipe"] }).replace(
      /\n$/,
      "",
    );
  }

  private gitWithInput(input: Buffer | string, env: Record<string, string>, ...args: string[]) {
    return execFileSync("git", ["-C", this.dir, ...args], { input, env: { ...process.env, ...env }, encoding: "utf8" }).trim();
  }

  private answer(method: string, url: URL, authorization: string, body: string | null): Answer {
    if (method === "OPTIONS") return { status: 204 };
    const token = authorization.replace(/^(token|Bearer) /i, "");
    if (this.expired || !this.tokens.has(token))
      return { status: 401, body: { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" } };
    const data = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const q = url.searchParams;
    const p = decodeURIComponent(url.pathname);
    try {
      if (method === "GET" && (p === "/user" || p === `/users/${this.login}`)) return { status: 200, body: this.user() };
      if (method === "GET" && p === "/search/issues") return { status: 200, body: { total_count: 0, incomplete_results: false, items: [] } };
      const prefix = `/repos/${this.options.repo}`;
      if (p !== prefix && !p.startsWith(`${prefix}/`)) return notFound();
      return this.repoAnswer(method, p.slice(prefix.length), q, data);
    } catch (error) {
      return { status: 422, body: { message: error instanceof Error ? error.message : String(error) } };
    }
  }

  private user() {
    return { login: this.login, id: 1, name: "Mara Marketer", email: null, avatar_url: "https://avatars.githubusercontent.com/u/1?v=4" };
  }

  private repoAnswer(method: string, p: string, q: URLSearchParams, data: Record<string, unknown>): Answer {
    let m: RegExpMatchArray | null;
    if (method === "GET" && p === "") {
      return {
        status: 200,
        body: {
          name: this.options.repo.split("/")[1],
          full_name: this.options.repo,
          owner: { login: this.owner },
          private: true,
          default_branch: "main",
          permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
        },
      };
    }
    if (method === "GET" && (m = p.match(/^\/branches\/(.+)$/))) {
      const sha = this.ref(m[1]!);
      return sha ? { status: 200, body: { name: m[1], commit: this.commitJson(sha) } } : { status: 404, body: { message: "Branch not found" } };
    }
    if (method === "GET" && (m = p.match(/^\/git\/trees\/(.+)$/))) {
      const treeish = m[1]!.replace(/^([^:]+)/, (ref) => this.ref(ref) ?? ref);
      let lines: string[];
      try {
        lines = this.git("ls-tree", "-l", ...(q.get("recursive") ? ["-r"] : []), treeish)
          .split("\n")
          .filter(Boolean);
      } catch {
        return notFound();
      }
      const tree = lines.map((line) => {
        const [info, file] = line.split("\t");
        const [mode, type, sha, size] = info!.split(/\s+/);
        return { path: file, mode, type, sha, ...(type === "blob" ? { size: Number(size) } : {}) };
      });
      return { status: 200, body: { sha: this.git("rev-parse", treeish), tree, truncated: false } };
    }
    if (method === "GET" && (m = p.match(/^\/git\/blobs\/([0-9a-f]{40})$/))) {
      const content = execFileSync("git", ["-C", this.dir, "cat-file", "blob", m[1]!]);
      return { status: 200, body: { sha: m[1], size: content.length, encoding: "base64", content: content.toString("base64") } };
    }
    if (method === "GET" && p === "/commits") {
      // GitHub's list: newest first, a page at a time; with a path, git log's default simplification (a merge's
      // branch commits, not the merge), as GitHub lists a file's commits.
      const perPage = Number(q.get("per_page") ?? 30);
      const skip = (Number(q.get("page") ?? 1) - 1) * perPage;
      const file = q.get("path");
      const args = [`--max-count=${perPage}`, `--skip=${skip}`, this.ref(q.get("sha") ?? "main") ?? "main", ...(file ? ["--", file] : [])];
      return { status: 200, body: this.commitsJson(...args) };
    }
    if (method === "GET" && (m = p.match(/^\/commits\/([^/]+)\/status$/))) {
      // The preview workflow's commit status on a save (README: deploy/preview), which gives the editor its "View preview" link.
      return {
        status: 200,
        body: { state: "success", sha: m[1], statuses: [{ context: PREVIEW_STATUS.context, state: "success", target_url: PREVIEW_STATUS.url }] },
      };
    }
    if (method === "GET" && (m = p.match(/^\/git\/(?:matching-)?refs\/(.+)$/))) {
      const refs = this.git("for-each-ref", "--format=%(refname) %(objectname)", `refs/${m[1]}`).split("\n").filter(Boolean);
      if (!refs.length) return notFound();
      return { status: 200, body: refs.map((line) => ({ ref: line.split(" ")[0], object: { sha: line.split(" ")[1], type: "commit" } })) };
    }
    if (method === "GET" && (m = p.match(/^\/compare\/(.+)\.\.\.(.+)$/))) return this.compare(m[1]!, m[2]!);
    if (method === "GET" && p === "/pulls") {
      const head = q.get("head")?.replace(`${this.owner}:`, "");
      const state = q.get("state") ?? "open";
      return {
        status: 200,
        body: this.pulls.filter((pr) => (!head || pr.branch === head) && (state === "all" || pr.state === state)).map((pr) => this.pullJson(pr)),
      };
    }
    if (method === "GET" && (m = p.match(/^\/pulls\/(\d+)\/commits$/))) {
      const pr = this.pull(m[1]!);
      const shas = this.git("rev-list", "--reverse", `refs/heads/main..${this.ref(pr.branch) ?? "main"}`)
        .split("\n")
        .filter(Boolean);
      return { status: 200, body: shas.map((sha) => this.commitJson(sha)) };
    }
    if (method === "POST" && p === "/git/blobs") {
      const content = Buffer.from(String(data.content), data.encoding === "base64" ? "base64" : "utf8");
      return { status: 201, body: { sha: this.gitWithInput(content, {}, "hash-object", "-w", "--stdin") } };
    }
    if (method === "POST" && p === "/git/trees") return { status: 201, body: this.createTree(data) };
    if (method === "POST" && p === "/git/commits") {
      const author = (data.author ?? {}) as { name?: string; email?: string };
      const env = {
        GIT_AUTHOR_NAME: author.name || "Mara Marketer",
        GIT_AUTHOR_EMAIL: author.email || "marketer@drops.example",
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
      };
      const parents = ((data.parents ?? []) as string[]).flatMap((sha) => ["-p", sha]);
      const sha = this.gitWithInput(String(data.message ?? ""), env, "commit-tree", String(data.tree), ...parents);
      return { status: 201, body: { ...this.commitJson(sha), tree: { sha: String(data.tree) } } };
    }
    if (method === "POST" && p === "/git/refs") {
      const ref = String(data.ref);
      if (this.refSha(ref)) return { status: 422, body: { message: "Reference already exists" } };
      this.git("update-ref", ref, String(data.sha));
      return { status: 201, body: { ref, object: { sha: data.sha, type: "commit" } } };
    }
    if ((method === "PATCH" || method === "DELETE") && (m = p.match(/^\/git\/refs\/(heads\/.+)$/))) {
      const ref = `refs/${m[1]}`;
      if (!this.refSha(ref)) return { status: 422, body: { message: "Reference does not exist" } };
      if (method === "DELETE") {
        this.git("update-ref", "-d", ref);
        return { status: 204 };
      }
      this.git("update-ref", ref, String(data.sha));
      return { status: 200, body: { ref, object: { sha: data.sha, type: "commit" } } };
    }
    if (method === "POST" && p === "/pulls") {
      const branch = String(data.head).replace(`${this.owner}:`, "");
      const pr: PullRequest = { number: this.pulls.length + 1, title: String(data.title), branch, state: "open", labels: [], mergedAt: null };
      this.pulls.push(pr);
      return { status: 201, body: this.pullJson(pr) };
    }
    if (method === "PATCH" && (m = p.match(/^\/pulls\/(\d+)$/))) {
      const pr = this.pull(m[1]!);
      if (data.state === "open" || data.state === "closed") pr.state = data.state;
      return { status: 200, body: this.pullJson(pr) };
    }
    if (method === "PUT" && (m = p.match(/^\/issues\/(\d+)\/labels$/))) {
      const pr = this.pull(m[1]!);
      pr.labels = (data.labels ?? []) as string[];
      return { status: 200, body: pr.labels.map((name) => ({ name })) };
    }
    if (method === "PUT" && (m = p.match(/^\/pulls\/(\d+)\/merge$/))) {
      // A squash merge (the config's squash_merges), as GitHub makes it once the branch's rules allow: its title the pull
      // request's with its number, GitHub's default, and the message Decap sends below it.
      const pr = this.pull(m[1]!);
      const head = this.ref(pr.branch)!;
      const tree = this.git("rev-parse", `${head}^{tree}`);
      const sha = this.gitWithInput(
        `${String(data.commit_title ?? `${pr.title} (#${pr.number})`)}\n\n${String(data.commit_message ?? "")}`,
        { GIT_AUTHOR_NAME: "GitHub", GIT_AUTHOR_EMAIL: "noreply@github.com", GIT_COMMITTER_NAME: "GitHub", GIT_COMMITTER_EMAIL: "noreply@github.com" },
        "commit-tree",
        tree,
        "-p",
        this.ref("main")!,
      );
      this.git("update-ref", "refs/heads/main", sha);
      pr.state = "closed";
      pr.mergedAt = new Date().toISOString();
      return { status: 200, body: { sha, merged: true, message: "Pull Request successfully merged" } };
    }
    return notFound();
  }

  /** A ref name (main, cms/pages/home, owner:cms/...) or a sha, as a commit sha; undefined when there is none. */
  private ref(name: string) {
    const bare = name.replace(`${this.owner}:`, "");
    if (/^[0-9a-f]{40}$/.test(bare)) return bare;
    return this.refSha(`refs/heads/${bare}`);
  }

  private refSha(ref: string) {
    try {
      return this.git("rev-parse", "--verify", "--quiet", ref) || undefined;
    } catch {
      return undefined;
    }
  }

  private pull(number: string) {
    const pr = this.pulls.find((candidate) => candidate.number === Number(number));
    if (!pr) throw new Error(`No pull request ${number}`);
    return pr;
  }

  private pullJson(pr: PullRequest) {
    const head = this.ref(pr.branch) ?? "";
    return {
      number: pr.number,
      title: pr.title,
      state: pr.state,
      merged_at: pr.mergedAt,
      updated_at: new Date().toISOString(),
      user: { login: this.login },
      labels: pr.labels.map((name) => ({ name })),
      head: { ref: pr.branch, sha: head, repo: { fork: false, full_name: this.options.repo } },
      base: { ref: "main", sha: this.ref("main") },
    };
  }

  /** The commits `git log <args>` lists, each as GitHub's API gives a commit (one git call for them all). */
  private commitsJson(...args: string[]) {
    return this.git("log", "--format=%H%x1f%T%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%B%x1e", ...args)
      .split("\x1e")
      .map((record) => record.replace(/^\n/, ""))
      .filter(Boolean)
      .map((record) => {
        const [sha, tree, parents, name, email, date, message] = record.split("\x1f");
        return this.commitShape(sha!, tree!, parents ?? "", { name, email, date }, message ?? "");
      });
  }

  private commitShape(sha: string, tree: string, parents: string, person: { name?: string; email?: string; date?: string }, message: string) {
    return {
      sha,
      parents: parents
        .split(" ")
        .filter(Boolean)
        .map((parent) => ({ sha: parent })),
      author: { login: this.login },
      commit: { message: message.trim(), tree: { sha: tree }, author: person, committer: person },
    };
  }

  private commitJson(sha: string) {
    const [tree, parents, name, email, date, ...message] = this.git("show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%B", sha).split("\n");
    return this.commitShape(sha, tree!, parents ?? "", { name, email, date }, message.join("\n"));
  }

  private compare(baseName: string, headName: string): Answer {
    const base = this.ref(baseName);
    const head = this.ref(headName);
    if (!base || !head) return notFound();
    const mergeBase = this.git("merge-base", base, head);
    const commits = this.git("rev-list", "--reverse", `${base}..${head}`)
      .split("\n")
      .filter(Boolean)
      .map((sha) => this.commitJson(sha));
    const files = this.git("diff-tree", "-r", "--no-renames", mergeBase, head)
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [info, filename] = line.split("\t");
        const [, , , newSha, status] = info!.split(" ");
        const kind = status === "A" ? "added" : status === "D" ? "removed" : "modified";
        // GitHub sends a text file's patch; Decap takes a file without one for media.
        return { filename, status: kind, sha: newSha, patch: "@@ -1 +1 @@" };
      });
    return { status: 200, body: { base_commit: this.commitJson(base), merge_base_commit: this.commitJson(mergeBase), commits, files } };
  }

  private createTree(data: Record<string, unknown>) {
    const index = path.join(this.dir, `index-${process.pid}-${Date.now()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (data.base_tree) this.gitWithInput("", env, "read-tree", String(data.base_tree));
      else this.gitWithInput("", env, "read-tree", "--empty");
      for (const entry of (data.tree ?? []) as { path: string; mode: string; sha: string | null }[]) {
        if (entry.sha === null) this.gitWithInput("", env, "update-index", "--force-remove", entry.path);
        else this.gitWithInput("", env, "update-index", "--add", "--cacheinfo", `${entry.mode},${entry.sha},${entry.path}`);
      }
      const sha = this.gitWithInput("", env, "write-tree");
      return { sha, tree: [] };
    } finally {
      rmSync(index, { force: true });
    }
  }
}

const notFound = (): Answer => ({ status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } });
