// After `wrangler pages deploy` in a workflow: reads what wrangler wrote to
// WRANGLER_OUTPUT_FILE_PATH (one JSON object a line) and the preview's visual
// review (out/_review/visual.json, when there is one), then
//   - appends a summary with the addresses to $GITHUB_STEP_SUMMARY,
//   - sets the step outputs url, alias and review-url in $GITHUB_OUTPUT,
//   - writes the same text, for a pull-request comment, to the file given as argv[2].
//   node scripts/deploy-summary.mjs comment.md
// The addresses are what this workflow knows: wrangler reported them. The
// visual review is not: a preview's export, visual.json included, was written
// by the branch's own code, so the text quotes it as the branch's report, and
// only in a form it can check (a route list, a ref name, widths). The branch's
// name is the pusher's choice: it is shown as a code span (markdown-text.mjs),
// never as Markdown or HTML of its own.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { inlineCode } from "./lib/markdown-text.mjs";

/** The Pages deployment wrangler reported: { url, alias, environment, branch? }. */
export function readDeployment(ndjson) {
  const entries = ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  const deploy = entries.findLast((e) => e.type === "pages-deploy-detailed");
  if (!deploy?.url) throw new Error("wrangler reported no Pages deployment (no pages-deploy-detailed entry with a url)");
  return { url: deploy.url, alias: deploy.alias || deploy.url, environment: deploy.environment };
}

const STATUSES = ["changed", "unchanged", "new", "removed"];

/**
 * The branch build's own account of what changed, as one line of Markdown, or
 * a line saying it could not be read: any text it holds is the branch's, so it
 * is shown only when every piece has the form the review writes.
 */
export function branchReport(visual) {
  const wellFormed =
    typeof visual?.base === "string" &&
    /^[\w./-]{1,100}$/.test(visual.base) &&
    Array.isArray(visual.widths) &&
    visual.widths.length > 0 &&
    visual.widths.every((w) => Number.isInteger(w) && w > 0 && w < 10000) &&
    Array.isArray(visual.routes) &&
    visual.routes.length > 0 &&
    visual.routes.every((r) => typeof r?.path === "string" && /^\/[\w./-]{0,200}$/.test(r.path) && STATUSES.includes(r.status));
  if (!wellFormed) return "Its report of what changed is not in the form the review writes, so it is not shown.";
  const changed = visual.routes.filter((r) => r.status !== "unchanged");
  return changed.length
    ? `**${changed.length} of ${visual.routes.length} routes look different from \`${visual.base}\`:** ${changed.map((r) => `\`${r.path}\` (${r.status})`).join(", ")}`
    : `Every route looks the same as on \`${visual.base}\` at ${visual.widths.join(" and ")} px.`;
}

/** A deployment's review page: at its own address, which no later deploy changes. */
const reviewUrl = ({ url }) => `${url.replace(/\/$/, "")}/_review/`;

/** Markdown for the job summary and the pull-request comment. */
export function summaryMarkdown({ url, alias, environment }, { branch, commit, visual } = {}) {
  const thisCommit = `- **This commit${commit ? ` (${commit.slice(0, 7)})` : ""}:** ${url}`;
  if (environment === "production") return `${["### Production deploy", "", `- **Site:** ${alias}`, ...(alias !== url ? [thisCommit] : [])].join("\n")}\n`;
  const lines = [
    `### Preview of ${branch == null ? "this branch" : inlineCode(branch)}`,
    "",
    thisCommit,
    `- **Review page:** ${reviewUrl({ url })} (search results, social cards, structured data, JavaScript budget${visual ? ", what changed" : ""})`,
    ...(alias !== url ? [`- **The branch's latest preview:** ${alias} (moves on with each deploy)`] : []),
  ];
  if (visual) lines.push("", "The branch's build reports:", "", `> ${branchReport(visual)}`);
  return `${lines.join("\n")}\n`;
}

if (isMain(import.meta.url)) {
  const env = process.env;
  const deployment = readDeployment(readFileSync(env.WRANGLER_OUTPUT_FILE_PATH, "utf8"));
  const visualFile = path.resolve(import.meta.dirname, "..", "out", "_review", "visual.json");
  let visual;
  if (existsSync(visualFile)) {
    try {
      visual = JSON.parse(readFileSync(visualFile, "utf8"));
    } catch {
      // The branch wrote it: a file that is not JSON is a report not in the review's form.
      visual = {};
    }
  }
  const markdown = summaryMarkdown(deployment, { branch: env.BRANCH || env.GITHUB_REF_NAME, commit: env.COMMIT || env.GITHUB_SHA, visual });
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
  if (env.GITHUB_OUTPUT) {
    appendFileSync(env.GITHUB_OUTPUT, `url=${deployment.url}\nalias=${deployment.alias}\nreview-url=${reviewUrl(deployment)}\n`);
  }
  if (process.argv[2]) writeFileSync(process.argv[2], markdown);
  console.log(markdown);
}
