// npm run sweep: the per-page browser checks (tests/e2e/every-route.spec.ts) on
// every page of the site, not only the sample, launch and changed pages npm test
// checks (tests/e2e/checked-pages.ts). Its time grows with the pages, so it is a
// command of its own; the production deploy runs it before it deploys
// (.github/workflows/deploy.yml). Builds the export first, as npm start does
// (SITE_ENV=local, no sample pages), unless told --no-build.
//   npm run sweep [-- --no-build] [-- any playwright option]
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_ENV: "local" };
delete env.DROPS_SAMPLE_PAGES;
const run = (cmd, cmdArgs, extra = {}) => {
  console.log(`\n> ${cmd} ${cmdArgs.join(" ")}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit", env: { ...env, ...extra } });
  return r.status ?? 1;
};
const bin = (name) => path.join(root, "node_modules", ".bin", name);

if (!args.includes("--no-build")) {
  for (const [cmd, cmdArgs] of [
    [process.execPath, [path.join(root, "scripts", "build", "pictures.mjs")]],
    [bin("next"), ["build"]],
    [process.execPath, [path.join(root, "scripts", "postbuild.mjs")]],
  ]) {
    if (run(cmd, cmdArgs) !== 0) process.exit(1);
  }
}
const rest = args.filter((arg) => arg !== "--no-build");
process.exit(run(bin("playwright"), ["test", "tests/e2e/every-route.spec.ts", "--project=desktop", "--project=phone", ...rest], { E2E_PAGES: "all" }));
