/**
 * The per-client limit of the keeping endpoints. A client is its address (CF-Connecting-IP,
 * which Cloudflare sets and a visitor cannot), hashed with SHA-256 and the day's salt: a random
 * value kept in D1 (table `salts`) and deleted once its day is over, so no address is stored,
 * and a stored hash can be tied to an address neither after the day nor by anyone without the
 * database. Requests are counted per client in fixed windows (table `rate_limits`); the window's
 * counters are deleted by the first request of a later one. Pages has no cron: every prune here
 * runs on a write.
 */
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } from "../constants";
import { DAY_MS, sha256Hex, type D1Database } from "./d1";
import { isLoopbackUrl } from "./loopback";

export interface RateLimitEnv {
  /** Local only: the limit per client, for tests and the load script; heeded only on a loopback host. */
  RATE_LIMIT_MAX?: string;
}

/**
 * Local only: a test names its client with this header, so tests running side by side never
 * share a count, and a named client gets production's limit whatever RATE_LIMIT_MAX says.
 * Heeded only on a loopback host; anywhere else the address is the client.
 */
export const TEST_CLIENT_HEADER = "X-Test-Client";

const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;

/** The start of the window `now` falls in (windows are aligned to the epoch, so a day holds a whole number of them). */
export const windowStart = (now: number, windowMs = WINDOW_MS) => Math.floor(now / windowMs) * windowMs;

/** Whole seconds until the window `now` falls in ends: when a client over the limit may try again (at least 1). */
export const retryAfterSeconds = (now: number, windowMs = WINDOW_MS) => Math.max(1, Math.ceil((windowStart(now, windowMs) + windowMs - now) / 1000));

/** The salt's day: days since 1970-01-01 UTC. */
export const saltPeriod = (now: number) => Math.floor(now / DAY_MS);

/** Who is asking: the test's own name on loopback, otherwise the address Cloudflare saw ("unknown" where there is none). */
export function clientIdentity(request: Request): { id: string; named: boolean } {
  const named = request.headers.get(TEST_CLIENT_HEADER);
  if (named && isLoopbackUrl(request.url)) return { id: `test:${named}`, named: true };
  return { id: request.headers.get("CF-Connecting-IP") ?? "unknown", named: false };
}

/** The limit for this request: production's, or on loopback RATE_LIMIT_MAX for a client the request does not name. */
export function limitFor(request: Request, env: RateLimitEnv, named: boolean): number {
  const raised = Number(env.RATE_LIMIT_MAX);
  return !named && isLoopbackUrl(request.url) && Number.isInteger(raised) && raised > 0 ? raised : RATE_LIMIT_MAX;
}

export type RateLimitResult = { allowed: true; count: number; limit: number } | { allowed: false; count: number; limit: number; retryAfter: number };

const randomSalt = (random: (bytes: Uint8Array) => Uint8Array) => Array.from(random(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Today's salt: made by the first request of the day (a second one racing it keeps the first's). */
export async function currentSalt(db: D1Database, now: number, random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): Promise<string> {
  const period = saltPeriod(now);
  const [, found] = await db.batch<{ salt: string }>([
    db.prepare("INSERT INTO salts (period, salt) VALUES (?1, ?2) ON CONFLICT (period) DO NOTHING").bind(period, randomSalt(random)),
    db.prepare("SELECT salt FROM salts WHERE period = ?1").bind(period),
  ]);
  const salt = found?.results[0]?.salt;
  if (!salt) throw new Error("no salt for today");
  return salt;
}

/**
 * Counts this request against its client's window and says whether it is within the limit. In
 * the same transaction, counters of past windows and salts of past days are deleted.
 */
export async function countRequest(
  db: D1Database,
  request: Request,
  env: RateLimitEnv,
  { now = Date.now(), random }: { now?: number; random?: (bytes: Uint8Array) => Uint8Array } = {},
): Promise<RateLimitResult> {
  const { id, named } = clientIdentity(request);
  const client = await sha256Hex(`${await currentSalt(db, now, random)}:${id}`);
  const start = windowStart(now);
  const [counted] = await db.batch<{ count: number }>([
    db
      .prepare(
        "INSERT INTO rate_limits (client, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count",
      )
      .bind(client, start),
    db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(start),
    db.prepare("DELETE FROM salts WHERE period < ?1").bind(saltPeriod(now)),
  ]);
  const count = Number(counted?.results[0]?.count);
  if (!Number.isFinite(count)) throw new Error("the request was not counted");
  const limit = limitFor(request, env, named);
  return count <= limit ? { allowed: true, count, limit } : { allowed: false, count, limit, retryAfter: retryAfterSeconds(now) };
}
