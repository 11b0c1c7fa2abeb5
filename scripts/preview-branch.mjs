// A branch's preview on Cloudflare Pages, for the preview workflows:
//   node scripts/preview-branch.mjs            prints `slug=…` and `url=…` (for $GITHUB_OUTPUT)
//   node scripts/preview-branch.mjs --branches FILE
//                                              the same, refusing an address another branch shares
//   node scripts/preview-branch.mjs --check-export out
// from BRANCH, PROJECT (the Pages project) and PRODUCTION_BRANCH (default main);
// FILE lists the repository's branches, one a line.
// It refuses a production branch: `wrangler pages deploy --branch=main` publishes
// production, so no preview may ever be deployed under that name. It refuses a
// name outside a strict allow-list (see BRANCH_RULES): `--branch=main`, `-x` or
// `refs/heads/main` is a flag or a ref, never a name to hand to wrangler. It
// refuses a branch whose alias (its address, <alias>.<project>.pages.dev)
// another branch maps to: `cms/pages/x` and `cms-pages-x` share one, as do long
// names alike in their first 28 characters, and each deploy would replace the
// other's preview behind the same link. And it refuses an export that would run
// code on the host (a `_worker.js` replaces the site's Functions): a preview
// deploy publishes a branch's static files, nothing else.
// A refusal goes to the run's summary too, the name in it as inert text.
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { inlineCode, quoted } from "./lib/markdown-text.mjs";

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

/** Longest branch name a preview takes. */
export const MAX_BRANCH_LENGTH = 200;

/**
 * The allow-list a branch name must pass before it goes near wrangler, each rule
 * with what it says when broken (`q` quotes a name or character for where the
 * message is shown). Stricter than git: a name that starts with "-" would be a
 * flag on a command line, "refs/…" is a ref, and anything but ASCII letters,
 * digits, "-", "_", "." and "/" has no business in a command or an address.
 * @type {{ broken: (name: string) => boolean, says: (name: string, q: (text: string) => string) => string }[]}
 */
const BRANCH_RULES = [
  {
    broken: (name) => !/^[A-Za-z0-9]/.test(name),
    says: (name, q) => `it must start with a letter or a digit, not ${q([...name][0] ?? "")} (a name starting with "-" would reach wrangler as a flag)`,
  },
  {
    broken: (name) => /[^A-Za-z0-9._/-]/.test(name),
    says: (name, q) =>
      `it holds ${[...new Set(name.match(/[^A-Za-z0-9._/-]/gu))].map((ch) => `${q(ch)} (U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")})`).join(", ")}, ` +
      'and a branch name may hold only the letters A-Z and a-z, digits, "-", "_", "." and "/"',
  },
  { broken: (name) => name.includes(".."), says: () => 'it holds "..", which a branch name may not' },
  { broken: (name) => name.includes("//"), says: () => 'it holds "//", which a branch name may not' },
  {
    broken: (name) => /^refs\//i.test(name),
    says: () => 'it starts with "refs/": that is a full ref, not a branch name',
  },
  {
    broken: (name) => name.length > MAX_BRANCH_LENGTH,
    says: (name) => `it is ${name.length} characters long, and a branch name may be at most ${MAX_BRANCH_LENGTH}`,
  },
];

/**
 * A refusal, worded for the log (names in JSON's quotes, invisible characters
 * escaped) and, as `markdown`, for the run's summary (names as code spans), so
 * no name turns into a link, HTML or a workflow command wherever it is shown.
 */
export class PreviewRefused extends Error {
  /** @param {(q: (text: string) => string) => string} words */
  constructor(words) {
    super(words(quoted));
    this.name = "PreviewRefused";
    this.markdown = words(inlineCode);
  }
}

/**
 * The preview of `branch`, or an error naming why it cannot have one.
 * @param {{ branch?: string, project?: string, productionBranch?: string, branches?: string[] }} o
 *   branches: the repository's branches, when known
 * @returns {{ slug: string, url: string }}  url is "" without a project
 */
export function previewOf({ branch = "", project = "", productionBranch = "main", branches = [] }) {
  const name = branch.trim();
  if (!name) throw new PreviewRefused(() => "No branch named: a preview is deployed under its branch's name.");
  const production = new Set(["main", productionBranch.trim()].map((b) => b.toLowerCase()));
  if (production.has(name.toLowerCase()) || production.has(branchSlug(name))) {
    throw new PreviewRefused((q) => `Refusing to deploy ${q(branch)} as a preview: it names the production branch, and deploying it would publish production.`);
  }
  // The exact name, untrimmed: it is what the deploy step hands to wrangler.
  const broken = BRANCH_RULES.filter((rule) => rule.broken(branch));
  if (broken.length) {
    throw new PreviewRefused((q) => `Refusing to deploy ${q(branch)} as a preview: ${broken.map((rule) => rule.says(branch, q)).join("; ")}.`);
  }
  const slug = branchSlug(branch);
  if (!slug) throw new PreviewRefused((q) => `The branch ${q(branch)} has no letters or digits for a preview address.`);
  const url = project ? `https://${slug}.${project}.pages.dev` : "";
  const others = aliasCollisions({ branch, branches });
  if (others.length) {
    throw new PreviewRefused(
      (q) =>
        `Refusing to deploy ${q(branch)} as a preview: its address${url ? ` ${url}` : ""} (alias "${slug}") is also that of ${others.map(q).join(" and ")}, ` +
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
    // The run's summary page is where the failed status's link leads. A refusal
    // names the branch as a code span; other messages (an export's paths) are the
    // workflow's own and go as they are.
    const markdown = error instanceof PreviewRefused ? error.markdown : message;
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    process.exit(1);
  }
}
