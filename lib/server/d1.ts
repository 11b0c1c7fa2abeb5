/**
 * The part of Cloudflare D1's client API the Functions use (the runtime's `env.DB`), typed
 * here rather than through @cloudflare/workers-types, whose globals would clash with the
 * DOM's in this project's one tsconfig.
 */
export interface D1Result<T = Record<string, unknown>> {
  results: T[];
  success: boolean;
  meta: { changes?: number; duration?: number; [key: string]: unknown };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** The statements in one transaction: all of them, or none. */
  batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

/**
 * The database is not there to do its part: no binding, a table missing (a migration not
 * applied), or D1 failing. Every endpoint answers it with 503 and says so.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause?: unknown) {
    super(`The database is unavailable${cause instanceof Error ? `: ${cause.message}` : ""}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/** The binding, or DatabaseUnavailable. */
export function database(env: { DB?: D1Database }): D1Database {
  if (!env.DB || typeof env.DB.prepare !== "function") throw new DatabaseUnavailable();
  return env.DB;
}

/** Runs `work` against the database; whatever D1 throws becomes DatabaseUnavailable. */
export async function withDatabase<T>(env: { DB?: D1Database }, work: (db: D1Database) => Promise<T>): Promise<T> {
  const db = database(env);
  try {
    return await work(db);
  } catch (error) {
    throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error);
  }
}

export const DAY_MS = 86_400_000;

/** A time as the tables keep it: ISO 8601 in UTC, which sorts as it reads. */
export const isoTime = (ms: number) => new Date(ms).toISOString();

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
