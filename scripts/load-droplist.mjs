// npm run load: the Droplist under load, on the host's own local runtime (docs/performance.md).
// Starts scripts/pages-dev.mjs on the built export (out/) on a free loopback port, with a fresh
// database in a temporary folder and the per-client limit raised (RATE_LIMIT_MAX, heeded on
// loopback only), then sends 2,000 sign-ups, each a new address, from 50 clients at once, mixed
// with 50 of those addresses sent again (another case in the domain) and 100 that must be refused
// (no @, over 254 characters, the honeypot filled). It stops the runtime, reads the database with
// `wrangler d1 execute --local`, and checks that every acknowledged sign-up is there exactly once
// and nothing unacknowledged or refused is. It prints p50 and p95 of the sign-ups' latency and the
// machine's load, and exits 1 on any lost, doubled or unexpected row. Bounded: it gives up after
// LOAD_DEADLINE_S seconds (600). A request the endpoint never answered (no connection, or the dev
// server's own 503 "worker restarted mid-request", seen when the machine's cores are saturated) is
// sent again, at most 5 times in all, as a visitor would press Join again, and counted. Not part of
// npm test.
//   npm run build && npm run load          [LOAD_SIGNUPS=2000 LOAD_CLIENTS=50 PORT=... INSPECTOR_PORT=...]
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isMain } from "./lib/is-main.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The address as the endpoint keeps it: trimmed, the domain lowercased (lib/server/request.ts). */
export const normalised = (email) => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? trimmed : trimmed.slice(0, at + 1) + trimmed.slice(at + 1).toLowerCase();
};

/**
 * What the run sends, shuffled by `random`: `signups` new addresses, `repeats` of them again
 * with the domain in capitals (the same person: one row), and `invalid` the endpoint must refuse.
 * @param {{ run: string; signups: number; repeats: number; invalid: number; random?: () => number }} plan
 * @returns {{ email: string; valid: boolean; honeypot?: string }[]}
 */
export function loadPlan({ run, signups, repeats, invalid, random = Math.random }) {
  const valid = Array.from({ length: signups }, (_, i) => ({ email: `load-${run}-${i}@Example.org`, valid: true }));
  const again = valid.slice(0, repeats).map(({ email }) => ({ email: email.replace(/@.*/, "@EXAMPLE.ORG"), valid: true }));
  const refused = Array.from({ length: invalid }, (_, i) => {
    const email = `refused-${run}-${i}@example.org`;
    if (i % 3 === 0) return { email: email.replace("@", "-at-"), valid: false };
    if (i % 3 === 1) return { email: `${"x".repeat(255)}${email}`, valid: false };
    return { email, valid: false, honeypot: "https://spam.example" };
  });
  const all = [...valid, ...again, ...refused];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

/**
 * The run's verdict: each acknowledged sign-up (200 "joined") stored exactly once, no refused or
 * unanswered address stored, and every valid address acknowledged.
 * @param {{ email: string; valid: boolean; acknowledged: boolean }[]} sent
 * @param {string[]} stored  the emails in the database, one a row
 */
export function checkLoad(sent, stored) {
  const rows = new Map();
  for (const email of stored) rows.set(email, (rows.get(email) ?? 0) + 1);
  const acknowledged = new Set(sent.filter((s) => s.acknowledged).map((s) => normalised(s.email)));
  const validAddresses = new Set(sent.filter((s) => s.valid).map((s) => normalised(s.email)));
  const missing = [...acknowledged].filter((email) => !rows.has(email));
  const doubled = [...rows].filter(([, n]) => n > 1).map(([email]) => email);
  const unexpected = [...rows.keys()].filter((email) => !acknowledged.has(email));
  const unacknowledged = [...validAddresses].filter((email) => !acknowledged.has(email));
  const refusedAcknowledged = sent.filter((s) => !s.valid && s.acknowledged).map((s) => s.email);
  return {
    ok: missing.length + doubled.length + unexpected.length + unacknowledged.length + refusedAcknowledged.length === 0,
    acknowledged: acknowledged.size,
    stored: stored.length,
    missing,
    doubled,
    unexpected,
    unacknowledged,
    refusedAcknowledged,
  };
}

/** The p-th percentile (0 to 100) by the nearest-rank method; undefined for no values. */
export function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntil(check, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

async function main() {
  const signups = Number(process.env.LOAD_SIGNUPS || 2000);
  const clients = Number(process.env.LOAD_CLIENTS || 50);
  const deadlineMs = Number(process.env.LOAD_DEADLINE_S || 600) * 1000;
  if (!existsSync(path.join(root, "out", "_headers"))) {
    console.error('No export in out/: run "npm run build" first (npm run load serves the built site).');
    process.exit(1);
  }
  const port = Number(process.env.PORT) || (await freePort());
  const inspector = Number(process.env.INSPECTOR_PORT) || (await freePort());
  const persist = mkdtempSync(path.join(tmpdir(), "drops-load-"));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const giveUp = setTimeout(() => {
    console.error(`npm run load: gave up after ${deadlineMs / 1000} s`);
    stop().finally(() => process.exit(1));
  }, deadlineMs);

  const runtime = spawn(
    process.execPath,
    [path.join(root, "scripts", "pages-dev.mjs"), "out", `--persist-to=${persist}`, "--binding", "RATE_LIMIT_MAX=1000000"],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), INSPECTOR_PORT: String(inspector) },
      stdio: ["ignore", process.env.LOAD_VERBOSE ? "inherit" : "ignore", "inherit"],
    },
  );
  let exited = false;
  runtime.on("exit", () => (exited = true));
  async function stop() {
    if (!exited) runtime.kill("SIGTERM");
    await waitUntil(() => exited, { timeoutMs: 20_000, what: "the runtime's exit" }).catch(() => runtime.kill("SIGKILL"));
  }

  try {
    await waitUntil(
      () =>
        exited
          ? Promise.reject(new Error("the runtime stopped"))
          : fetch(`${origin}/`).then(
              (r) => r.ok,
              () => false,
            ),
      { timeoutMs: 120_000, what: "the runtime's start" },
    );
    const run = randomUUID().slice(0, 8);
    const plan = loadPlan({ run, signups, repeats: 50, invalid: 100 });
    const results = new Array(plan.length);
    const TRIES = 5;
    let resent = 0;
    /** Answers that were not the endpoint's, by status ("none": no answer at all). */
    const unanswered = {};
    const loadBefore = loadavg();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < plan.length) {
          const i = next++;
          const { email, valid, honeypot = "" } = plan[i];
          const sentAt = performance.now();
          let status = 0;
          let outcome;
          // A request the endpoint never answered (no connection, or the dev server's own "worker restarted
          // mid-request" 503, which is no JSON of the endpoint's) is sent again, as a visitor presses Join
          // again: at most TRIES times. The endpoint's own answers, refusals included, are final.
          for (let attempt = 1; attempt <= TRIES && outcome === undefined; attempt++) {
            if (attempt > 1) resent++;
            try {
              const response = await fetch(`${origin}/api/droplist`, {
                method: "POST",
                headers: { "Content-Type": "application/json", Origin: origin },
                body: JSON.stringify({ email, form: i % 2 ? "modal" : "footer", page: "/", drops_hp: honeypot }),
                signal: AbortSignal.timeout(30_000),
              });
              status = response.status;
              const answer = /json/.test(response.headers.get("Content-Type") ?? "") ? await response.json() : (await response.text(), {});
              outcome = typeof answer.outcome === "string" ? answer.outcome : undefined;
              if (outcome === undefined) unanswered[status] = (unanswered[status] ?? 0) + 1;
            } catch {
              unanswered.none = (unanswered.none ?? 0) + 1;
            }
          }
          results[i] = { email, valid, acknowledged: status === 200 && outcome === "joined", status, ms: performance.now() - sentAt };
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const loadAfter = loadavg();
    await stop();

    const read = spawnSync(
      process.execPath,
      [
        path.join(root, "node_modules", "wrangler", "bin", "wrangler.js"),
        "d1",
        "execute",
        "DB",
        "--local",
        `--persist-to=${persist}`,
        "--json",
        "--command=SELECT email FROM signups",
      ],
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (read.status !== 0) throw new Error(`reading the database failed:\n${read.stdout}${read.stderr}`);
    const stored = JSON.parse(read.stdout)[0].results.map((row) => row.email);
    const verdict = checkLoad(results, stored);

    const signupTimes = results.filter((r) => r.valid).map((r) => r.ms);
    const statuses = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `npm run load: ${plan.length} requests (${signups} new addresses, 50 sent twice, 100 to refuse) from ${clients} clients in ${seconds.toFixed(1)} s`,
    );
    console.log(`  the endpoint's final answers by status: ${JSON.stringify(statuses)}`);
    console.log(`  sent again after no answer from the endpoint: ${resent} (${JSON.stringify(unanswered)}; at most ${TRIES} tries each)`);
    console.log(`  sign-ups acknowledged: ${verdict.acknowledged} of ${signups}; rows stored: ${verdict.stored}`);
    console.log(
      `  missing ${verdict.missing.length}, doubled ${verdict.doubled.length}, unexpected ${verdict.unexpected.length}, unacknowledged ${verdict.unacknowledged.length}, refusals acknowledged ${verdict.refusedAcknowledged.length}`,
    );
    console.log(`  sign-up latency: p50 ${ms(percentile(signupTimes, 50))}, p95 ${ms(percentile(signupTimes, 95))}, max ${ms(Math.max(...signupTimes))}`);
    console.log(
      `  machine: ${cpus().length} cores, load average (1, 5, 15 min) before ${loadBefore.map((l) => l.toFixed(1)).join(", ")}, after ${loadAfter.map((l) => l.toFixed(1)).join(", ")}`,
    );
    console.log(verdict.ok ? "  OK: every acknowledged sign-up stored exactly once, nothing else stored." : "  FAILED");
    if (!verdict.ok) process.exitCode = 1;
  } finally {
    clearTimeout(giveUp);
    await stop();
    rmSync(persist, { recursive: true, force: true });
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
  }
}

if (isMain(import.meta.url)) main();
