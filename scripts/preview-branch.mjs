// A branch's preview on Cloudflare Pages, for the preview workflows:
//   node scripts/preview-branch.mjs            prints `slug=…` and `url=…` (for $GITHUB_OUTPUT)
//   node scripts/preview-branch.mjs --check-export out
// from BRANCH, PROJECT (the Pages project) and PRODUCTION_BRANCH (default main).
// It refuses a production branch: `wrangler pages deploy --branch main` publishes
// production, so no preview may ever be deployed under that name. And it refuses
// an export that would run code on the host (a `_worker.js` replaces the site's
// Functions): a preview deploy publishes a branch's static files, nothing else.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMain } from "./is-main.mjs";

/**
 * Cloudflare Pages' branch alias: lower case, anything but letters and digits a
 * hyphen, at most 28 characters, no hyphen at either end.
 * @param {string} branch
 */
export function branchSlug(branch) {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 28)
    .replace(/-+$/, "");
}

/**
 * The preview of `branch`, or an error naming why it cannot have one.
 * @param {{ branch?: string, project?: string, productionBranch?: string }} o
 * @returns {{ slug: string, url: string }}  url is "" without a project
 */
export function previewOf({ branch = "", project = "", productionBranch = "main" }) {
  const name = branch.trim();
  if (!name) throw new Error("No branch named: a preview is deployed under its branch's name.");
  const production = new Set(["main", productionBranch.trim()].map((b) => b.toLowerCase()));
  if (production.has(name.toLowerCase()) || production.has(branchSlug(name))) {
    throw new Error(`Refusing to deploy "${name}" as a preview: it names the production branch, and deploying it would publish production.`);
  }
  const slug = branchSlug(name);
  if (!slug) throw new Error(`The branch "${name}" has no letters or digits for a preview address.`);
  return { slug, url: project ? `https://${slug}.${project}.pages.dev` : "" };
}

/**
 * What in an export is not a static file for a preview: a top-level `_worker.js`
 * (file or folder) or `functions/` would run code on the host.
 * @param {string} dir
 * @returns {string[]} problems, each naming its path
 */
export function exportProblems(dir) {
  if (!existsSync(path.join(dir, "index.html"))) return [`${dir}/index.html is missing: this is not the site's export.`];
  return readdirSync(dir)
    .filter((name) => name === "_worker.js" || name === "functions")
    .map((name) => `${dir}/${name} would run code on the host; a preview deploys static files only.`);
}

if (isMain(import.meta.url)) {
  try {
    const checkAt = process.argv.indexOf("--check-export");
    if (checkAt > -1) {
      const problems = exportProblems(process.argv[checkAt + 1] || "out");
      if (problems.length) throw new Error(problems.join("\n"));
      console.log("The export holds static files only.");
    } else {
      const env = process.env;
      const { slug, url } = previewOf({ branch: env.BRANCH, project: env.PROJECT, productionBranch: env.PRODUCTION_BRANCH || "main" });
      console.log(`slug=${slug}\nurl=${url}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
