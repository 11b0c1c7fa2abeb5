// Serves the static export in out/ the way a CDN would: pretty URLs, the real
// 404 page with status 404, and the headers from serve.json.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dir = process.argv[2] || process.env.SERVE_DIR || "out";
const port = process.env.PORT || "3000";

const configFile = process.env.SERVE_CONFIG || "serve.generated.json";

if (!existsSync(path.resolve(root, dir, "index.html")) && !existsSync(path.resolve(root, dir, "404.html"))) {
  console.error(`No export in ${dir}/: run "npm run build" first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveBin = path.join(path.dirname(require.resolve("serve/package.json")), "build", "main.js");
// serve resolves --config relative to the served folder.
// Relative to the project root, or absolute.
const configPath = path.resolve(root, configFile);
if (!existsSync(configPath)) {
  console.error(`No ${configFile}: run "npm run build" first (it writes the headers).`);
  process.exit(1);
}
const config = path.relative(path.resolve(root, dir), configPath);

const child = spawn(process.execPath, [serveBin, dir, "--listen", `tcp://127.0.0.1:${port}`, "--config", config, "--no-clipboard", "--no-port-switching"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
});

let announced = false;
child.stdout.on("data", (chunk) => {
  const text = chunk.toString();
  if (!announced && text.includes("Accepting connections")) {
    announced = true;
    console.log(`\n  Drops site running at http://localhost:${port}\n`);
  }
  if (process.env.SERVE_VERBOSE) process.stdout.write(text);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill(signal);
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
