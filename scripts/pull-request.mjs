// The open pull request a preview deploy comments on, for preview-deploy.yml:
//   node scripts/pull-request.mjs      prints its number, or nothing
// from the workflow_run event's pull requests (PULL_REQUESTS, its JSON), else
// from GitHub's list of the pull requests that hold the commit (the event's
// list is made when the push's build starts, so a pull request opened after
// the push is only in GitHub's), each kept only when its head is this
// commit (COMMIT) in this repository (HEAD_REPO_ID, the event's
// head_repository.id). Never by branch name: a fork's branch can share it, and
// the comment would tell that pull request's readers about another's preview.
import { isMain } from "./lib/is-main.mjs";

/**
 * @param {{ commit: string, headRepoId: string | number, pullRequests: any[] }} o
 * @returns {number | undefined}
 */
export function pullRequestFor({ commit, headRepoId, pullRequests }) {
  return pullRequests.find(
    (pr) => (pr.state ?? "open") === "open" && pr.head?.sha === commit && pr.head?.repo?.id != null && String(pr.head.repo.id) === String(headRepoId),
  )?.number;
}

async function main(env = process.env) {
  const args = { commit: env.COMMIT, headRepoId: env.HEAD_REPO_ID };
  const fromEvent = pullRequestFor({ ...args, pullRequests: JSON.parse(env.PULL_REQUESTS || "[]") });
  if (fromEvent !== undefined) return fromEvent;
  const response = await fetch(`${env.GITHUB_API_URL || "https://api.github.com"}/repos/${env.GH_REPO}/commits/${env.COMMIT}/pulls`, {
    headers: { Authorization: `Bearer ${env.GH_TOKEN}`, Accept: "application/vnd.github+json" },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for the pull requests of ${env.COMMIT}`);
  return pullRequestFor({ ...args, pullRequests: await response.json() });
}

if (isMain(import.meta.url)) {
  main().then(
    (number) => number !== undefined && console.log(number),
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
