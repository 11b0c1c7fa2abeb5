/**
 * GitHub's REST API as the rules' scripts use it (scripts/apply-rules.mjs writes, scripts/check-protection.mjs
 * reads), in memory: the production environment and its deployment branch policies, the repository's
 * rulesets and the rules they put on main, CODEOWNERS's errors and main's head. As a fetch for a test in
 * this process, or on 127.0.0.1 for a child process (the deploy step's own command).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const REPO = "drops-charity/drops-site";
const TEAMS: Record<string, { id: number; slug: string }> = { "drops/developers": { id: 7, slug: "developers" } };
const USERS: Record<string, { id: number; login: string }> = { "olu-admin": { id: 31, login: "olu-admin" } };

type Parameters = { required_approving_review_count?: number; allowed_merge_methods?: string[]; required_status_checks?: object[]; [key: string]: unknown };
type Ruleset = {
  id: number;
  name: string;
  enforcement: string;
  conditions: { ref_name: { include: string[] } };
  rules: { type: string; parameters?: Parameters }[];
  bypass_actors: object[];
};
export interface FakeGitHub {
  environment?: {
    can_admins_bypass: unknown;
    deployment_branch_policy: unknown;
    prevent_self_review: unknown;
    reviewers: { type: string; id: number }[] | null;
  };
  policies: { id: number; name: string; type: string }[];
  rulesets: Ruleset[];
  codeownersErrors: object[];
  head: string;
  /** Whether the token is a ruleset admin's, who alone is shown its bypass actors. */
  admin: boolean;
  /** Paths GitHub answers 500 for. */
  failing: string[];
  /** Every request, as "METHOD /path". */
  requests: string[];
  nextId: number;
}

export const emptyGitHub = (): FakeGitHub => ({
  policies: [],
  rulesets: [],
  codeownersErrors: [],
  head: "c0ffee".padEnd(40, "0"),
  admin: true,
  failing: [],
  requests: [],
  nextId: 100,
});

const reviewer = ({ type, id }: { type: string; id: number }) =>
  type === "Team" ? Object.values(TEAMS).find((team) => team.id === id) : Object.values(USERS).find((user) => user.id === id);

/** GitHub's answer to one request. */
export function answer(github: FakeGitHub, method: string, url: string, body: unknown): { status: number; body?: unknown } {
  const p = new URL(url, "http://github.test").pathname;
  github.requests.push(`${method} ${p}`);
  if (github.failing.includes(p)) return { status: 500, body: { message: "Server Error" } };
  const repo = `/repos/${REPO}`;
  const environment = `${repo}/environments/production`;
  const found = (value: unknown) => (value === undefined ? { status: 404, body: { message: "Not Found" } } : { status: 200, body: value });
  let m: RegExpMatchArray | null;
  if ((m = p.match(/^\/orgs\/(.+)\/teams\/(.+)$/))) return found(TEAMS[`${m[1]}/${m[2]}`]);
  if ((m = p.match(/^\/users\/(.+)$/))) return found(USERS[m[1]!]);
  if (p === environment && method === "PUT") github.environment = body as FakeGitHub["environment"];
  if (p === environment) {
    const env = github.environment;
    if (!env) return found(undefined);
    const reviewers = (env.reviewers ?? []).map((entry) => ({ type: entry.type, reviewer: reviewer(entry) }));
    const rules = [
      ...(reviewers.length ? [{ id: 1, type: "required_reviewers", prevent_self_review: env.prevent_self_review, reviewers }] : []),
      ...(env.deployment_branch_policy ? [{ id: 2, type: "branch_policy" }] : []),
    ];
    return found({
      id: 1,
      name: "production",
      can_admins_bypass: env.can_admins_bypass,
      protection_rules: rules,
      deployment_branch_policy: env.deployment_branch_policy,
    });
  }
  if (p === `${environment}/deployment-branch-policies` && method === "POST")
    github.policies.push({ id: github.nextId++, type: "branch", ...(body as { name: string }) });
  if (p === `${environment}/deployment-branch-policies`) return found({ total_count: github.policies.length, branch_policies: github.policies });
  if ((m = p.match(/deployment-branch-policies\/(\d+)$/)) && method === "DELETE") {
    github.policies = github.policies.filter((policy) => policy.id !== Number(m![1]));
    return { status: 204 };
  }
  if (p === `${repo}/rulesets` && method === "POST") github.rulesets.push({ ...(body as Ruleset), id: github.nextId++ });
  if (p === `${repo}/rulesets`) return found(github.rulesets.map(({ id, name, enforcement }) => ({ id, name, enforcement })));
  if ((m = p.match(/\/rulesets\/(\d+)$/))) {
    const at = github.rulesets.findIndex((ruleset) => ruleset.id === Number(m![1]));
    if (at >= 0 && method === "PUT") github.rulesets[at] = { ...(body as Ruleset), id: github.rulesets[at]!.id };
    const { bypass_actors, ...ruleset } = github.rulesets[at] ?? ({} as Ruleset);
    return found(at < 0 ? undefined : github.admin ? { ...ruleset, bypass_actors } : ruleset);
  }
  if (p === `${repo}/rules/branches/main`)
    return found(
      github.rulesets
        .filter((ruleset) => ruleset.enforcement === "active" && ruleset.conditions.ref_name.include.includes("refs/heads/main"))
        .flatMap((ruleset) => ruleset.rules.map((rule) => ({ ...rule, ruleset_source_type: "Repository", ruleset_source: REPO, ruleset_id: ruleset.id }))),
    );
  if (p === `${repo}/codeowners/errors`) return found({ errors: github.codeownersErrors });
  if (p === `${repo}/branches/main`) return found({ name: "main", commit: { sha: github.head } });
  return found(undefined);
}

/** The fake as a fetch, in this process. */
export const fakeFetch =
  (github: FakeGitHub): typeof fetch =>
  async (url, init) => {
    const { status, body } = answer(github, init?.method ?? "GET", String(url), init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };

/** The fake on 127.0.0.1, for a child process. */
export async function serveGitHub(github: FakeGitHub) {
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const { status, body } = answer(github, request.method ?? "GET", request.url ?? "/", text ? JSON.parse(text) : undefined);
      response.writeHead(status, { "Content-Type": "application/json" }).end(body === undefined ? "" : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
