/**
 * @jest-environment node
 *
 * The keeping endpoints' logic (lib/server/): reading a request, the forms' rules as the server
 * applies them, the limits, the per-client count, the CSV and the team view's check, each a
 * function of its inputs; then whole requests against a real D1 (wrangler's getPlatformProxy,
 * in memory, with migrations/ applied as wrangler splits them).
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DROPLIST_BODY_MAX_BYTES,
  EMAIL_MAX_CHARS,
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_RETENTION_DAYS,
  PAGE_PATH_MAX_CHARS,
  PARTNER_FIELD_MAX_CHARS,
  PARTNER_MESSAGE_MAX_CHARS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_SECONDS,
  SIGNUP_RETENTION_DAYS,
} from "../../lib/constants";
import { FORM_OUTCOMES, HONEYPOT_FIELD } from "../../lib/form-outcomes";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "../../lib/content/droplist";
import { PARTNER_ERRORS } from "../../lib/content/partner-enquiry";
import { consentWords } from "../../lib/server/consent";
import { csvCell, toCsv } from "../../lib/server/csv";
import { DAY_MS, type D1Database } from "../../lib/server/d1";
import { handleDroplist, handleEnquiry, readEnquiry, readSignUp, type KeepingEnv } from "../../lib/server/keeping";
import { clientIdentity, countRequest, limitFor, retryAfterSeconds, saltPeriod, TEST_CLIENT_HEADER, windowStart } from "../../lib/server/rate-limit";
import { isPagePath, isSameOrigin, normaliseEmail, pageOf, parseFields, readBody, requestKind } from "../../lib/server/request";
import { bearerToken, githubApi, handleRemovePerson, handleSummary, teamAccess, type TeamEnv } from "../../lib/server/team";

const SITE = "https://drops.app";
const LOCAL = "http://127.0.0.1:8788";

function request(url: string, { body, type = "application/json", headers = {} }: { body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) {
  return new Request(url, {
    method: "POST",
    headers: { Origin: new URL(url).origin, "Content-Type": type, "CF-Connecting-IP": "203.0.113.7", ...headers },
    body,
  });
}
const json = (url: string, data: unknown, headers: Record<string, string> = {}) => request(url, { body: JSON.stringify(data), headers });
const form = (url: string, data: Record<string, string>, headers: Record<string, string> = {}) =>
  request(url, { body: new URLSearchParams(data).toString(), type: "application/x-www-form-urlencoded", headers });

describe("reading a request", () => {
  test("its kind: an island's JSON or a native form post, parameters and case aside; anything else is neither", () => {
    const kind = (type: string) => requestKind(request(SITE, { type }));
    expect(kind("application/json")).toBe("json");
    expect(kind("Application/JSON; charset=utf-8")).toBe("json");
    expect(kind("application/x-www-form-urlencoded;charset=UTF-8")).toBe("form");
    for (const other of ["text/plain", "multipart/form-data; boundary=x", "application/json-patch+json", ""]) expect(kind(other)).toBeUndefined();
  });

  test("same origin: Origin exactly the request's own, and not cross-site", () => {
    const from = (headers: Record<string, string>) => isSameOrigin(new Request(`${SITE}/api/droplist`, { method: "POST", headers }));
    expect(from({ Origin: SITE })).toBe(true);
    expect(from({ Origin: SITE, "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(from({})).toBe(false);
    expect(from({ Origin: "null" })).toBe(false);
    expect(from({ Origin: "https://preview.drops.app" })).toBe(false);
    expect(from({ Origin: "http://drops.app" })).toBe(false);
    expect(from({ Origin: `${SITE}/` })).toBe(false);
    expect(from({ Origin: SITE, "Sec-Fetch-Site": "cross-site" })).toBe(false);
  });

  test("the body within its limit: a declared length over it is refused unread; a stream with no length is cut off at the limit", async () => {
    expect(await readBody(request(SITE, { body: "abc" }), 3)).toEqual({ ok: true, text: "abc" });
    expect(await readBody(request(SITE, { body: "abcd" }), 3)).toEqual({ ok: false });
    // "é" is two bytes: the limit counts bytes, not characters.
    expect(await readBody(request(SITE, { body: "éé" }), 3)).toEqual({ ok: false });
    const lying = new Request(SITE, { method: "POST", headers: { "Content-Length": "2" }, body: "abcdef" });
    expect(await readBody(lying, 4)).toEqual({ ok: false });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const chunked = new Request(SITE, { method: "POST", body: endless, duplex: "half" } as RequestInit);
    expect(chunked.headers.get("Content-Length")).toBeNull();
    expect(await readBody(chunked, DROPLIST_BODY_MAX_BYTES)).toEqual({ ok: false });
    expect(pulled).toBeLessThanOrEqual(DROPLIST_BODY_MAX_BYTES / 1024 + 2);
  });

  test("fields: a JSON object, or a form post's pairs with no name twice", () => {
    expect(parseFields("json", '{"email":"a@b"}')).toEqual({ email: "a@b" });
    for (const bad of ["", "[]", "null", '"a@b"', "{"]) expect(parseFields("json", bad)).toBeUndefined();
    expect(parseFields("form", "email=a%40b&drops_hp=")).toEqual({ email: "a@b", drops_hp: "" });
    expect(parseFields("form", "email=a%40b&email=c%40d")).toBeUndefined();
  });

  test("the page: the body's path, or a native post's same-origin Referer; never another site's", () => {
    const referer = (value: string) => new Request(`${SITE}/api/droplist`, { method: "POST", headers: { Referer: value } });
    expect(pageOf("json", { page: "/brands" }, referer(`${SITE}/x`))).toBe("/brands");
    expect(pageOf("json", {}, referer(`${SITE}/x`))).toBeNull();
    expect(pageOf("json", { page: "https://evil.example/" }, referer(SITE))).toBeUndefined();
    expect(pageOf("form", {}, referer(`${SITE}/charities?x=1#y`))).toBe("/charities");
    expect(pageOf("form", {}, referer("https://evil.example/brands"))).toBeNull();
    expect(pageOf("form", {}, referer("not a url"))).toBeNull();
    expect(isPagePath("/donation-api/ecommerce")).toBe(true);
    for (const bad of ["", "brands", "//evil.example", "/a b", "/a?b", "/a#b", "/é", `/${"a".repeat(PAGE_PATH_MAX_CHARS)}`])
      expect(isPagePath(bad)).toBe(false);
  });

  test("an address is trimmed and its domain lowercased; its local part is left as typed", () => {
    expect(normaliseEmail("  Ada.Lovelace@Example.ORG \n")).toBe("Ada.Lovelace@example.org");
    expect(normaliseEmail('"odd@local"@Example.Com')).toBe('"odd@local"@example.com');
    expect(normaliseEmail("no-at-sign ")).toBe("no-at-sign");
  });
});

describe("the forms' rules, as the server applies them", () => {
  const site = new Request(`${SITE}/api/droplist`, { method: "POST" });

  test("a sign-up: the Droplist's own rule, 254 characters at most, its form and the consent words from the content", () => {
    expect(readSignUp({ email: " A@B.Com ", form: "modal", page: "/" }, "json", site).row).toEqual({
      email: "A@b.com",
      form: "modal",
      page: "/",
      consent: consentWords("modal"),
    });
    expect(readSignUp({ email: "a@b" }, "json", site).row).toMatchObject({ form: "footer", page: null, consent: consentWords("footer") });
    expect(readSignUp({ email: "no-at" }, "json", site).refusal).toEqual({ outcome: "invalid" });
    expect(readSignUp({ email: "   " }, "json", site).refusal).toEqual({ outcome: "invalid" });
    expect(readSignUp({ email: 42 }, "json", site).refusal).toEqual({ outcome: "invalid" });
    expect(readSignUp({ email: "a@b", form: "sidebar" }, "json", site).refusal).toEqual({ outcome: "invalid" });
    const longest = `${"a".repeat(EMAIL_MAX_CHARS - 4)}@b.c`;
    expect(readSignUp({ email: longest }, "json", site).row).toBeDefined();
    expect(readSignUp({ email: `a${longest}` }, "json", site).refusal).toEqual({ outcome: "too-long" });
    // Characters, as a person counts them: 254 emoji are 254, not 508.
    expect(readSignUp({ email: `${"💧".repeat(EMAIL_MAX_CHARS - 4)}@b.c` }, "json", site).row).toBeDefined();
  });

  test("a sign-up's form comes from the action's query string for a native post; the consent words never come from the request", () => {
    const native = new Request(`${SITE}/api/droplist?form=modal`, { method: "POST" });
    expect(readSignUp({ email: "a@b", consent: "I agreed to nothing" }, "form", native).row).toMatchObject({ form: "modal", consent: consentWords("modal") });
    // The dialog's own words, read from the content: its form's note, then its agreement as the dialog draws it.
    const { before, terms, between, privacy, after } = DROPLIST_MODAL.agreement;
    expect(consentWords("modal")).toBe(`${DROPLIST_MODAL.form.note} ${before} ${terms} ${between} ${privacy}${after}`);
    expect(consentWords("footer")).toBe(DROPLIST_INLINE_FORM.note);
  });

  test("an enquiry: the dialog's own rules and messages (lib/partner-enquiry.ts), each field within its limit", () => {
    const valid = { audience: "charity", name: " Ann ", email: "ann@Kind.ORG", organisation: "Kind", charityNumber: "SC1", message: "Hi" };
    expect(readEnquiry(valid, "json", site).row).toEqual({
      audience: "charity",
      values: { name: "Ann", email: "ann@kind.org", organisation: "Kind", charityNumber: "SC1", message: "Hi" },
      page: null,
      consent: null,
    });
    // A brand's form has no charity number: one sent anyway is not kept.
    expect(readEnquiry({ ...valid, audience: "brand" }, "json", site).row?.values.charityNumber).toBe("");
    expect(readEnquiry({ ...valid, email: "ann@kind", name: "" }, "json", site).refusal).toEqual({
      outcome: "invalid",
      fields: { name: PARTNER_ERRORS.nameRequired, email: PARTNER_ERRORS.emailInvalid },
    });
    expect(readEnquiry({ ...valid, message: "x".repeat(PARTNER_MESSAGE_MAX_CHARS + 2) }, "json", site).refusal).toEqual({
      outcome: "invalid",
      fields: { message: PARTNER_ERRORS.messageTooLong(2) },
    });
    for (const [field, max] of Object.entries(PARTNER_FIELD_MAX_CHARS)) {
      expect(readEnquiry({ ...valid, [field]: "x".repeat(max) }, "json", site).row).toBeDefined();
      expect(readEnquiry({ ...valid, [field]: "x".repeat(max + 1) }, "json", site).refusal).toEqual({ outcome: "too-long" });
    }
    expect(readEnquiry({ ...valid, email: `${"a".repeat(EMAIL_MAX_CHARS)}@b.c` }, "json", site).refusal).toEqual({ outcome: "too-long" });
    expect(readEnquiry({ ...valid, audience: "press" }, "json", site).refusal).toEqual({ outcome: "invalid" });
    expect(readEnquiry({ ...valid, message: ["Hi"] }, "json", site).refusal).toEqual({ outcome: "invalid" });
  });

  test("the enquiry's body limit admits the largest valid enquiry in its largest encoding (lib/constants.ts)", () => {
    const fourBytes = "💧";
    const largest = new URLSearchParams({
      audience: "charity",
      page: `/${"%".repeat(PAGE_PATH_MAX_CHARS - 1)}`,
      [HONEYPOT_FIELD]: "",
      name: fourBytes.repeat(PARTNER_FIELD_MAX_CHARS.name),
      email: `${fourBytes.repeat(EMAIL_MAX_CHARS - 2)}@${fourBytes}`,
      organisation: fourBytes.repeat(PARTNER_FIELD_MAX_CHARS.organisation),
      charityNumber: fourBytes.repeat(PARTNER_FIELD_MAX_CHARS.charityNumber),
      message: fourBytes.repeat(PARTNER_MESSAGE_MAX_CHARS),
    }).toString();
    const bytes = new TextEncoder().encode(largest).byteLength;
    expect(bytes).toBeLessThanOrEqual(ENQUIRY_BODY_MAX_BYTES);
    expect(bytes).toBeGreaterThan(20_000);
    // And the Droplist's admits its largest address, percent-encoded, with its other fields.
    const address = new URLSearchParams({ email: `${fourBytes.repeat(EMAIL_MAX_CHARS - 2)}@${fourBytes}`, [HONEYPOT_FIELD]: "" }).toString();
    expect(new TextEncoder().encode(address).byteLength).toBeLessThanOrEqual(DROPLIST_BODY_MAX_BYTES);
  });
});

describe("the per-client limit's arithmetic", () => {
  const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;
  afterEach(() => jest.useRealTimers());

  test("windows are aligned, and Retry-After is the whole seconds to the window's end, at least 1", () => {
    jest.useFakeTimers();
    const start = Date.UTC(2026, 11, 2, 10, 0, 0);
    jest.setSystemTime(start);
    expect(windowStart(Date.now())).toBe(start);
    expect(retryAfterSeconds(Date.now())).toBe(RATE_LIMIT_WINDOW_SECONDS);
    jest.advanceTimersByTime(WINDOW_MS - 1500);
    expect(windowStart(Date.now())).toBe(start);
    expect(retryAfterSeconds(Date.now())).toBe(2);
    jest.advanceTimersByTime(1499);
    expect(retryAfterSeconds(Date.now())).toBe(1);
    jest.advanceTimersByTime(1);
    expect(windowStart(Date.now())).toBe(start + WINDOW_MS);
    // A day holds whole windows, so the day's salt never changes inside one.
    expect(DAY_MS % WINDOW_MS).toBe(0);
    expect(saltPeriod(start)).toBe(saltPeriod(start + WINDOW_MS * 3));
  });

  test("the client is its address; a test's name and a raised limit count only on a loopback host", () => {
    const at = (url: string, headers: Record<string, string>) => new Request(url, { headers: { "CF-Connecting-IP": "198.51.100.1", ...headers } });
    expect(clientIdentity(at(SITE, { [TEST_CLIENT_HEADER]: "t1" }))).toEqual({ id: "198.51.100.1", named: false });
    expect(clientIdentity(at(LOCAL, { [TEST_CLIENT_HEADER]: "t1" }))).toEqual({ id: "test:t1", named: true });
    expect(clientIdentity(new Request(SITE))).toEqual({ id: "unknown", named: false });
    const env = { RATE_LIMIT_MAX: "5000" };
    expect(limitFor(at(SITE, {}), env, false)).toBe(RATE_LIMIT_MAX);
    expect(limitFor(at(LOCAL, {}), env, false)).toBe(5000);
    expect(limitFor(at("http://localhost:3000", {}), env, false)).toBe(5000);
    expect(limitFor(at("http://[::1]:3000", {}), env, false)).toBe(5000);
    expect(limitFor(at(LOCAL, {}), env, true)).toBe(RATE_LIMIT_MAX);
    expect(limitFor(at(LOCAL, {}), { RATE_LIMIT_MAX: "lots" }, false)).toBe(RATE_LIMIT_MAX);
    expect(limitFor(at("http://127.0.0.1.evil.example", {}), env, false)).toBe(RATE_LIMIT_MAX);
  });
});

describe("CSV", () => {
  test("a cell a spreadsheet would run as a formula starts with ', and quoting is RFC 4180's", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("\rcr")).toBe('"\'\rcr"');
    expect(csvCell(" edge")).toBe('" edge"');
    expect(csvCell("a-b@c")).toBe("a-b@c");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(toCsv(["a", "b"], [{ a: "=x", b: null }])).toBe("\uFEFFa,b\r\n'=x,\r\n");
  });
});

describe("the team view's check", () => {
  const repoAnswer = (status: number, push?: boolean) => jest.fn(async () => new Response(JSON.stringify({ permissions: { push } }), { status })) as jest.Mock;
  const env: TeamEnv = { GITHUB_REPO: "drops/drops-site" };
  const get = (url: string, token?: string) => new Request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  test("a token that may push opens it; none, or one GitHub refuses, is 401; read-only, or a repository it cannot see, 403", async () => {
    const push = repoAnswer(200, true);
    expect(await teamAccess(get(`${SITE}/api/team/summary`, "ghu_1"), env, push)).toEqual({ ok: true, via: "github" });
    expect(push).toHaveBeenCalledWith(
      "https://api.github.com/repos/drops/drops-site",
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: "Bearer ghu_1" }) }),
    );
    expect(await teamAccess(get(SITE), env, push)).toEqual({ ok: false, refusal: "login-required" });
    expect(await teamAccess(get(SITE, "x"), env, repoAnswer(401))).toEqual({ ok: false, refusal: "login-required" });
    expect(await teamAccess(get(SITE, "x"), env, repoAnswer(200, false))).toEqual({ ok: false, refusal: "no-write-permission" });
    expect(await teamAccess(get(SITE, "x"), env, repoAnswer(200))).toEqual({ ok: false, refusal: "no-write-permission" });
    expect(await teamAccess(get(SITE, "x"), env, repoAnswer(404))).toEqual({ ok: false, refusal: "no-write-permission" });
    expect(await teamAccess(get(SITE, "x"), env, repoAnswer(500))).toEqual({ ok: false, refusal: "github-unreachable" });
    const offline = jest.fn(async () => Promise.reject(new TypeError("fetch failed"))) as jest.Mock;
    expect(await teamAccess(get(SITE, "x"), env, offline)).toEqual({ ok: false, refusal: "github-unreachable" });
    expect(await teamAccess(get(SITE, "x"), {}, push)).toEqual({ ok: false, refusal: "not-configured" });
    expect(await teamAccess(get(SITE, "x"), { GITHUB_REPO: "../../user" }, push)).toEqual({ ok: false, refusal: "not-configured" });
  });

  test("the fake GitHub and the local view without a login are heeded on a loopback host only", async () => {
    const test = { ...env, GITHUB_API_BASE: "http://127.0.0.1:3110/", TEAM_VIEW_LOCAL: "1" };
    expect(githubApi(test, `${SITE}/api/team/summary`)).toBe("https://api.github.com");
    expect(githubApi(test, `${LOCAL}/api/team/summary`)).toBe("http://127.0.0.1:3110");
    const never = jest.fn() as jest.Mock;
    expect(await teamAccess(get(`${LOCAL}/api/team/summary`), test, never)).toEqual({ ok: true, via: "local" });
    expect(never).not.toHaveBeenCalled();
    expect(await teamAccess(get(`${SITE}/api/team/summary`), test, never)).toEqual({ ok: false, refusal: "login-required" });
    expect(await teamAccess(get(`${LOCAL}/api/team/summary`), { ...test, TEAM_VIEW_LOCAL: "true" }, never)).toEqual({ ok: false, refusal: "login-required" });
  });

  test("the token is a bearer token, alone", () => {
    expect(bearerToken(get(SITE, "ghu_abc"))).toBe("ghu_abc");
    expect(bearerToken(new Request(SITE, { headers: { Authorization: "token ghu_abc" } }))).toBeUndefined();
    expect(bearerToken(new Request(SITE, { headers: { Authorization: "Bearer a b" } }))).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// Against a real D1: the local runtime's, in memory.

type Proxy = { env: { DB: D1Database }; dispose(): Promise<void> };
let proxy: Proxy;
let db: D1Database;
let configDir: string;

/** migrations/, split into statements as wrangler splits them, applied in order. */
async function migrate(target: D1Database) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- wrangler's CommonJS build: an import() here is turned into require by Jest anyway
  const { unstable_splitSqlQuery } = require("wrangler") as { unstable_splitSqlQuery: (sql: string) => string[] };
  const dir = path.join(__dirname, "..", "..", "migrations");
  for (const file of readdirSync(dir).sort()) {
    for (const statement of unstable_splitSqlQuery(readFileSync(path.join(dir, file), "utf8"))) await target.prepare(statement).run();
  }
}

const rows = async (sql: string) => (await db.prepare(sql).all()).results;

beforeAll(async () => {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.WRANGLER_LOG = "error";
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  const { getPlatformProxy } = require("wrangler") as { getPlatformProxy: (options: object) => Promise<Proxy> };
  // The project's wrangler.toml, beside an empty .dev.vars: wrangler tells a missing file by
  // `instanceof Error`, which fails across Jest's realms, so none may be missing.
  configDir = mkdtempSync(path.join(tmpdir(), "keeping-test-"));
  copyFileSync(path.join(__dirname, "..", "..", "wrangler.toml"), path.join(configDir, "wrangler.toml"));
  writeFileSync(path.join(configDir, ".dev.vars"), "");
  proxy = await getPlatformProxy({ configPath: path.join(configDir, "wrangler.toml"), persist: false });
  db = proxy.env.DB;
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await proxy?.dispose();
  rmSync(configDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const table of ["signups", "enquiries", "rate_limits", "salts"]) await db.prepare(`DELETE FROM ${table}`).run();
});

describe("against a real D1", () => {
  // Each request is three round trips to the local runtime's D1 (another process): a test of twenty-odd requests
  // took over Jest's 5 s default on this 2-core machine when others' builds kept its cores busy.
  jest.setTimeout(30_000);
  const env = (): KeepingEnv => ({ DB: db });
  const NOW = Date.UTC(2026, 11, 2, 12, 0, 0);

  test("a sign-up is kept once: the same address again answers the same, with one row", async () => {
    const first = await handleDroplist(json(`${SITE}/api/droplist`, { email: "Ada@Example.com", form: "modal", page: "/" }), env(), { now: NOW });
    const second = await handleDroplist(json(`${SITE}/api/droplist`, { email: " Ada@EXAMPLE.COM", page: "/brands" }), env(), { now: NOW + 1000 });
    expect([first.status, await first.text()]).toEqual([200, '{"outcome":"joined"}']);
    expect([second.status, await second.text()]).toEqual([200, '{"outcome":"joined"}']);
    expect(await rows("SELECT email, joined_at, page, form, consent FROM signups")).toEqual([
      { email: "Ada@example.com", joined_at: new Date(NOW).toISOString(), page: "/", form: "modal", consent: consentWords("modal") },
    ]);
  });

  test("many at once, the same address: one row", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        handleDroplist(json(`${SITE}/api/droplist`, { email: "same@example.com" }, { "CF-Connecting-IP": `192.0.2.${i}` }), env()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await rows("SELECT COUNT(*) AS n FROM signups")).toEqual([{ n: 1 }]);
  });

  test("every refusal keeps nothing", async () => {
    const refused = [
      json(`${SITE}/api/droplist`, { email: "no-at" }),
      json(`${SITE}/api/droplist`, { email: "a@b", [HONEYPOT_FIELD]: "bot" }),
      json(`${SITE}/api/droplist`, { email: "a@b" }, { Origin: "https://elsewhere.example" }),
      json(`${SITE}/api/droplist`, { email: "a@b" }, { "Sec-Fetch-Site": "cross-site" }),
      request(`${SITE}/api/droplist`, { body: "email=a@b", type: "text/plain" }),
      json(`${SITE}/api/droplist`, { email: "a@b", padding: "x".repeat(DROPLIST_BODY_MAX_BYTES) }),
    ];
    const statuses = [];
    for (const r of refused) statuses.push((await handleDroplist(r, env())).status);
    expect(statuses).toEqual([400, 400, 403, 403, 415, 413]);
    expect(await rows("SELECT * FROM signups")).toEqual([]);
  });

  test("the limit: the request past it is 429 with Retry-After and keeps nothing; the next window starts afresh", async () => {
    const from = (email: string) => json(`${SITE}/api/droplist`, { email }, { "CF-Connecting-IP": "198.51.100.9" });
    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await handleDroplist(from("no-at"), env(), { now: NOW + i })).status).toBe(400);
    const over = await handleDroplist(from("late@example.com"), env(), { now: NOW + 60_000 });
    expect(over.status).toBe(FORM_OUTCOMES["too-many"]);
    expect(over.headers.get("Retry-After")).toBe(String(RATE_LIMIT_WINDOW_SECONDS - 60));
    expect(await over.json()).toEqual({ outcome: "too-many", retryAfter: RATE_LIMIT_WINDOW_SECONDS - 60 });
    expect(await rows("SELECT * FROM signups")).toEqual([]);
    // Another address is another client.
    expect(
      (await handleDroplist(json(`${SITE}/api/droplist`, { email: "other@example.com" }, { "CF-Connecting-IP": "198.51.100.10" }), env(), { now: NOW })).status,
    ).toBe(200);
    // The next window: allowed, and the last window's counters are gone.
    const later = NOW + RATE_LIMIT_WINDOW_SECONDS * 1000;
    expect((await handleDroplist(from("late@example.com"), env(), { now: later })).status).toBe(200);
    expect(await rows("SELECT window_start FROM rate_limits")).toEqual([{ window_start: windowStart(later) }]);
  });

  test("no address is kept: the counter holds a salted hash, and yesterday's salt is deleted by today's first request", async () => {
    await countRequest(db, json(`${SITE}/api/droplist`, {}), {}, { now: NOW - DAY_MS });
    const [yesterday] = (await rows("SELECT client FROM rate_limits")) as { client: string }[];
    await countRequest(db, json(`${SITE}/api/droplist`, {}), {}, { now: NOW });
    const kept = JSON.stringify(await rows("SELECT * FROM rate_limits")) + JSON.stringify(await rows("SELECT * FROM salts"));
    expect(kept).not.toContain("203.0.113.7");
    expect(await rows("SELECT period FROM salts")).toEqual([{ period: saltPeriod(NOW) }]);
    const [today] = (await rows("SELECT client FROM rate_limits")) as { client: string }[];
    expect(today!.client).toMatch(/^[0-9a-f]{64}$/);
    expect(today!.client).not.toBe(yesterday!.client);
  });

  test("a write deletes what is past its retention", async () => {
    const old = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
    await db
      .prepare(
        "INSERT INTO signups (email, joined_at, page, form, consent) VALUES ('old@x.org', ?1, '/', 'footer', 'w'), ('kept@x.org', ?2, '/', 'footer', 'w')",
      )
      .bind(old(SIGNUP_RETENTION_DAYS + 1), old(SIGNUP_RETENTION_DAYS - 1))
      .run();
    await db
      .prepare(
        "INSERT INTO enquiries (audience, name, email, organisation, message, created_at, dedupe_key) VALUES ('brand', 'n', 'old@x.org', 'o', 'm', ?1, 'k1'), ('brand', 'n', 'kept@x.org', 'o', 'm', ?2, 'k2')",
      )
      .bind(old(ENQUIRY_RETENTION_DAYS + 1), old(ENQUIRY_RETENTION_DAYS - 1))
      .run();
    expect((await handleDroplist(json(`${SITE}/api/droplist`, { email: "new@x.org" }), env(), { now: NOW })).status).toBe(200);
    expect(await rows("SELECT email FROM signups ORDER BY email")).toEqual([{ email: "kept@x.org" }, { email: "new@x.org" }]);
    expect(await rows("SELECT email FROM enquiries")).toEqual([{ email: "kept@x.org" }]);
  });

  test("an enquiry is kept with every field, once; a native post too", async () => {
    const fields = {
      audience: "charity",
      page: "/charities",
      name: "Ann",
      email: "Ann@Kind.org",
      organisation: "Kind",
      charityNumber: "SC1",
      message: "Hello\nthere",
    };
    expect((await handleEnquiry(json(`${SITE}/api/enquiries`, fields), env(), { now: NOW })).status).toBe(200);
    expect((await handleEnquiry(json(`${SITE}/api/enquiries`, { ...fields, page: "/" }), env(), { now: NOW + 5 })).status).toBe(200);
    const native = form(
      `${SITE}/api/enquiries?audience=brand`,
      { name: "Bo", email: "bo@x.org", organisation: "X", message: "Hi" },
      { Referer: `${SITE}/brands` },
    );
    expect((await handleEnquiry(native, env(), { now: NOW })).status).toBe(200);
    expect(await rows("SELECT audience, name, email, organisation, charity_number, message, page, consent, created_at FROM enquiries ORDER BY id")).toEqual([
      {
        audience: "charity",
        name: "Ann",
        email: "Ann@kind.org",
        organisation: "Kind",
        charity_number: "SC1",
        message: "Hello\nthere",
        page: "/charities",
        consent: null,
        created_at: new Date(NOW).toISOString(),
      },
      {
        audience: "brand",
        name: "Bo",
        email: "bo@x.org",
        organisation: "X",
        charity_number: null,
        message: "Hi",
        page: "/brands",
        consent: null,
        created_at: expect.any(String),
      },
    ]);
  });

  test('no database, or a table missing: 503 "unavailable", before anything else is read', async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const none = await handleDroplist(json(`${SITE}/api/droplist`, { email: "a@b" }), {});
    expect([none.status, await none.json()]).toEqual([503, { outcome: "unavailable" }]);
    await db.prepare("ALTER TABLE signups RENAME TO signups_away").run();
    try {
      const missing = await handleDroplist(json(`${SITE}/api/droplist`, { email: "a@b" }), env());
      expect([missing.status, await missing.json()]).toEqual([503, { outcome: "unavailable" }]);
      const page = await handleDroplist(form(`${SITE}/api/droplist`, { email: "a@b" }), env());
      expect(page.status).toBe(503);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(spy).toHaveBeenCalledWith(expect.stringMatching(/no such table: signups/));
    } finally {
      await db.prepare("ALTER TABLE signups_away RENAME TO signups").run();
      spy.mockRestore();
    }
  });

  test("the team's summary and removing a person, on the local view (loopback, TEAM_VIEW_LOCAL=1)", async () => {
    const teamEnv: TeamEnv = { DB: db, TEAM_VIEW_LOCAL: "1" };
    await handleDroplist(json(`${LOCAL}/api/droplist`, { email: "gone@x.org" }), { DB: db });
    await handleEnquiry(json(`${LOCAL}/api/enquiries`, { name: "G", email: "Gone@X.org", organisation: "O", message: "M" }), { DB: db });
    const summary = await (await handleSummary(new Request(`${LOCAL}/api/team/summary`), teamEnv)).json();
    expect(summary).toEqual({
      signups: { count: 1, latest: [expect.objectContaining({ email: "gone@x.org" })] },
      enquiries: { count: 1, latest: [expect.objectContaining({ email: "Gone@x.org", message: "M" })] },
    });
    const removeFrom = (origin: string) =>
      handleRemovePerson(
        new Request(`${LOCAL}/api/team/people`, { method: "POST", headers: { Origin: origin }, body: JSON.stringify({ email: " gone@X.ORG" }) }),
        teamEnv,
      );
    expect((await removeFrom("https://elsewhere.example")).status).toBe(403);
    const removed = await removeFrom(LOCAL);
    // The enquiry's address kept its local part's case as typed ("Gone@"): removed all the same.
    expect(await removed.json()).toEqual({ email: "gone@x.org", removed: { signups: 1, enquiries: 1 } });
    const again = await handleRemovePerson(new Request(`${LOCAL}/api/team/people?email=Gone@x.org`, { method: "DELETE", headers: { Origin: LOCAL } }), teamEnv);
    expect(await again.json()).toEqual({ email: "Gone@x.org", removed: { signups: 0, enquiries: 0 } });
    // On a real host the same environment opens nothing.
    expect((await handleSummary(new Request(`${SITE}/api/team/summary`), teamEnv)).status).toBe(401);
  });
});
