/**
 * GitHub's REST API as the production deploy's check (scripts/check-protection.mjs) reads
 * it, over a made-up history of main: the rules, CODEOWNERS's errors, main's head, the
 * production environment's deployments and their statuses, compare, a commit's pull
 * requests, a pull request's reviews and commits, and a collaborator's permission, each in
 * the shape GitHub documents (the fields the check reads, and enough of the rest that a
 * reader sees the real answer). Lists are paged as GitHub pages them (per_page, page, a
 * Link header). Served over HTTP on 127.0.0.1 for the check run as the workflow runs it;
 * `answer` alone for in-process tests.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const REPO = "drops-charity/drops-site";
const root = path.join(__dirname, "..", "..", "..");
export const protectionFixture = (name: string): unknown => JSON.parse(readFileSync(path.join(root, "tests", "fixtures", "protection", name), "utf8"));

/** A commit's SHA made from a name, so a test reads as a story and the check sees real-looking SHAs. */
export const shaOf = (name: string) => createHash("sha1").update(name).digest("hex");

export interface Review {
  login: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED";
  /** The commit reviewed; the pull request's head when not given. */
  on?: string;
  bot?: boolean;
  association?: "OWNER" | "MEMBER" | "COLLABORATOR" | "CONTRIBUTOR" | "NONE";
}

/** One commit on main's first-parent line: merged from a pull request, or pushed (no pull). */
export interface MainCommit {
  name: string;
  pull?: { number: number; pusher: string; reviews: Review[]; squash?: boolean };
}

export interface Scenario {
  /** main's first-parent line, oldest first; the last is main's head unless `head` says otherwise. */
  main: MainCommit[];
  head?: string;
  /** The production environment's deployments, newest first: the commit's name and its statuses, oldest first. */
  deployments?: { id: number; commit: string; states: string[] }[];
  /** Each login's permission as GitHub's collaborator permission API answers it; a number answers that HTTP status. */
  permissions?: Record<string, "admin" | "write" | "read" | "none" | number>;
  rules?: unknown;
}

interface Commit {
  sha: string;
  parents: string[];
  author: string;
  message: string;
}

const user = (login: string, bot = false) => ({
  login,
  id: Number.parseInt(shaOf(login).slice(0, 7), 16),
  node_id: `U_${shaOf(login).slice(0, 12)}`,
  url: `https://api.github.com/users/${login}`,
  html_url: `https://github.com/${login}`,
  type: bot ? "Bot" : "User",
  site_admin: false,
});

const commitJson = (commit: Commit) => ({
  sha: commit.sha,
  node_id: `C_${commit.sha.slice(0, 12)}`,
  commit: {
    author: { name: commit.author, email: `${commit.author}@users.noreply.github.com`, date: "2026-11-24T09:40:12Z" },
    committer: { name: commit.author, email: `${commit.author}@users.noreply.github.com`, date: "2026-11-24T09:40:12Z" },
    message: commit.message,
  },
  url: `https://api.github.com/repos/${REPO}/commits/${commit.sha}`,
  html_url: `https://github.com/${REPO}/commit/${commit.sha}`,
  author: user(commit.author),
  committer: commit.author === "web-flow" ? user("web-flow") : user(commit.author),
  parents: commit.parents.map((sha) => ({ sha, url: `https://api.github.com/repos/${REPO}/commits/${sha}` })),
});

/** The history the scenario describes: every commit (main's and its pull requests' own) and the pull requests. */
function history(scenario: Scenario) {
  const commits = new Map<string, Commit>();
  const pulls: { number: number; merge: string; head: string; first: string; pusher: string; reviews: Review[] }[] = [];
  let previous: string | undefined;
  for (const entry of scenario.main) {
    const sha = shaOf(entry.name);
    if (entry.pull) {
      const { number, pusher } = entry.pull;
      // Each pull request has two commits of its own, the last pushed by `pusher`.
      const first = shaOf(`${entry.name}/1`);
      const head = shaOf(`${entry.name}/2`);
      commits.set(first, { sha: first, parents: previous ? [previous] : [], author: pusher, message: `${entry.name}: first` });
      commits.set(head, { sha: head, parents: [first], author: pusher, message: `${entry.name}: last` });
      // A merge commit has the branch's head as its second parent; a squash merge has none.
      const parents = [...(previous ? [previous] : []), ...(entry.pull.squash ? [] : [head])];
      commits.set(sha, { sha, parents, author: "web-flow", message: `Merge pull request #${number}` });
      pulls.push({ number, merge: sha, head, first, pusher, reviews: entry.pull.reviews });
    } else commits.set(sha, { sha, parents: previous ? [previous] : [], author: "someone-pushing", message: entry.name });
    previous = sha;
  }
  return { commits, pulls };
}

const ancestors = (commits: Map<string, Commit>, sha: string) => {
  const seen = new Set<string>();
  const stack = [sha];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next) || !commits.has(next)) continue;
    seen.add(next);
    stack.push(...commits.get(next)!.parents);
  }
  return seen;
};

type Answer = { status: number; body: unknown; link?: string };

/** GitHub's answer to GET `url` (a path with its query) in the scenario. */
export function answer(scenario: Scenario, url: string, origin = "https://api.github.com"): Answer {
  const { pathname, searchParams } = new URL(url, origin);
  const { commits, pulls } = history(scenario);
  const notFound: Answer = { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" } };
  const base = `/repos/${REPO}`;
  if (!pathname.startsWith(`${base}/`)) return notFound;
  const rest = pathname.slice(base.length);
  const paged = (list: unknown[]): Answer => {
    const perPage = Number(searchParams.get("per_page") ?? 30);
    const page = Number(searchParams.get("page") ?? 1);
    const next = new URL(pathname, origin);
    searchParams.forEach((value, key) => next.searchParams.set(key, value));
    next.searchParams.set("page", String(page + 1));
    const more = list.length > page * perPage;
    return { status: 200, body: list.slice((page - 1) * perPage, page * perPage), link: more ? `<${next}>; rel="next"` : undefined };
  };
  const head = scenario.head ? shaOf(scenario.head) : shaOf(scenario.main.at(-1)!.name);
  const pullJson = (pull: (typeof pulls)[number]) => ({
    url: `https://api.github.com/repos/${REPO}/pulls/${pull.number}`,
    number: pull.number,
    state: "closed",
    user: user(pull.pusher),
    merged_at: "2026-11-24T10:15:39Z",
    merge_commit_sha: pull.merge,
    head: { ref: `cms/pages/${pull.number}`, sha: pull.head, repo: { full_name: REPO } },
    base: { ref: "main", sha: commits.get(pull.merge)!.parents[0] ?? null, repo: { full_name: REPO } },
  });

  if (rest === "/rules/branches/main") return paged((scenario.rules ?? protectionFixture("rules.json")) as unknown[]);
  if (rest === "/codeowners/errors") return { status: 200, body: { errors: [] } };
  if (rest === "/branches/main") return { status: 200, body: { name: "main", commit: commitJson(commits.get(head)!), protected: true } };
  if (rest === "/deployments")
    return paged(
      (scenario.deployments ?? [])
        .filter(() => searchParams.get("environment") === "production")
        .map((d) => ({
          url: `https://api.github.com/repos/${REPO}/deployments/${d.id}`,
          id: d.id,
          sha: shaOf(d.commit),
          ref: "main",
          task: "deploy",
          environment: "production",
          production_environment: true,
          creator: user("github-actions[bot]", true),
        })),
    );
  let m = /^\/deployments\/(\d+)\/statuses$/.exec(rest);
  if (m) {
    const deployment = (scenario.deployments ?? []).find((d) => d.id === Number(m![1]));
    if (!deployment) return notFound;
    // Newest first, as GitHub lists them.
    return paged(
      deployment.states
        .map((state, i) => ({ id: deployment.id * 100 + i, state, environment: "production", creator: user("github-actions[bot]", true) }))
        .reverse(),
    );
  }
  m = /^\/compare\/([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/.exec(rest);
  if (m) {
    const [, from, to] = m;
    if (!commits.has(from) || !commits.has(to)) return notFound;
    const ofTo = ancestors(commits, to);
    const ofFrom = ancestors(commits, from);
    const status = from === to ? "identical" : ofTo.has(from) ? "ahead" : ofFrom.has(to) ? "behind" : "diverged";
    const list = [...commits.values()].filter((c) => ofTo.has(c.sha) && !ofFrom.has(c.sha)).map(commitJson);
    const page = paged(list);
    return {
      ...page,
      body: {
        status,
        ahead_by: list.length,
        behind_by: [...ofFrom].filter((sha) => !ofTo.has(sha)).length,
        total_commits: list.length,
        commits: page.body,
        files: [],
      },
    };
  }
  m = /^\/commits\/([0-9a-f]{40})\/pulls$/.exec(rest);
  if (m) return paged(pulls.filter((p) => [p.merge, p.head, p.first].includes(m![1])).map(pullJson));
  m = /^\/pulls\/(\d+)\/(reviews|commits)$/.exec(rest);
  if (m) {
    const pull = pulls.find((p) => p.number === Number(m![1]));
    if (!pull) return notFound;
    if (m[2] === "commits") return paged([pull.first, pull.head].map((sha) => commitJson(commits.get(sha)!)));
    return paged(
      pull.reviews.map((review, i) => ({
        id: pull.number * 1000 + i,
        user: user(review.login, review.bot),
        body: "",
        state: review.state,
        author_association: review.association ?? "MEMBER",
        submitted_at: "2026-11-24T10:00:00Z",
        commit_id: review.on ? shaOf(review.on) : pull.head,
      })),
    );
  }
  m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest);
  if (m) {
    const login = decodeURIComponent(m[1]);
    const permission = scenario.permissions?.[login] ?? "none";
    if (typeof permission === "number") return { status: permission, body: { message: "Server Error" } };
    const role = { admin: "admin", write: "write", read: "read", none: "none" }[permission];
    return {
      status: 200,
      body: {
        permission,
        role_name: role,
        user: { ...user(login), permissions: { admin: permission === "admin", push: ["admin", "write"].includes(permission), pull: permission !== "none" } },
      },
    };
  }
  return notFound;
}

/** The scenario served on 127.0.0.1, answering only the token given; the paths asked are kept in `asked`. */
export async function serveFakeGitHub(scenario: Scenario, token: string) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const send = (status: number, body: unknown, link?: string) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...(link ? { link } : {}) });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "GET") return send(405, { message: "Method Not Allowed" });
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: "Bad credentials" });
    const origin = `http://${request.headers.host}`;
    const { status, body, link } = answer(scenario, request.url ?? "/", origin);
    send(status, body, link);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
