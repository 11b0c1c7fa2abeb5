// Before production deploys (deploy.yml's deploy job), with that job's read-only token:
//   node scripts/check-protection.mjs
// A smoke alarm, not the gate. The gate is GitHub's own: the ruleset on main (RULESET_FILE) and
// the production environment (ENVIRONMENT_FILE), which an admin applies with npm run apply-rules.
// This script is read from the commit being deployed, so it cannot stop a commit that got past
// those rules; it notices when the live settings have become weaker than the files say, and
// refuses to deploy then:
// - main's rules in force lack a rule of the file's or hold a weaker one (fewer approvals, no
//   code-owner review, a required check missing, another merge method); a bypass actor the file
//   does not name, where the token can read them; CODEOWNERS lines GitHub skips (no review then);
// - the environment lets a branch other than main deploy, lets admins bypass its rules, or lacks
//   the required reviewers the file asks for (or lets whoever started a deploy approve it);
// - the commit being deployed is not main's head (a re-run of an old run would roll production back).
// Each comparison is a check. Only when every check ran and none refused does it print, last,
//   protection: ok (N checks)
// and deploy.yml's step passes on that line, never on the exit status alone: a script that stops
// early, throws, or whose helpers do nothing, does not print it.
// Reads GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY, GITHUB_SHA and GITHUB_API_URL. It never
// reads a deployment: what production ran before is not its question.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { githubApi } from "./lib/github-api.mjs";
import { isMain } from "./lib/is-main.mjs";

export const RULESET_FILE = ".github/rulesets/main.json";
export const ENVIRONMENT_FILE = ".github/environments/production.json";
const BRANCH = "main";

/** The two settings files, parsed, from the checkout in `dir`. */
export function readSettings(dir = process.cwd()) {
  const read = (file) => JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  return { ruleset: read(RULESET_FILE), environment: read(ENVIRONMENT_FILE) };
}

/** One comparison: whether it held, and what held or what is weaker than the file. */
const check = (ok, held, weaker) => ({ ok: Boolean(ok), text: ok ? held : weaker });
const note = (text) => ({ ok: true, note: true, text });
const unread = (what, error) => check(false, "", `Could not read ${what}: ${error.message}.`);
const show = (value) => JSON.stringify(value);
const short = (sha) => (typeof sha === "string" ? sha.slice(0, 7) : "none");
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** Parameters whose `true` is the weaker setting. */
const WEAKER_WHEN_TRUE = new Set(["do_not_enforce_on_create"]);

/** Whether a live rule's parameter is at least as strong as the file's. */
function atLeast(key, want, have) {
  if (typeof want === "boolean") return WEAKER_WHEN_TRUE.has(key) ? want || have !== true : !want || have === true;
  if (typeof want === "number") return typeof have === "number" && have >= want;
  // A list of names (allowed_merge_methods): the live rule allows none the file leaves out.
  if (Array.isArray(want)) return Array.isArray(have) && have.every((item) => want.includes(item));
  return show(have) === show(want);
}

/**
 * main's rules in force (GET .../rules/branches/main: every active rule of every ruleset on main;
 * several rulesets add up, as on GitHub) against the file's, and each ruleset's bypass actors
 * where this token can read them (GET .../rulesets/{id} shows them to the ruleset's admins only).
 */
export function rulesetChecks(file, rules, rulesets = []) {
  if (rules instanceof Error) return [unread("main's rules in force", rules)];
  if (!Array.isArray(rules)) return [check(false, "", "GitHub's answer for main's rules in force is not a list.")];
  const checks = [];
  for (const rule of file.rules) {
    const live = rules.filter((candidate) => candidate?.type === rule.type);
    checks.push(
      check(
        live.length,
        `main has a ${rule.type} rule`,
        `main's rules in force have no ${rule.type} rule: the ruleset is missing, disabled or only evaluated, or the rule was removed.`,
      ),
    );
    if (!live.length) continue;
    for (const [key, want] of Object.entries(rule.parameters ?? {})) {
      // A setting the file leaves off asks nothing.
      if (typeof want === "boolean" && want === WEAKER_WHEN_TRUE.has(key)) continue;
      const haves = live.map((candidate) => candidate.parameters?.[key]);
      // A list of objects (required_status_checks): each of the file's is in some live rule, every field alike.
      const ok =
        Array.isArray(want) && want.some(isObject)
          ? want.every((item) => haves.flat().some((have) => Object.entries(item).every(([field, value]) => have?.[field] === value)))
          : haves.some((have) => atLeast(key, want, have));
      checks.push(
        check(
          ok,
          `main's ${rule.type} rule holds ${key}: ${show(want)}`,
          `main's ${rule.type} rule is weaker than ${RULESET_FILE}: ${key} is ${haves.map(show).join(" and ")} on GitHub, ${show(want)} in the file.`,
        ),
      );
    }
  }
  const allowed = (actor) => file.bypass_actors.some((named) => ["actor_type", "actor_id", "bypass_mode"].every((key) => named[key] === actor?.[key]));
  for (const ruleset of rulesets) {
    if (ruleset instanceof Error) checks.push(unread("a ruleset on main", ruleset));
    else if (!Array.isArray(ruleset?.bypass_actors))
      checks.push(note(`The bypass actors of ruleset ${show(ruleset?.name)} are not readable with this token: an admin's npm run apply-rules reads them.`));
    else {
      const others = ruleset.bypass_actors.filter((actor) => !allowed(actor));
      checks.push(
        check(
          !others.length,
          `ruleset ${show(ruleset.name)}: no bypass actor the file does not name`,
          `Ruleset ${show(ruleset.name)} lets ${others.map((actor) => `${actor?.actor_type} ${actor?.actor_id ?? ""}`.trim()).join(", ")} bypass it; ${RULESET_FILE} names ${file.bypass_actors.length ? show(file.bypass_actors) : "none"}.`,
        ),
      );
    }
  }
  return checks;
}

/** CODEOWNERS lines GitHub cannot use (GET .../codeowners/errors): it skips an unknown owner, so their files need no code owner. */
export function codeownersChecks(file, answer) {
  if (!file.rules.some((rule) => rule.parameters?.require_code_owner_review === true)) return [check(true, "no code-owner review asked for", "")];
  if (answer instanceof Error)
    return [unread(`CODEOWNERS's errors${answer.status === 404 ? " (GitHub answers 404 when main has no CODEOWNERS)" : ""}`, answer)];
  if (!Array.isArray(answer?.errors)) return [check(false, "", "GitHub's answer about CODEOWNERS is not a list of errors.")];
  const lines = answer.errors.map((error) => `line ${error?.line} (${error?.kind}${typeof error?.source === "string" ? `: ${error.source.trim()}` : ""})`);
  return [
    check(
      !lines.length,
      "CODEOWNERS: GitHub reports no error",
      `GitHub skips CODEOWNERS ${lines.join("; ")}, so code-owner review asks nobody for the files those lines cover: replace a placeholder team with yours.`,
    ),
  ];
}

/**
 * The environment (GET .../environments/{name}) and its deployment branch policies (GET
 * .../deployment-branch-policies) against the file: which branches may deploy, whether admins can
 * bypass, and, where the file asks for them, its required reviewers.
 */
export function environmentChecks(file, live, policies) {
  const name = `the ${file.name} environment`;
  if (live instanceof Error)
    return [
      live.status === 404
        ? check(false, "", `GitHub has no ${file.name} environment: an admin applies ${ENVIRONMENT_FILE} with npm run apply-rules.`)
        : unread(name, live),
    ];
  if (!isObject(live)) return [check(false, "", `GitHub's answer for ${name} is not an object.`)];
  const branches = file.deployment_branch_policies.map((policy) => `${policy.type} ${show(policy.name)}`).join(", ");
  const checks = [];
  if (file.can_admins_bypass === false)
    checks.push(
      check(
        live.can_admins_bypass === false,
        `admins cannot bypass ${name}'s rules`,
        `Admins can bypass ${name}'s rules: can_admins_bypass is ${show(live.can_admins_bypass)} on GitHub, false in ${ENVIRONMENT_FILE}.`,
      ),
    );
  const policy = live.deployment_branch_policy;
  const wanted = file.deployment_branch_policy;
  checks.push(
    check(
      isObject(policy) && policy.protected_branches === wanted.protected_branches && policy.custom_branch_policies === wanted.custom_branch_policies,
      `${name} takes its deployment branches from its own policies`,
      `Branches other than ${branches} may deploy to ${file.name}: its deployment branches are ${
        isObject(policy) ? show(policy) : "any branch (none selected)"
      }, ${show(wanted)} in ${ENVIRONMENT_FILE}.`,
    ),
  );
  if (policies instanceof Error) checks.push(unread(`${name}'s deployment branch policies`, policies));
  else if (!Array.isArray(policies?.branch_policies)) checks.push(check(false, "", `GitHub's answer for ${name}'s deployment branch policies is not a list.`));
  else {
    const named = (policy) => file.deployment_branch_policies.some((own) => own.name === policy?.name && own.type === (policy?.type ?? "branch"));
    const others = policies.branch_policies.filter((policy) => !named(policy));
    checks.push(
      check(
        !others.length,
        `${name} deploys from ${branches} only`,
        `Branches other than ${branches} may deploy to ${file.name}: its policies also allow ${others.map((policy) => `${policy?.type ?? "branch"} ${show(policy?.name)}`).join(", ")}.`,
      ),
    );
  }
  if (file.reviewers.length) {
    const rule = (Array.isArray(live.protection_rules) ? live.protection_rules : []).find((candidate) => candidate?.type === "required_reviewers");
    const reviewers = (Array.isArray(rule?.reviewers) ? rule.reviewers : []).map((entry) =>
      entry?.type === "Team" ? `Team ${entry.reviewer?.slug}` : `${entry?.type} ${entry?.reviewer?.login}`,
    );
    const asked = file.reviewers.map((reviewer) => `${reviewer.type} ${reviewer.type === "Team" ? reviewer.name.split("/").pop() : reviewer.name}`);
    const others = reviewers.filter((reviewer) => !asked.includes(reviewer));
    checks.push(
      check(
        reviewers.length && !others.length,
        `${name} needs a review by ${asked.join(" or ")}`,
        reviewers.length
          ? `${name} lets ${others.join(", ")} approve a deploy; ${ENVIRONMENT_FILE} names ${asked.join(", ")}.`
          : `${name} has no required reviewers; ${ENVIRONMENT_FILE} asks for ${asked.join(", ")}.`,
      ),
    );
    if (file.prevent_self_review)
      checks.push(
        check(
          rule?.prevent_self_review === true,
          `${name}: whoever started a deploy cannot approve it`,
          `${name} lets whoever started a deploy approve it: prevent_self_review is ${show(rule?.prevent_self_review)} on GitHub, true in ${ENVIRONMENT_FILE}.`,
        ),
      );
  }
  return checks;
}

/** The commit being deployed is main's head (GET .../branches/main). */
export function headChecks(sha, mainHead) {
  if (mainHead instanceof Error) return [unread("main's head", mainHead)];
  const head = mainHead?.commit?.sha;
  return [
    check(
      typeof head === "string" && head === sha,
      `${short(sha)} is main's head`,
      `${short(sha)} is not main's head (${short(head)}): only main's head deploys, and a re-run of an older deploy would roll production back.`,
    ),
  ];
}

/** What GitHub says of main's rules and the environment, each answer the JSON or the Error its request ended with. */
export async function readLive(request, repo, environment) {
  const settle = (promise) =>
    promise.then(
      (value) => value,
      (error) => (error instanceof Error ? error : new Error(String(error))),
    );
  const base = `/repos/${repo}`;
  const [rules, codeowners, live, policies, mainHead] = await Promise.all([
    settle(request("GET", `${base}/rules/branches/${BRANCH}?per_page=100`)),
    settle(request("GET", `${base}/codeowners/errors?ref=${BRANCH}`)),
    settle(request("GET", `${base}/environments/${environment}`)),
    settle(request("GET", `${base}/environments/${environment}/deployment-branch-policies?per_page=100`)),
    settle(request("GET", `${base}/branches/${BRANCH}`)),
  ]);
  const ids = Array.isArray(rules) ? [...new Set(rules.map((rule) => rule?.ruleset_id).filter(Number.isInteger))] : [];
  const rulesets = await Promise.all(ids.map((id) => settle(request("GET", `${base}/rulesets/${id}`))));
  return { rules, rulesets, codeowners, environment: live, policies, mainHead };
}

/**
 * Runs each group of checks. A group that throws, or answers anything but a non-empty list of
 * checks (a helper that does nothing), refuses: nothing shows that what it guards holds.
 * @param {[string, () => unknown][]} groups
 * @returns {{ checks: { ok: boolean, text: string }[], notes: { text: string }[] }}
 */
export function runChecks(groups) {
  const results = groups.flatMap(([what, run]) => {
    let answer;
    try {
      answer = run();
    } catch (error) {
      return [check(false, "", `The check of ${what} failed: ${error instanceof Error ? error.message : String(error)}.`)];
    }
    const valid = Array.isArray(answer) && answer.some((result) => !result?.note) && answer.every((result) => typeof result?.ok === "boolean");
    return valid ? answer : [check(false, "", `The check of ${what} gave no answer, so nothing shows that it holds.`)];
  });
  return { checks: results.filter((result) => !result.note), notes: results.filter((result) => result.note) };
}

/** Every check of the files against GitHub's answers; main's head too when `sha` is given. */
export function compare(settings, live, sha) {
  return runChecks([
    ["main's ruleset", () => rulesetChecks(settings.ruleset, live.rules, live.rulesets)],
    ["CODEOWNERS", () => codeownersChecks(settings.ruleset, live.codeowners)],
    [`the ${settings.environment.name} environment`, () => environmentChecks(settings.environment, live.environment, live.policies)],
    ...(sha === undefined ? [] : [["main's head", () => headChecks(sha, live.mainHead)]]),
  ]);
}

/**
 * The check as the deploy job runs it, from its environment and its checkout.
 * @param {{ env?: Record<string, string | undefined>, fetch?: typeof globalThis.fetch, cwd?: string }} [options]
 */
export async function checkProtection({ env = process.env, fetch = globalThis.fetch, cwd = process.cwd() } = {}) {
  const token = env.GITHUB_TOKEN || env.GH_TOKEN;
  const repo = env.GITHUB_REPOSITORY ?? "";
  const sha = env.GITHUB_SHA ?? "";
  const missing = [
    !token && "No token: set GITHUB_TOKEN (or GH_TOKEN) to the job's token.",
    !/^[\w.-]+\/[\w.-]+$/.test(repo) && `No repository: GITHUB_REPOSITORY is ${show(repo)}, not owner/name.`,
    !/^[0-9a-f]{40}$/.test(sha) && `No commit: GITHUB_SHA is ${show(sha)}, not a commit's full SHA.`,
  ].filter((problem) => typeof problem === "string");
  if (missing.length) return { checks: missing.map((problem) => check(false, "", problem)), notes: [] };
  const settings = readSettings(cwd);
  const request = githubApi({ api: env.GITHUB_API_URL || undefined, token, fetch });
  return compare(settings, await readLive(request, repo, settings.environment.name), sha);
}

if (isMain(import.meta.url)) {
  const sha = process.env.GITHUB_SHA ? short(process.env.GITHUB_SHA) : "this commit";
  const summarise = (markdown) => process.env.GITHUB_STEP_SUMMARY && appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  const refuse = (lines) => {
    const text = [
      `Refusing to deploy ${sha}: GitHub's rules for main and production are weaker than the repository's files (docs/deploying.md).`,
      ...lines,
    ].join("\n");
    console.error(text);
    summarise(`### Not deployed\n\n${text}\n`);
    process.exitCode = 1;
  };
  checkProtection().then(
    ({ checks, notes }) => {
      for (const result of [...checks.filter((result) => result.ok), ...notes]) console.log(`${result.note ? "note" : "ok"}: ${result.text}`);
      const refused = checks.filter((result) => !result.ok);
      if (refused.length || !checks.length) return refuse(refused.map((result) => `- ${result.text}`));
      // The last line, and the only one deploy.yml's step passes on.
      console.log(`protection: ok (${checks.length} checks)`);
    },
    (error) => refuse([`- The check failed: ${error instanceof Error ? error.message : String(error)}`]),
  );
}
