// The GitHub calls Decap CMS's github backend makes in this site's editor (and
// the editor's own page history, components/editor/page-history-source.ts), and
// the GitHub App permission each one needs: the table docs/hosting.md gives the
// App's settings from. editor-session.spec.ts records a whole session against
// a fake GitHub and fails on any call this table does not list, so a Decap
// upgrade that asks for more shows up here before the App refuses it live.

export type AppPermission =
  | "none (the signed-in user)"
  | "Metadata: read"
  | "Contents: read"
  | "Contents: write"
  | "Pull requests: read"
  | "Pull requests: write"
  | "Issues: read"
  | "Issues: write"
  | "Commit statuses: read";

/** One kind of call: its method and path as GitHub documents them, a pattern for recorded calls, and the permission. */
export interface GitHubCall {
  call: string;
  match: RegExp;
  permission: AppPermission;
  why: string;
}

const REPO = String.raw`/repos/[^/]+/[^/]+`;
const call = (method: string, template: string, path: string, permission: AppPermission, why: string): GitHubCall => ({
  call: `${method} ${template}`,
  match: new RegExp(`^${method} ${path}$`),
  permission,
  why,
});

export const GITHUB_APP_CALLS: readonly GitHubCall[] = [
  call("GET", "/user", "/user", "none (the signed-in user)", "who is logged in (name, avatar)"),
  call("GET", "/users/{login}", "/users/[^/]+", "none (the signed-in user)", "a pull request author's name in the workflow"),
  call("GET", "/repos/{owner}/{repo}", REPO, "Metadata: read", "the repository, and whether the person may push to it"),
  call("GET", "/repos/{owner}/{repo}/branches/{branch}", `${REPO}/branches/.+`, "Contents: read", "main's head before a save or publish"),
  call(
    "GET",
    "/repos/{owner}/{repo}/git/trees/{ref}:{folder}",
    `${REPO}/git/trees/.+`,
    "Contents: read",
    "listing a collection's files; a page's history: its file's blob at each version and the commit before",
  ),
  call("GET", "/repos/{owner}/{repo}/git/blobs/{sha}", `${REPO}/git/blobs/[0-9a-f]{40}`, "Contents: read", "reading a file; a version of a page, opened"),
  call(
    "GET",
    "/repos/{owner}/{repo}/commits?sha=&path=",
    `${REPO}/commits`,
    "Contents: read",
    "an entry's last author and date; a page's history: main's commits and those changing its file, 100 a page",
  ),
  call("GET", "/repos/{owner}/{repo}/compare/{base}...{head}", `${REPO}/compare/.+`, "Contents: read", "what a cms/ branch changes"),
  call("GET", "/repos/{owner}/{repo}/git/refs/{ref}", `${REPO}/git/(?:matching-)?refs/.+`, "Contents: read", "looking for a branch"),
  call(
    "GET",
    "/repos/{owner}/{repo}/commits/{sha}/status",
    `${REPO}/commits/[^/]+/status`,
    "Commit statuses: read",
    "the preview's address (deploy/preview) for View preview",
  ),
  call("POST", "/repos/{owner}/{repo}/git/blobs", `${REPO}/git/blobs`, "Contents: write", "a saved file's content"),
  call("POST", "/repos/{owner}/{repo}/git/trees", `${REPO}/git/trees`, "Contents: write", "a save's tree"),
  call("POST", "/repos/{owner}/{repo}/git/commits", `${REPO}/git/commits`, "Contents: write", "a save's commit"),
  call("POST", "/repos/{owner}/{repo}/git/refs", `${REPO}/git/refs`, "Contents: write", "a save's cms/ branch"),
  call("PATCH", "/repos/{owner}/{repo}/git/refs/heads/{branch}", `${REPO}/git/refs/heads/.+`, "Contents: write", "the next save on that branch"),
  call("DELETE", "/repos/{owner}/{repo}/git/refs/heads/{branch}", `${REPO}/git/refs/heads/.+`, "Contents: write", "the cms/ branch, once published or deleted"),
  call(
    "PUT",
    "/repos/{owner}/{repo}/pulls/{number}/merge",
    `${REPO}/pulls/[0-9]+/merge`,
    "Contents: write",
    "Publish: a squash merge, which main's rules still gate",
  ),
  call("GET", "/repos/{owner}/{repo}/pulls", `${REPO}/pulls`, "Pull requests: read", "the workflow's entries: open cms/ pull requests"),
  call("GET", "/repos/{owner}/{repo}/pulls/{number}/commits", `${REPO}/pulls/[0-9]+/commits`, "Pull requests: read", "an entry's commits"),
  call("POST", "/repos/{owner}/{repo}/pulls", `${REPO}/pulls`, "Pull requests: write", "a save's pull request"),
  call("PATCH", "/repos/{owner}/{repo}/pulls/{number}", `${REPO}/pulls/[0-9]+`, "Pull requests: write", "closing an entry's pull request when it is deleted"),
  call(
    "PUT",
    "/repos/{owner}/{repo}/issues/{number}/labels",
    `${REPO}/issues/[0-9]+/labels`,
    "Issues: write",
    "the workflow status (decap-cms/draft, ...): labels, through the issues API",
  ),
  call("GET", "/search/issues", "/search/issues", "Issues: read", "notes (not enabled here): Decap searches an entry's notes issue on publish"),
];

/** The permission a recorded call needs, or undefined when the table does not list it. */
export function permissionFor(method: string, path: string) {
  return GITHUB_APP_CALLS.find((entry) => entry.match.test(`${method} ${path}`))?.permission;
}
