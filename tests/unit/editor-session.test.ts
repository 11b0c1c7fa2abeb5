/**
 * @jest-environment node
 *
 * The editor's watch on its GitHub session (components/editor/session.ts): a
 * 401 from GitHub's API, and only that, ends the session; Decap still gets
 * every answer as GitHub gave it; after logging in again, GitHub calls carry
 * the new token. tests/e2e/editor-session.spec.ts shows the notice in the
 * built editor, logs in again and saves what was typed before.
 */
import { DECAP_USER_KEY, GITHUB_API_ORIGIN, storeToken, watchGitHubSession } from "@/components/editor/session";

function fakeWindow(status: number) {
  const calls: unknown[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const original: typeof fetch = async (input, init) => {
    calls.push(input);
    inits.push(init);
    return new Response("{}", { status });
  };
  return { target: { fetch: original }, original, calls, inits };
}

describe("watchGitHubSession", () => {
  test.each([
    ["a string", `${GITHUB_API_ORIGIN}/repos/o/r/git/trees/main:lib`],
    ["a URL", new URL(`${GITHUB_API_ORIGIN}/user`)],
    ["a Request", new Request(`${GITHUB_API_ORIGIN}/user`, { headers: { Authorization: "token ghu_old" } })],
  ])(
    "a 401 from GitHub's API (%s) ends the session and holds the call; after renew() it goes again with the new token, and the caller gets that answer",
    async (_, input) => {
      const statuses = [401, 200];
      const sent: { input: unknown; authorization: string | null }[] = [];
      const target = {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
          sent.push({ input, authorization: headers.get("Authorization") });
          return new Response("{}", { status: statuses.shift() });
        }) as typeof fetch,
      };
      const ended = jest.fn();
      const session = watchGitHubSession(ended, target);
      let settled = false;
      const answer = target.fetch(input, input instanceof Request ? undefined : { headers: { Authorization: "token ghu_old" } }).then((response) => {
        settled = true;
        return response;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(ended).toHaveBeenCalledTimes(1);
      expect(settled).toBe(false);
      session.renew("ghu_new");
      expect((await answer).status).toBe(200);
      expect(sent.map((call) => call.authorization)).toEqual(["token ghu_old", "token ghu_new"]);
    },
  );

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

  test("a 401 from elsewhere reaches its caller at once", async () => {
    const { target } = fakeWindow(401);
    const ended = jest.fn();
    watchGitHubSession(ended, target);
    expect((await target.fetch("https://drops.example/admin/preview.json")).status).toBe(401);
    expect(ended).not.toHaveBeenCalled();
  });

  test("a failed request still fails for its caller", async () => {
    const target = { fetch: (async () => Promise.reject(new TypeError("offline"))) as typeof fetch };
    const ended = jest.fn();
    watchGitHubSession(ended, target);
    await expect(target.fetch(`${GITHUB_API_ORIGIN}/user`)).rejects.toThrow("offline");
    expect(ended).not.toHaveBeenCalled();
  });

  test("stopping the watch puts the original fetch back", () => {
    const { target, original } = fakeWindow(200);
    const session = watchGitHubSession(() => {}, target);
    expect(target.fetch).not.toBe(original);
    session.stop();
    expect(target.fetch).toBe(original);
  });

  test("after renew(), GitHub calls carry the new token with Decap's keyword; other calls and unauthenticated ones are untouched", async () => {
    const { target, inits } = fakeWindow(200);
    const session = watchGitHubSession(() => {}, target);
    const headers = { Authorization: "token ghu_old", "Content-Type": "application/json" };
    await target.fetch(`${GITHUB_API_ORIGIN}/user`, { headers });
    session.renew("ghu_new");
    await target.fetch(`${GITHUB_API_ORIGIN}/user`, { headers, method: "GET" });
    await target.fetch(`${GITHUB_API_ORIGIN}/zen`);
    await target.fetch("https://drops.example/admin/preview.json", { headers });
    const authorization = inits.map((init) => (init?.headers ? new Headers(init.headers).get("Authorization") : null));
    expect(authorization).toEqual(["token ghu_old", "token ghu_new", null, "token ghu_old"]);
    expect(new Headers(inits[1]!.headers).get("Content-Type")).toBe("application/json");
    expect(inits[1]!.method).toBe("GET");
  });
});

describe("storeToken", () => {
  const storage = (value: string | null) => {
    const items = new Map(value === null ? [] : [[DECAP_USER_KEY, value]]);
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => void items.set(key, v) };
  };

  test("puts the new token into Decap's stored user, keeping the rest, so a reload keeps the new session", () => {
    const store = storage(JSON.stringify({ token: "ghu_old", backendName: "github", login: "marketer" }));
    storeToken("ghu_new", store);
    expect(JSON.parse(store.items.get(DECAP_USER_KEY)!)).toEqual({ token: "ghu_new", backendName: "github", login: "marketer" });
  });

  test("stores nothing when Decap has no user stored", () => {
    const store = storage(null);
    storeToken("ghu_new", store);
    expect(store.items.size).toBe(0);
  });
});
