/**
 * @jest-environment node
 *
 * The editor's watch on its GitHub session (components/editor/session.ts): a
 * 401 from GitHub's API, and only that, ends the session; Decap still gets
 * every answer as GitHub gave it. tests/e2e/editor-session.spec.ts shows the
 * notice in the built editor and finds the typed text restored after logging in again.
 */
import { DECAP_USER_KEY, GITHUB_API_ORIGIN, logInAgain, watchGitHubSession } from "@/components/editor/session";

function fakeWindow(status: number) {
  const calls: unknown[] = [];
  const original: typeof fetch = async (input) => {
    calls.push(input);
    return new Response("{}", { status });
  };
  return { target: { fetch: original }, original, calls };
}

describe("watchGitHubSession", () => {
  test.each([
    ["a string", `${GITHUB_API_ORIGIN}/repos/o/r/git/trees/main:lib`],
    ["a URL", new URL(`${GITHUB_API_ORIGIN}/user`)],
    ["a Request", new Request(`${GITHUB_API_ORIGIN}/user`)],
  ])("a 401 from GitHub's API (%s) ends the session; the caller still gets the 401", async (_, input) => {
    const { target, calls } = fakeWindow(401);
    const ended = jest.fn();
    watchGitHubSession(ended, target);
    const response = await target.fetch(input);
    expect(response.status).toBe(401);
    expect(calls).toEqual([input]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["another status from GitHub", 403, `${GITHUB_API_ORIGIN}/user`],
    ["a 401 from the site", 401, "/admin/preview.json"],
    ["a 401 from a look-alike host", 401, "https://api.github.com.evil.example/user"],
    ["a 401 from decap-server", 401, "http://localhost:8082/api/v1"],
  ])("%s does not", async (_, status, input) => {
    const { target } = fakeWindow(status);
    const ended = jest.fn();
    watchGitHubSession(ended, target);
    await target.fetch(input);
    expect(ended).not.toHaveBeenCalled();
  });

  test("a failed request still fails for its caller", async () => {
    const target = { fetch: (async () => Promise.reject(new TypeError("offline"))) as typeof fetch };
    const ended = jest.fn();
    watchGitHubSession(ended, target);
    await expect(target.fetch(`${GITHUB_API_ORIGIN}/user`)).rejects.toThrow("offline");
    expect(ended).not.toHaveBeenCalled();
  });

  test("undoing the watch puts the original fetch back", () => {
    const { target, original } = fakeWindow(200);
    const undo = watchGitHubSession(() => {}, target);
    expect(target.fetch).not.toBe(original);
    undo();
    expect(target.fetch).toBe(original);
  });
});

test("logging in again forgets Decap's stored user, then starts the editor again", () => {
  const order: string[] = [];
  logInAgain({ removeItem: (key) => order.push(`remove ${key}`) }, { reload: () => order.push("reload") });
  expect(order).toEqual([`remove ${DECAP_USER_KEY}`, "reload"]);
});
