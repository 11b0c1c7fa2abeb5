// GitHub's REST API for the scripts that read or apply the repository's rules
// (check-protection.mjs, apply-rules.mjs): one request, its JSON answer, or an Error
// naming the status and GitHub's message. The token goes to the API's own origin only.

export class GitHubError extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {{ api?: string, token: string, fetch?: typeof globalThis.fetch }} o
 * @returns {(method: string, path: string, body?: unknown) => Promise<any>}
 */
export function githubApi({ api = "https://api.github.com", token, fetch = globalThis.fetch }) {
  const base = api.replace(/\/$/, "");
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const where = `${method} ${path.split("?")[0]}`;
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new GitHubError(`GitHub's answer to ${where} is not JSON (${response.status})`, response.status);
    }
    if (!response.ok) throw new GitHubError(`GitHub answered ${response.status}${json?.message ? ` (${json.message})` : ""} to ${where}`, response.status);
    // Every list read here fits one page of 100; a second page would be a part left unread.
    if (/rel="next"/.test(response.headers.get("link") ?? "")) throw new GitHubError(`GitHub's answer to ${where} has more than one page`);
    return json;
  };
}
