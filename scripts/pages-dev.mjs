// Serves the export on Cloudflare Pages' own local runtime (wrangler pages dev),
// which applies out/_headers and out/_redirects as production does:
//   PORT=8788 [INSPECTOR_PORT=9229] node scripts/pages-dev.mjs [dir] [--binding NAME=value ...]
// functions/ (the copy editor's login) runs beside the files; `--binding` gives
// it environment variables, as Pages' settings do in production.
// Offline it needs an explicit compatibility date (the bundled runtime refuses
// dates past its own), and no metrics or interactive session.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [dirArg, ...extra] = process.argv.slice(2);
const dir = dirArg && !dirArg.startsWith("--") ? dirArg : "out";
if (dirArg?.startsWith("--")) extra.unshift(dirArg);
const port = process.env.PORT || "8788";
// wrangler's debugger port: set it when more than one runs on the machine.
const inspector = process.env.INSPECTOR_PORT ? [`--inspector-port=${process.env.INSPECTOR_PORT}`] : [];
const COMPATIBILITY_DATE = "2026-05-01";

if (!existsSync(path.resolve(root, dir, "_headers"))) {
  console.error(`No export with _headers in ${dir}/: run "npm run build" first.`);
  process.exit(1);
}
const wrangler = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");
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
    ...inspector,
    ...extra,
  ],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" } },
);

// Two kinds of noise that are not problems here: offline, wrangler cannot fetch
// Cloudflare's request metadata (it uses a placeholder), and the runtime logs a
// stack trace whenever a browser drops a connection it no longer needs.
const NOISE = [/Unable to fetch the `Request\.cf` object/, /getaddrinfo ENOTFOUND workers\.cloudflare\.com/, /disconnected: ::write\(.*Broken pipe/];
function relay(stream, to) {
  let skipping = false;
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop();
    for (const line of lines) {
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
