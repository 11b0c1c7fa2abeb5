// A repository admin applies the repository's rules to GitHub, once and after every change to them:
//   GITHUB_TOKEN=<an admin's token> npm run apply-rules -- --repo=owner/name
// (GITHUB_REPOSITORY stands in for --repo; GITHUB_API_URL points at GitHub Enterprise Server).
// - the production environment, ENVIRONMENT_FILE: PUT .../environments/production, its reviewers
//   (a team as org/slug, a user by login) resolved to ids, then its deployment branch policies
//   made exactly the file's (the ones it does not name deleted);
// - the ruleset on main, RULESET_FILE: PUT over the repository's ruleset of the same name, or POST.
// Then it reads everything back as the deploy's check does (an admin's token also reads the bypass
// actors) and exits 1 if anything is still weaker than the files. docs/deploying.md.
import { ENVIRONMENT_FILE, RULESET_FILE, compare, readLive, readSettings } from "./check-protection.mjs";
import { githubApi } from "./lib/github-api.mjs";
import { isMain } from "./lib/is-main.mjs";

/**
 * @param {{ request: (method: string, path: string, body?: unknown) => Promise<any>, repo: string, settings: ReturnType<typeof readSettings>, log?: (line: string) => void }} o
 */
export async function applyRules({ request, repo, settings, log = console.log }) {
  const base = `/repos/${repo}`;
  const environment = settings.environment;
  const reviewers = [];
  for (const { type, name } of environment.reviewers) {
    const [org, slug] = name.split("/");
    const { id } = await request("GET", type === "Team" ? `/orgs/${org}/teams/${slug}` : `/users/${name}`);
    reviewers.push({ type, id });
  }
  await request("PUT", `${base}/environments/${environment.name}`, {
    can_admins_bypass: environment.can_admins_bypass,
    deployment_branch_policy: environment.deployment_branch_policy,
    prevent_self_review: environment.prevent_self_review,
    reviewers: reviewers.length ? reviewers : null,
  });
  log(`${environment.name} environment: set as ${ENVIRONMENT_FILE} says`);
  const policies = `${base}/environments/${environment.name}/deployment-branch-policies`;
  const live = (await request("GET", `${policies}?per_page=100`)).branch_policies;
  const same = (a, b) => a.name === b.name && (a.type ?? "branch") === (b.type ?? "branch");
  for (const policy of live.filter((policy) => !environment.deployment_branch_policies.some((own) => same(own, policy)))) {
    await request("DELETE", `${policies}/${policy.id}`);
    log(`${environment.name} environment: deleted the deployment policy for ${policy.type} ${policy.name}`);
  }
  for (const own of environment.deployment_branch_policies.filter((own) => !live.some((policy) => same(own, policy)))) {
    await request("POST", policies, own);
    log(`${environment.name} environment: ${own.type} ${own.name} may deploy`);
  }
  const ruleset = settings.ruleset;
  const existing = (await request("GET", `${base}/rulesets?includes_parents=false&per_page=100`)).find((candidate) => candidate.name === ruleset.name);
  if (existing) await request("PUT", `${base}/rulesets/${existing.id}`, ruleset);
  else await request("POST", `${base}/rulesets`, ruleset);
  log(`ruleset "${ruleset.name}": ${existing ? "updated" : "created"} as ${RULESET_FILE} says`);
}

/** The command: apply, then read back and compare, as the deploy's check does. */
async function main() {
  const repo = process.argv.find((arg) => arg.startsWith("--repo="))?.slice("--repo=".length) ?? process.env.GITHUB_REPOSITORY ?? "";
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
  if (!token || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error("usage: GITHUB_TOKEN=<a repository admin's token> npm run apply-rules -- --repo=owner/name (docs/deploying.md)");
  const request = githubApi({ api: process.env.GITHUB_API_URL || undefined, token });
  const settings = readSettings();
  await applyRules({ request, repo, settings });
  const { checks, notes } = compare(settings, await readLive(request, repo, settings.environment.name));
  for (const result of [...checks, ...notes]) console.log(`${result.note ? "note" : result.ok ? "ok" : "STILL WEAKER"}: ${result.text}`);
  if (checks.some((result) => !result.ok)) process.exitCode = 1;
}

if (isMain(import.meta.url))
  main().catch((error) => {
    console.error(`Not applied: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
