/**
 * The team's view of what the site keeps (the /admin/ page beside the editor; the Functions in
 * functions/api/team/): the sign-ups and enquiries as JSON and as CSV, and removing a person.
 * Who may read: a person whose GitHub token (the editor login's, sent as `Authorization: Bearer`)
 * has push permission on GITHUB_REPO, as GitHub says (`GET /repos/{owner}/{repo}`,
 * `permissions.push`); no token or one GitHub refuses: 401; a token that may not push (or not see
 * the repository): 403; and no row either way. On a loopback host only, TEAM_VIEW_LOCAL=1 lets
 * the local runtime's own database be read with no login (as the editor uses decap-server
 * locally), and GITHUB_API_BASE points the check at a fake GitHub (tests).
 */
import { DatabaseUnavailable, withDatabase, type D1Database } from "./d1";
import { dataHeaders, jsonResponse, type HeadersEnv } from "./headers";
import { isLoopbackUrl } from "./loopback";
import { toCsv } from "./csv";
import { isSameOrigin, normaliseEmail, readBody } from "./request";

export interface TeamEnv extends HeadersEnv {
  DB?: D1Database;
  /** "owner/name": the repository whose push permission opens the team's view. */
  GITHUB_REPO?: string;
  /** Tests only: where GitHub's REST API is, heeded only on a loopback host (otherwise https://api.github.com). */
  GITHUB_API_BASE?: string;
  /** Local only: "1" opens the view with no login, heeded only on a loopback host. */
  TEAM_VIEW_LOCAL?: string;
}

export const GITHUB_API = "https://api.github.com";

export type TeamRefusal = "login-required" | "no-write-permission" | "not-configured" | "github-unreachable";

export const TEAM_REFUSALS: Record<TeamRefusal, number> = {
  /** No token, or one GitHub does not accept (expired, revoked). */
  "login-required": 401,
  /** A token whose person may not push to the repository (or cannot see it). */
  "no-write-permission": 403,
  /** GITHUB_REPO is missing or not owner/name: nobody can be checked, so nobody reads. */
  "not-configured": 500,
  /** GitHub did not answer the check. */
  "github-unreachable": 502,
};

export type TeamAccess = { ok: true; via: "local" | "github" } | { ok: false; refusal: TeamRefusal };

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** Where GitHub's API is for this request: GITHUB_API_BASE only on a loopback host. */
export function githubApi(env: TeamEnv, requestUrl: string): string {
  return (isLoopbackUrl(requestUrl) && env.GITHUB_API_BASE ? env.GITHUB_API_BASE : GITHUB_API).replace(/\/+$/, "");
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+([^\s,]+)\s*$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
}

/** Whether this request may read the team's view, and if not, why. */
export async function teamAccess(request: Request, env: TeamEnv, fetcher: typeof fetch = fetch): Promise<TeamAccess> {
  if (env.TEAM_VIEW_LOCAL === "1" && isLoopbackUrl(request.url)) return { ok: true, via: "local" };
  const token = bearerToken(request);
  if (!token) return { ok: false, refusal: "login-required" };
  const repo = (env.GITHUB_REPO ?? "").trim();
  if (!REPO.test(repo)) return { ok: false, refusal: "not-configured" };
  let response: Response;
  try {
    response = await fetcher(`${githubApi(env, request.url)}/repos/${repo}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "drops-team-view",
      },
    });
  } catch {
    return { ok: false, refusal: "github-unreachable" };
  }
  if (response.status === 401) return { ok: false, refusal: "login-required" };
  // GitHub answers 404 (or 403) for a repository the token may not see: no permission either.
  if (response.status === 403 || response.status === 404) return { ok: false, refusal: "no-write-permission" };
  if (!response.ok) return { ok: false, refusal: "github-unreachable" };
  const repository = (await response.json().catch(() => null)) as { permissions?: { push?: unknown } } | null;
  return repository?.permissions?.push === true ? { ok: true, via: "github" } : { ok: false, refusal: "no-write-permission" };
}

// ---------------------------------------------------------------------------
// What the view reads

/** How many of each the summary lists, newest first. */
export const LATEST_ROWS = 50;

export interface SignUpRecord {
  email: string;
  joined_at: string;
  page: string | null;
  form: string;
  consent: string;
}

export interface EnquiryRecord {
  id: number;
  created_at: string;
  audience: string;
  name: string;
  email: string;
  organisation: string;
  charity_number: string | null;
  message: string;
  page: string | null;
  consent: string | null;
}

export const SIGNUP_COLUMNS = ["email", "joined_at", "page", "form", "consent"] as const satisfies readonly (keyof SignUpRecord)[];
export const ENQUIRY_COLUMNS = [
  "created_at",
  "audience",
  "name",
  "email",
  "organisation",
  "charity_number",
  "message",
  "page",
  "consent",
] as const satisfies readonly (keyof EnquiryRecord)[];

const SIGNUPS = `SELECT ${SIGNUP_COLUMNS.join(", ")} FROM signups ORDER BY joined_at DESC, id DESC`;
const ENQUIRIES = `SELECT id, ${ENQUIRY_COLUMNS.join(", ")} FROM enquiries ORDER BY created_at DESC, id DESC`;

/** The counts and the latest rows. Enquiry words are data: the page shows them as text. */
export async function teamSummary(db: D1Database) {
  const [signupCount, enquiryCount, signups, enquiries] = await db.batch([
    db.prepare("SELECT COUNT(*) AS count FROM signups"),
    db.prepare("SELECT COUNT(*) AS count FROM enquiries"),
    db.prepare(`${SIGNUPS} LIMIT ?1`).bind(LATEST_ROWS),
    db.prepare(`${ENQUIRIES} LIMIT ?1`).bind(LATEST_ROWS),
  ]);
  return {
    signups: { count: Number(signupCount!.results[0]?.count ?? 0), latest: signups!.results as unknown as SignUpRecord[] },
    enquiries: { count: Number(enquiryCount!.results[0]?.count ?? 0), latest: enquiries!.results as unknown as EnquiryRecord[] },
  };
}

export async function signupsCsv(db: D1Database) {
  return toCsv(SIGNUP_COLUMNS, (await db.prepare(SIGNUPS).all<SignUpRecord>()).results);
}

export async function enquiriesCsv(db: D1Database) {
  return toCsv(ENQUIRY_COLUMNS, (await db.prepare(ENQUIRIES).all<EnquiryRecord>()).results);
}

/**
 * Removes a person: their sign-up and every enquiry sent with their address, in one transaction.
 * The address is compared without regard to case (ASCII): a person who asks to be removed is
 * removed however they typed it each time, though the rows keep the local part's case as typed.
 */
export async function removePerson(db: D1Database, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  const [signups, enquiries] = await db.batch([
    db.prepare("DELETE FROM signups WHERE email = ?1 COLLATE NOCASE").bind(email),
    db.prepare("DELETE FROM enquiries WHERE email = ?1 COLLATE NOCASE").bind(email),
  ]);
  return { email, removed: { signups: signups!.meta.changes ?? 0, enquiries: enquiries!.meta.changes ?? 0 } };
}

// ---------------------------------------------------------------------------
// The Functions

type TeamWork = (db: D1Database) => Promise<Response>;

/** Checks access, then runs `work` on the database: a refusal, 503 without a database, or the work's answer. */
async function guarded(request: Request, env: TeamEnv, work: TeamWork, fetcher?: typeof fetch): Promise<Response> {
  const access = await teamAccess(request, env, fetcher);
  if (!access.ok) return jsonResponse(env, TEAM_REFUSALS[access.refusal], { error: access.refusal });
  try {
    return await withDatabase(env, work);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.error(error.message);
    return jsonResponse(env, 503, { error: "unavailable" });
  }
}

const csvFile = (env: TeamEnv, name: string, body: string) =>
  new Response(body, {
    status: 200,
    headers: dataHeaders(env, "text/csv; charset=utf-8", {
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    }),
  });

/** GET /api/team/summary. */
export const handleSummary = (request: Request, env: TeamEnv, fetcher?: typeof fetch) =>
  guarded(request, env, async (db) => jsonResponse(env, 200, await teamSummary(db)), fetcher);

/** GET /api/team/signups.csv. */
export const handleSignupsCsv = (request: Request, env: TeamEnv, fetcher?: typeof fetch) =>
  guarded(request, env, async (db) => csvFile(env, "droplist-signups", await signupsCsv(db)), fetcher);

/** GET /api/team/enquiries.csv. */
export const handleEnquiriesCsv = (request: Request, env: TeamEnv, fetcher?: typeof fetch) =>
  guarded(request, env, async (db) => csvFile(env, "partner-enquiries", await enquiriesCsv(db)), fetcher);

/**
 * POST /api/team/people with JSON `{ "email": … }`, or DELETE /api/team/people?email=…: removes
 * that person. From the site's own origin only (the local view needs no login, so another site's
 * form must not reach it).
 */
export async function handleRemovePerson(request: Request, env: TeamEnv, fetcher?: typeof fetch): Promise<Response> {
  if (!isSameOrigin(request)) return jsonResponse(env, 403, { error: "forbidden" });
  return guarded(
    request,
    env,
    async (db) => {
      let email = new URL(request.url).searchParams.get("email") ?? "";
      if (request.method === "POST") {
        const body = await readBody(request, 1024);
        let parsed: unknown;
        try {
          parsed = body.ok ? JSON.parse(body.text) : undefined;
        } catch {
          parsed = undefined;
        }
        const value = (parsed as { email?: unknown } | undefined)?.email;
        email = typeof value === "string" ? value : "";
      }
      if (!email.trim()) return jsonResponse(env, 400, { error: "no-email" });
      return jsonResponse(env, 200, await removePerson(db, email));
    },
    fetcher,
  );
}
