/**
 * Where a page's history is read (issue #64; what a version is: lib/content/page-history.mjs). Locally, from the
 * local backend's history beside decap-server (scripts/editor-backend.mjs: the repository's own
 * `git log --first-parent main -- <file>`), at the origin the editor's policy allows it. Online, from GitHub's REST
 * API with the editor's login (Decap's stored token, renewed by ./session.ts): main's commits, 100 a page, and those
 * that change the page's file; main's first-parent line walked through them (a merge stands for its branch's
 * commits, which GitHub's list of a file's commits names instead); each candidate kept when its file's blob differs
 * from its first parent's (the page folder's tree at each). Every call is one docs/hosting.md lists, within the
 * GitHub App's Contents: read (tests/e2e/github-app-permissions.ts).
 */
import { PAGES_FOLDER, firstParentCandidates, versionOf, type MainCommit, type PageVersion } from "@/lib/content/page-history.mjs";
import type { DecapBackendConfig } from "./decap-store";
import { DECAP_USER_KEY, GITHUB_API_ORIGIN } from "./session";

export interface PageHistory {
  /** Newest first. */
  versions: PageVersion[];
  /** False when older versions were left out (online, beyond HISTORY_PAGES pages of main's commits). */
  complete: boolean;
}

export interface HistorySource {
  versions(file: string): Promise<PageHistory>;
  /** The page's file at a version, its text as committed. */
  fileAt(version: PageVersion, file: string): Promise<string>;
  /** Where a pull request is shown, where there is such a page (GitHub's). */
  pullRequestUrl(number: number): string | undefined;
}

/** How many pages of main's commits (100 each) the history reads online before it says older versions are not listed. */
export const HISTORY_PAGES = 3;
const PER_PAGE = 100;

type Fetch = typeof fetch;

async function ok(response: Response, what: string) {
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const said = body && typeof body === "object" ? Reflect.get(body, "error") || Reflect.get(body, "message") : undefined;
    throw new Error(`${what} answered ${response.status}${said ? `: ${String(said)}` : ""}`);
  }
  return response;
}

/** The local backend's history (scripts/editor-backend.mjs), at the local backend's origin (its proxy_url's). */
export function localHistory(proxyUrl: string, fetcher: Fetch = (...args) => fetch(...args)): HistorySource {
  const origin = new URL(proxyUrl).origin;
  return {
    async versions(file) {
      const response = await ok(await fetcher(`${origin}/api/history?${new URLSearchParams({ file })}`), "The local history");
      const { versions } = (await response.json()) as { versions: PageVersion[] };
      return { versions, complete: true };
    },
    async fileAt(version, file) {
      const response = await ok(await fetcher(`${origin}/api/history/file?${new URLSearchParams({ file, sha: version.sha })}`), "The local history");
      return response.text();
    },
    pullRequestUrl: () => undefined,
  };
}

/** A commit as GitHub's list of commits gives it. */
interface GitHubCommit {
  sha: string;
  parents: { sha: string }[];
  commit: { message: string; author?: { name?: string } | null; committer?: { date?: string } | null };
}

const mainCommitOf = (c: GitHubCommit): MainCommit => ({
  sha: c.sha,
  parents: c.parents.map((parent) => parent.sha),
  date: c.commit.committer?.date ?? "",
  author: c.commit.author?.name ?? "",
  message: c.commit.message,
});

/** Decap's stored token (LocalStorageAuthStore), read at each call: a login again replaces it (./session.ts storeToken). */
function storedToken(storage: Pick<Storage, "getItem">): string {
  const user: unknown = JSON.parse(storage.getItem(DECAP_USER_KEY) ?? "null");
  const token: unknown = user && typeof user === "object" ? Reflect.get(user, "token") : undefined;
  if (typeof token !== "string" || !token) throw new Error("the editor holds no GitHub login: log in again");
  return token;
}

/** GitHub's REST API for the repository Decap's config names, with the editor's login. */
export function gitHubHistory(
  backend: Pick<DecapBackendConfig, "repo" | "branch" | "api_root">,
  fetcher: Fetch = (...args) => fetch(...args),
  storage: Pick<Storage, "getItem"> = globalThis.localStorage,
): HistorySource {
  const api = (backend.api_root || GITHUB_API_ORIGIN).replace(/\/+$/, "");
  const repo = backend.repo ?? "";
  const branch = backend.branch || "main";
  const get = async (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const response = await fetcher(`${api}/repos/${repo}${path}${search ? `?${search}` : ""}`, {
      headers: { Authorization: `token ${storedToken(storage)}`, Accept: "application/vnd.github+json" },
    });
    return response;
  };
  const json = async <T>(path: string, query?: Record<string, string>): Promise<T> => (await ok(await get(path, query), "GitHub")).json() as Promise<T>;
  // The blob of each page file at a commit, by the commit (the page folder's tree; none where the folder is not).
  const trees = new Map<string, Promise<Map<string, string>>>();
  const blobsAt = (sha: string) => {
    let tree = trees.get(sha);
    if (!tree) {
      tree = get(`/git/trees/${sha}:${PAGES_FOLDER}`).then(async (response) => {
        if (response.status === 404) return new Map<string, string>();
        const { tree: entries } = (await (await ok(response, "GitHub")).json()) as { tree: { path: string; sha: string; type: string }[] };
        return new Map(entries.filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.sha]));
      });
      trees.set(sha, tree);
    }
    return tree;
  };
  const blobOf = async (sha: string, file: string) => (await blobsAt(sha)).get(file.slice(PAGES_FOLDER.length + 1));

  return {
    async versions(file) {
      const commits = new Map<string, MainCommit>();
      const touching = new Set<string>();
      let head: string | undefined;
      let found: ReturnType<typeof firstParentCandidates> = { candidates: [], complete: true };
      for (let page = 1; page <= HISTORY_PAGES; page++) {
        const query = { sha: branch, per_page: String(PER_PAGE), page: String(page) };
        const [all, changing] = await Promise.all([json<GitHubCommit[]>("/commits", query), json<GitHubCommit[]>("/commits", { ...query, path: file })]);
        for (const commit of [...all, ...changing]) commits.set(commit.sha, mainCommitOf(commit));
        for (const commit of changing) touching.add(commit.sha);
        head ??= all[0]?.sha;
        if (!head) break;
        found = firstParentCandidates(head, commits, touching);
        if (found.complete || all.length < PER_PAGE) break;
      }
      const authors = new Map([...commits.values()].map((commit) => [commit.sha, commit.author]));
      const kept = await Promise.all(
        found.candidates.map(async (commit) => {
          const [now, before] = await Promise.all([blobOf(commit.sha, file), commit.parents[0] ? blobOf(commit.parents[0], file) : undefined]);
          return now !== undefined && now !== before ? versionOf(commit, authors) : undefined;
        }),
      );
      return { versions: kept.filter((version): version is PageVersion => version !== undefined), complete: found.complete };
    },
    async fileAt(version, file) {
      const blob = await blobOf(version.sha, file);
      if (!blob) throw new Error(`${file} is not in ${version.sha}`);
      const { content } = await json<{ content: string }>(`/git/blobs/${blob}`);
      const bytes = Uint8Array.from(atob(content.replace(/\s/g, "")), (c) => c.charCodeAt(0));
      return new TextDecoder().decode(bytes);
    },
    pullRequestUrl: (number) => (repo ? `https://github.com/${repo}/pull/${number}` : undefined),
  };
}

/** The history of the backend Decap runs on: the local backend's, or GitHub's. */
export function historySourceOf(backend: DecapBackendConfig): HistorySource {
  if (backend.name === "proxy" && backend.proxy_url) return localHistory(backend.proxy_url);
  if (backend.name === "github") return gitHubHistory(backend);
  throw new Error(`a page's history is not read from the ${backend.name} backend`);
}
