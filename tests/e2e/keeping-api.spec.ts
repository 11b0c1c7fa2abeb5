// The keeping endpoints and the team's view on Cloudflare Pages' own runtime (wrangler pages
// dev, its D1 in SQLite, fresh for each run: playwright.config.ts), spoken to as a browser and
// as anything else would: API requests only, no page. Every refusal gets its own status and
// outcome and keeps nothing, which is checked through the team's view (a token the fake GitHub,
// tests/e2e/fake-github-oauth.mjs, says may push). Each test names its own client
// (X-Test-Client, heeded on loopback only), so its count toward the limit is its own, at
// production's limit. A second runtime, started here, has a database with no tables: 503.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ENQUIRY_BODY_MAX_BYTES, PARTNER_MESSAGE_MAX_CHARS, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } from "../../lib/constants";
import { DROPLIST_ENDPOINT, ENQUIRY_ENDPOINT, FORM_OUTCOMES, HONEYPOT_FIELD, type FormOutcome } from "../../lib/form-outcomes";
import { PARTNER_ERRORS } from "../../lib/content/partner-enquiry";
import { consentWords } from "../../lib/server/consent";
import { TEST_CLIENT_HEADER } from "../../lib/server/rate-limit";
import { TEAM_PUSH_TOKEN, TEAM_READ_TOKEN } from "./login-test-env";
import { keepingTestPorts, NO_TABLES_PERSIST_DIR } from "./keeping-test-env";

const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const PORTS = keepingTestPorts(E2E_PORT);

/** A fresh address a test alone uses (the runtime may be reused between runs, with its rows). */
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@Example.ORG`;
const normalised = (email: string) => email.replace(/@(.*)$/, (_, domain: string) => `@${domain.toLowerCase()}`);

type Body = { json: Record<string, unknown> } | { form: Record<string, string> };

/** A POST from the site's own origin (the project's baseURL, unless `headers` says otherwise), as a client of its own. */
function post(request: APIRequestContext, url: string, body: Body, { client, headers = {} }: { client: string; headers?: Record<string, string> }) {
  const origin = new URL(url, test.info().project.use.baseURL).origin;
  const common = { Origin: origin, [TEST_CLIENT_HEADER]: client, ...headers };
  return "json" in body
    ? request.post(url, { headers: { "Content-Type": "application/json", ...common }, data: JSON.stringify(body.json) })
    : request.post(url, { headers: { "Content-Type": "application/x-www-form-urlencoded", ...common }, data: new URLSearchParams(body.form).toString() });
}

async function expectOutcome(response: APIResponse, outcome: FormOutcome) {
  expect(response.status(), await response.text()).toBe(FORM_OUTCOMES[outcome]);
  expect(await response.json()).toMatchObject({ outcome });
}

/** RFC 4180, as the team's CSV writes it (lib/server/csv.ts): the rows, header first. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== "," && c !== "\r")) {
      cell += c;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else {
      // CRLF: the row ends.
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    }
  }
  return rows;
}

const team = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** The team's CSV of sign-ups or enquiries, as objects by column. */
async function csvRows(request: APIRequestContext, which: "signups" | "enquiries") {
  const response = await request.get(`/api/team/${which}.csv`, { headers: team(TEAM_PUSH_TOKEN) });
  expect(response.status()).toBe(200);
  const [header, ...rows] = parseCsv(await response.text());
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

const signUpsOf = async (request: APIRequestContext, email: string) => (await csvRows(request, "signups")).filter((row) => row.email === normalised(email));
const enquiriesOf = async (request: APIRequestContext, email: string) => (await csvRows(request, "enquiries")).filter((row) => row.email === normalised(email));

/** The fields a native post sends: the audience rides in the action's query string, the page in the Referer. */
const formFields = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([key]) => key !== "audience" && key !== "page"));

const enquiry = (email: string, extra: Record<string, string> = {}) => ({
  audience: "brand",
  page: "/brands",
  name: "Ada Lovelace",
  email,
  organisation: "Analytical Engines",
  message: "A campaign for the autumn: about £20,000.",
  [HONEYPOT_FIELD]: "",
  ...extra,
});

test.describe("the Droplist endpoint", () => {
  test("keeps a sign-up once, with its form, page and consent words, and answers with its own headers", async ({ request }) => {
    const email = address("Join");
    const response = await post(
      request,
      DROPLIST_ENDPOINT,
      { json: { email: `  ${email} `, form: "modal", page: "/brands", [HONEYPOT_FIELD]: "" } },
      { client: randomUUID() },
    );
    await expectOutcome(response, "joined");
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^application\/json/);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=63072000/);
    expect(headers["permissions-policy"]).toContain("camera=()");
    const rows = await signUpsOf(request, email);
    expect(rows).toEqual([expect.objectContaining({ email: normalised(email), form: "modal", page: "/brands", consent: consentWords("modal") })]);
    expect(new Date(rows[0]!.joined_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test("the same address twice is one row, and the same answer", async ({ request }) => {
    const email = address("twice");
    const client = randomUUID();
    const first = await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client });
    const second = await post(request, DROPLIST_ENDPOINT, { json: { email: normalised(email), form: "modal", page: "/charities" } }, { client });
    expect([second.status(), await second.text()]).toEqual([first.status(), await first.text()]);
    expect(first.status()).toBe(200);
    expect(await signUpsOf(request, email)).toEqual([expect.objectContaining({ form: "footer", page: "/" })]);
  });

  test("the same address from two requests at once is one row", async ({ request }) => {
    const email = address("tabs");
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => post(request, DROPLIST_ENDPOINT, { json: { email, form: "footer", page: "/" } }, { client: randomUUID() })),
    );
    for (const answer of answers) await expectOutcome(answer, "joined");
    expect(await signUpsOf(request, email)).toHaveLength(1);
  });

  test("a native form post keeps the sign-up and answers a page, with the Referer's path as the page", async ({ request, baseURL }) => {
    const email = address("native");
    const response = await post(
      request,
      `${DROPLIST_ENDPOINT}?form=modal`,
      { form: { email, [HONEYPOT_FIELD]: "" } },
      { client: randomUUID(), headers: { Referer: `${baseURL}/charities` } },
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).not.toMatch(/json/);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await signUpsOf(request, email)).toEqual([expect.objectContaining({ form: "modal", page: "/charities", consent: consentWords("modal") })]);
  });

  // Each refusal: its status and outcome, and nothing kept.
  const refusals: [string, FormOutcome, (email: string, origin: string) => { body: Body; headers?: Record<string, string> }][] = [
    ["an address with no @", "invalid", () => ({ body: { json: { email: "not-an-address", page: "/" } } })],
    ["an address over 254 characters", "too-long", (email) => ({ body: { json: { email: `${"a".repeat(250)}.${email}`, page: "/" } } })],
    ["a 5 KB body", "too-large", (email) => ({ body: { json: { email, page: "/", padding: "x".repeat(5 * 1024) } } })],
    ["a filled honeypot", "invalid", (email) => ({ body: { json: { email, page: "/", [HONEYPOT_FIELD]: "https://spam.example" } } })],
    ["a filled honeypot, posted natively", "invalid", (email) => ({ body: { form: { email, [HONEYPOT_FIELD]: "x" } } })],
    ["a form that is not the site's", "invalid", (email) => ({ body: { json: { email, form: "sidebar", page: "/" } } })],
    ["a page that is not a path", "invalid", (email) => ({ body: { json: { email, page: "https://elsewhere.example/" } } })],
    ["another origin", "forbidden", (email) => ({ body: { json: { email, page: "/" } }, headers: { Origin: "https://elsewhere.example" } })],
    ["another origin, posted natively", "forbidden", (email) => ({ body: { form: { email } }, headers: { Origin: "https://elsewhere.example" } })],
    [
      "the same machine under another name (localhost)",
      "forbidden",
      (email, origin) => ({ body: { json: { email } }, headers: { Origin: origin.replace("127.0.0.1", "localhost") } }),
    ],
    [
      "a cross-site request with the site's Origin",
      "forbidden",
      (email) => ({ body: { json: { email, page: "/" } }, headers: { "Sec-Fetch-Site": "cross-site" } }),
    ],
    ["a native cross-site post", "forbidden", (email) => ({ body: { form: { email } }, headers: { "Sec-Fetch-Site": "cross-site" } })],
  ];
  for (const [name, outcome, make] of refusals) {
    test(`${name}: ${FORM_OUTCOMES[outcome]} "${outcome}", nothing kept`, async ({ request, baseURL }) => {
      const email = address("refused");
      const { body, headers } = make(email, baseURL!);
      const response = await post(request, DROPLIST_ENDPOINT, body, { client: randomUUID(), headers });
      expect(response.status()).toBe(FORM_OUTCOMES[outcome]);
      if ("json" in body) expect(await response.json()).toEqual({ outcome });
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(await signUpsOf(request, email)).toEqual([]);
    });
  }

  test("no Origin at all: 403, nothing kept", async ({ request }) => {
    const email = address("no-origin");
    const response = await request.post(DROPLIST_ENDPOINT, {
      headers: { "Content-Type": "application/json", [TEST_CLIENT_HEADER]: randomUUID() },
      data: JSON.stringify({ email }),
    });
    await expectOutcome(response, "forbidden");
    expect(await signUpsOf(request, email)).toEqual([]);
  });

  test("the wrong content type: 415, nothing kept", async ({ request, baseURL }) => {
    const email = address("plain");
    for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
      const response = await request.post(DROPLIST_ENDPOINT, {
        headers: { "Content-Type": type, Origin: baseURL!, [TEST_CLIENT_HEADER]: randomUUID() },
        data: `email=${encodeURIComponent(email)}`,
      });
      await expectOutcome(response, "unsupported");
    }
    expect(await signUpsOf(request, email)).toEqual([]);
  });

  test(`over the limit (${RATE_LIMIT_MAX} in ${RATE_LIMIT_WINDOW_SECONDS / 60} minutes): 429 with Retry-After, nothing kept; another client is unaffected`, async ({
    request,
  }) => {
    const client = randomUUID();
    // The limit counts every request, refused or not: these keep nothing.
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email: "no-at-sign" } }, { client }), "invalid");
    const email = address("limited");
    const over = await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client });
    await expectOutcome(over, "too-many");
    const retryAfter = Number(over.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_SECONDS);
    expect((await over.json()).retryAfter).toBe(retryAfter);
    expect(await signUpsOf(request, email)).toEqual([]);
    // The enquiries count toward the same limit.
    await expectOutcome(await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email) }, { client }), "too-many");
    await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client: randomUUID() }), "joined");
  });

  test("a method other than POST: 405", async ({ request }) => {
    const response = await request.get(DROPLIST_ENDPOINT);
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
  });
});

test.describe("the enquiry endpoint", () => {
  test("keeps an enquiry with every field, once", async ({ request }) => {
    const email = address("brand");
    const client = randomUUID();
    const first = await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email) }, { client });
    await expectOutcome(first, "sent");
    const second = await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email) }, { client });
    expect([second.status(), await second.text()]).toEqual([200, await first.text()]);
    expect(await enquiriesOf(request, email)).toEqual([
      expect.objectContaining({
        audience: "brand",
        name: "Ada Lovelace",
        email: normalised(email),
        organisation: "Analytical Engines",
        charity_number: "",
        message: "A campaign for the autumn: about £20,000.",
        page: "/brands",
      }),
    ]);
  });

  test("a charity's application posted natively, its audience in the action's query string", async ({ request, baseURL }) => {
    const email = address("charity");
    const fields = formFields(enquiry(email, { charityNumber: "SC012345", organisation: "Kind Hands" }));
    const response = await post(
      request,
      `${ENQUIRY_ENDPOINT}?audience=charity`,
      { form: fields },
      { client: randomUUID(), headers: { Referer: `${baseURL}/charities` } },
    );
    expect(response.status()).toBe(200);
    expect(await enquiriesOf(request, email)).toEqual([expect.objectContaining({ audience: "charity", charity_number: "SC012345", page: "/charities" })]);
  });

  test("the largest valid enquiry, every character four bytes and form-encoded, is within the limit and kept", async ({ request }) => {
    const email = address("emoji");
    const fields = formFields(enquiry(email, { message: "🌊".repeat(PARTNER_MESSAGE_MAX_CHARS), name: "💧".repeat(200) }));
    const encoded = new URLSearchParams(fields).toString();
    expect(Buffer.byteLength(encoded)).toBeGreaterThan(4 * 1024);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(ENQUIRY_BODY_MAX_BYTES);
    const response = await post(request, `${ENQUIRY_ENDPOINT}?audience=brand`, { form: fields }, { client: randomUUID() });
    expect(response.status()).toBe(200);
    expect(await enquiriesOf(request, email)).toHaveLength(1);
  });

  test("fields the form refuses: 400 with the form's own messages, nothing kept", async ({ request }) => {
    const email = address("bad");
    const response = await post(
      request,
      ENQUIRY_ENDPOINT,
      { json: enquiry(email, { name: " ", message: "x".repeat(PARTNER_MESSAGE_MAX_CHARS + 1) }) },
      { client: randomUUID() },
    );
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      outcome: "invalid",
      fields: { name: PARTNER_ERRORS.nameRequired, message: PARTNER_ERRORS.messageTooLong(1) },
    });
    const noAt = await post(request, ENQUIRY_ENDPOINT, { json: enquiry("nobody.example.org") }, { client: randomUUID() });
    expect(await noAt.json()).toEqual({ outcome: "invalid", fields: { email: PARTNER_ERRORS.emailInvalid } });
    expect(await enquiriesOf(request, email)).toEqual([]);
  });

  test("a field over its limit, a filled honeypot, another origin: refused, nothing kept", async ({ request }) => {
    const email = address("limits");
    await expectOutcome(
      await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email, { organisation: "o".repeat(201) }) }, { client: randomUUID() }),
      "too-long",
    );
    await expectOutcome(await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email, { [HONEYPOT_FIELD]: "filled" }) }, { client: randomUUID() }), "invalid");
    await expectOutcome(
      await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email) }, { client: randomUUID(), headers: { Origin: "https://elsewhere.example" } }),
      "forbidden",
    );
    await expectOutcome(
      await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email, { message: "x".repeat(ENQUIRY_BODY_MAX_BYTES) }) }, { client: randomUUID() }),
      "too-large",
    );
    expect(await enquiriesOf(request, email)).toEqual([]);
  });
});

test.describe("the team's view", () => {
  const reads = ["/api/team/summary", "/api/team/signups.csv", "/api/team/enquiries.csv"];

  test("refuses without a login (401), with a token GitHub refuses (401) and with a read-only one (403), showing no row", async ({ request }) => {
    const email = address("private");
    await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client: randomUUID() }), "joined");
    for (const path of reads) {
      for (const [token, status, error] of [
        [undefined, 401, "login-required"],
        ["ghu_not_a_token", 401, "login-required"],
        [TEAM_READ_TOKEN, 403, "no-write-permission"],
      ] as const) {
        const response = await request.get(path, { headers: team(token) });
        expect(response.status(), `${path} with ${token}`).toBe(status);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ error });
        expect(text).not.toContain("@");
        expect(response.headers()["cache-control"]).toBe("no-store");
      }
    }
  });

  test("answers a login that may push: the count and the latest rows, and each CSV", async ({ request }) => {
    const email = address("summary");
    await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email, form: "footer", page: "/" } }, { client: randomUUID() }), "joined");
    const response = await request.get("/api/team/summary", { headers: team(TEAM_PUSH_TOKEN) });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
    const summary = await response.json();
    expect(summary.signups.count).toBeGreaterThanOrEqual(1);
    expect(summary.signups.latest).toContainEqual(expect.objectContaining({ email: normalised(email), form: "footer", consent: consentWords("footer") }));
    expect(summary.enquiries).toEqual({ count: expect.any(Number), latest: expect.any(Array) });
    const csv = await request.get("/api/team/signups.csv", { headers: team(TEAM_PUSH_TOKEN) });
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="droplist-signups-\d{4}-\d\d-\d\d\.csv"$/);
  });

  test("the CSV defuses formulas and quotes what needs it; enquiry words come back as they were typed", async ({ request }) => {
    const email = `=HYPERLINK("http://x.example")-${randomUUID().slice(0, 8)}@example.org`;
    await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client: randomUUID() }), "joined");
    const signups = await request.get("/api/team/signups.csv", { headers: team(TEAM_PUSH_TOKEN) });
    expect(await signups.text()).toContain(`"'${email.replace(/"/g, '""')}",`);
    const enquirer = address("csv");
    const message = '@SUM(A1:A9), "quoted"\n<b>not bold</b>';
    await expectOutcome(
      await post(request, ENQUIRY_ENDPOINT, { json: enquiry(enquirer, { message, name: "+44 Ada", organisation: "-minus" }) }, { client: randomUUID() }),
      "sent",
    );
    const [row] = await enquiriesOf(request, enquirer);
    expect(row).toEqual(expect.objectContaining({ message: `'${message}`, name: "'+44 Ada", organisation: "'-minus" }));
    const summary = await (await request.get("/api/team/summary", { headers: team(TEAM_PUSH_TOKEN) })).json();
    expect(summary.enquiries.latest).toContainEqual(expect.objectContaining({ email: normalised(enquirer), message, name: "+44 Ada" }));
  });

  test("removes a person: their sign-up and their enquiries; not for a read-only login or another origin", async ({ request, baseURL }) => {
    const email = address("remove");
    await expectOutcome(await post(request, DROPLIST_ENDPOINT, { json: { email, page: "/" } }, { client: randomUUID() }), "joined");
    await expectOutcome(await post(request, ENQUIRY_ENDPOINT, { json: enquiry(email) }, { client: randomUUID() }), "sent");
    const remove = (token: string, origin = baseURL!) =>
      request.post("/api/team/people", { headers: { ...team(token), Origin: origin, "Content-Type": "application/json" }, data: JSON.stringify({ email }) });
    expect((await remove(TEAM_READ_TOKEN)).status()).toBe(403);
    expect((await remove(TEAM_PUSH_TOKEN, "https://elsewhere.example")).status()).toBe(403);
    expect(await signUpsOf(request, email)).toHaveLength(1);
    const removed = await remove(TEAM_PUSH_TOKEN);
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({ email: normalised(email), removed: { signups: 1, enquiries: 1 } });
    expect(await signUpsOf(request, email)).toEqual([]);
    expect(await enquiriesOf(request, email)).toEqual([]);
    const again = await request.delete(`/api/team/people?email=${encodeURIComponent(email)}`, { headers: { ...team(TEAM_PUSH_TOKEN), Origin: baseURL! } });
    expect(await again.json()).toEqual({ email: normalised(email), removed: { signups: 0, enquiries: 0 } });
  });
});

test.describe("a database whose migrations were not applied", () => {
  // Its own runtime, started here on a database with no tables, its team view open with no login (loopback).
  const origin = `http://127.0.0.1:${PORTS.noTables}`;
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(
      process.execPath,
      [path.join(__dirname, "..", "..", "scripts", "pages-dev.mjs"), "out", "--fresh", "--no-migrations", "--binding", "TEAM_VIEW_LOCAL=1"],
      {
        env: { ...process.env, PORT: String(PORTS.noTables), INSPECTOR_PORT: String(PORTS.noTablesInspector), PERSIST_DIR: NO_TABLES_PERSIST_DIR },
        stdio: "ignore",
      },
    );
    await expect
      .poll(
        () =>
          fetch(origin + "/").then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test('each endpoint answers 503 "unavailable", as JSON and to a native post; the local team view needs no login and says so too', async ({ request }) => {
    const json = (url: string, data: unknown) =>
      request.post(origin + url, {
        headers: { "Content-Type": "application/json", Origin: origin, [TEST_CLIENT_HEADER]: randomUUID() },
        data: JSON.stringify(data),
      });
    await expectOutcome(await json(DROPLIST_ENDPOINT, { email: address("down"), page: "/" }), "unavailable");
    await expectOutcome(await json(ENQUIRY_ENDPOINT, enquiry(address("down"))), "unavailable");
    const native = await request.post(origin + DROPLIST_ENDPOINT, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      data: `email=${encodeURIComponent(address("down"))}`,
    });
    expect(native.status()).toBe(503);
    // Still refused before the database is looked at.
    await expectOutcome(await request.post(origin + DROPLIST_ENDPOINT, { headers: { "Content-Type": "application/json" }, data: "{}" }), "forbidden");
    const summary = await request.get(origin + "/api/team/summary");
    expect([summary.status(), await summary.json()]).toEqual([503, { error: "unavailable" }]);
  });
});
