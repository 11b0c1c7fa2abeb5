// Serves the export on Cloudflare Pages' own local runtime (wrangler pages dev),
// which applies out/_headers and out/_redirects as production does:
//   PORT=8788 [INSPECTOR_PORT=9229] [PERSIST_DIR=.wrangler/state] node scripts/pages-dev.mjs [dir]
//     [--persist-to=DIR] [--fresh] [--no-migrations] [--binding NAME=value ...]
// functions/ (the copy editor's login, the Droplist and enquiry endpoints, the team's view) runs
// beside the files, with wrangler.toml's top-level settings: its D1 database `DB` is SQLite under
// the persist folder (.wrangler/state by default, or PERSIST_DIR / --persist-to), and the
// migrations/ are applied to it first, so a fresh clone's first run keeps what it is sent.
// --fresh empties that folder first (only one under .wrangler/ or the system's temporary folder);
// --no-migrations leaves it as it is (a test's database with no tables). `--binding` gives the
// Functions environment variables, as the project's settings do in production.
// Offline it needs an explicit compatibility date (the bundled runtime refuses
// dates past its own), and no metrics or interactive session.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const dir = args[0] && !args[0].startsWith("--") ? args.shift() : "out";
let persistTo = process.env.PERSIST_DIR || path.join(".wrangler", "state");
let fresh = false;
let migrate = true;
const extra = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === "--fresh") fresh = true;
  else if (arg === "--no-migrations") migrate = false;
  else if (arg.startsWith("--persist-to=")) persistTo = arg.slice("--persist-to=".length);
  else if (arg === "--persist-to") persistTo = args[++i];
  else extra.push(arg);
}
const persistDir = path.resolve(root, persistTo);
const port = process.env.PORT || "8788";
// wrangler's debugger port: set it when more than one runs on the machine.
const inspector = process.env.INSPECTOR_PORT ? [`--inspector-port=${process.env.INSPECTOR_PORT}`] : [];
const COMPATIBILITY_DATE = "2026-05-01";
const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" };

if (!existsSync(path.resolve(root, dir, "_headers"))) {
  console.error(`No export with _headers in ${dir}/: run "npm run build" first.`);
  process.exit(1);
}
const wrangler = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");

if (fresh) {
  const inside = (parent) => !path.relative(parent, persistDir).startsWith("..") && path.relative(parent, persistDir) !== "";
  if (!inside(path.join(root, ".wrangler")) && !inside(tmpdir())) {
    console.error(`--fresh empties only a folder under .wrangler/ or ${tmpdir()}, not ${persistDir}.`);
    process.exit(1);
  }
  rmSync(persistDir, { recursive: true, force: true });
}
if (migrate) {
  // wrangler.toml's `DB`, in SQLite under the persist folder: every migration not yet applied, offline.
  const applied = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", `--persist-to=${persistDir}`], {
    cwd: root,
    env: WRANGLER_ENV,
    encoding: "utf8",
  });
  if (applied.status !== 0) {
    console.error(`Applying migrations/ to the local database in ${persistDir} failed:\n${applied.stdout}${applied.stderr}`);
    process.exit(1);
  }
}
const child = spawn(
  process.execPath,
  [
    wrangler,
    "pages",
    "dev",
    dir,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    "--show-interactive-dev-session=false",
    `--persist-to=${persistDir}`,
    ...inspector,
    ...extra,
  ],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: WRANGLER_ENV },
);

// Two kinds of noise that are not problems here: offline, wrangler cannot fetch
// Cloudflare's request metadata (it uses a placeholder), and the runtime logs a
// stack trace whenever a browser drops a connection it no longer needs.
const NOISE = [/Unable to fetch the `Request\.cf` object/, /getaddrinfo ENOTFOUND workers\.cloudflare\.com/, /disconnected: ::write\(.*Broken pipe/];
let announced = false;
function relay(stream, to) {
  let skipping = false;
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop();
    for (const line of lines) {
      // The address to open, once it answers: localhost, the site's own URL setting's host (scripts/build/site-origin.mjs).
      if (!announced && /Ready on http/.test(line)) {
        announced = true;
        console.log(`\n  Drops site running at http://localhost:${port}\n`);
      }
      if (NOISE.some((re) => re.test(line))) skipping = true;
      // A noisy message's continuation lines (its stack) are indented or blank.
      else if (skipping && (line.trim() === "" || /^\s/.test(line))) continue;
      else skipping = false;
      if (!skipping) to.write(`${line}\n`);
    }
  });
}
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill(signal);
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
