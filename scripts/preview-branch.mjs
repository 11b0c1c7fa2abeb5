// A branch's preview on Cloudflare Pages, for the preview workflows:
//   node scripts/preview-branch.mjs            prints `slug=…` and `url=…` (for $GITHUB_OUTPUT)
//   node scripts/preview-branch.mjs --branches FILE
//                                              the same, refusing an address another branch shares
//   node scripts/preview-branch.mjs --check-export out
// from BRANCH, PROJECT (the Pages project) and PRODUCTION_BRANCH (default main);
// FILE lists the repository's branches, one a line.
// It refuses a production branch: `wrangler pages deploy --branch main` publishes
// production, so no preview may ever be deployed under that name. It refuses a
// branch whose alias (its address, <alias>.<project>.pages.dev) another branch
// maps to: `cms/pages/x` and `cms-pages-x` share one, as do long names alike in
// their first 28 characters, and each deploy would replace the other's preview
// behind the same link. And it refuses an export that would run code on the host
// (a `_worker.js` replaces the site's Functions): a preview deploy publishes a
// branch's static files, nothing else.
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./is-main.mjs";

/**
 * Cloudflare Pages' branch alias, as Cloudflare's staff describe it
 * (community.cloudflare.com, "Algorithm to generate a preview DNS subdomain from
 * a branch name"): lower case, each character but a letter, a digit or a hyphen
 * made a hyphen, hyphens trimmed from both ends, then cut at 28 characters.
 * @param {string} branch
 */
export function branchSlug(branch) {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 28);
}

/**
 * The other branches whose preview would have the same address as `branch`.
 * @param {{ branch: string, branches: string[] }} o
 * @returns {string[]}
 */
export function aliasCollisions({ branch, branches }) {
  const slug = branchSlug(branch.trim());
  return branches.map((b) => b.trim()).filter((other) => other && other !== branch.trim() && branchSlug(other) === slug);
}

/**
 * The preview of `branch`, or an error naming why it cannot have one.
 * @param {{ branch?: string, project?: string, productionBranch?: string, branches?: string[] }} o
 *   branches: the repository's branches, when known
 * @returns {{ slug: string, url: string }}  url is "" without a project
 */
export function previewOf({ branch = "", project = "", productionBranch = "main", branches = [] }) {
  const name = branch.trim();
  if (!name) throw new Error("No branch named: a preview is deployed under its branch's name.");
  const production = new Set(["main", productionBranch.trim()].map((b) => b.toLowerCase()));
  if (production.has(name.toLowerCase()) || production.has(branchSlug(name))) {
    throw new Error(`Refusing to deploy "${name}" as a preview: it names the production branch, and deploying it would publish production.`);
  }
  const slug = branchSlug(name);
  if (!slug) throw new Error(`The branch "${name}" has no letters or digits for a preview address.`);
  const url = project ? `https://${slug}.${project}.pages.dev` : "";
  const others = aliasCollisions({ branch: name, branches });
  if (others.length) {
    throw new Error(
      `Refusing to deploy "${name}" as a preview: its address${url ? ` ${url}` : ""} (alias "${slug}") is also that of ${others.map((b) => `"${b}"`).join(" and ")}, ` +
        "and each deploy would replace the other's preview there. Rename or delete one of the branches.",
    );
  }
  return { slug, url };
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
      const listAt = process.argv.indexOf("--branches");
      const branches = listAt > -1 ? readFileSync(process.argv[listAt + 1], "utf8").split("\n") : [];
      const { slug, url } = previewOf({ branch: env.BRANCH, project: env.PROJECT, productionBranch: env.PRODUCTION_BRANCH || "main", branches });
      console.log(`slug=${slug}\nurl=${url}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    // The run's summary page is where the failed status's link leads.
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${message}\n`);
    process.exit(1);
  }
}
