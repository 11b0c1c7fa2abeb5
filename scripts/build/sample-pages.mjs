// The test build's sample pages (lib/content/sample-pages.ts) belong to the test
// build alone: a production or preview build that holds one fails, naming it,
// and wherever they are, none may be indexed or listed in the sitemap.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SAMPLE_PAGES_ENV, SAMPLES_PATH } from "../../lib/content/page-files.mjs";
import { isLocalBuild } from "./preview-build.mjs";

/** The sample pages' folder in an export. */
export const SAMPLES_DIR = SAMPLES_PATH.slice(1);

/**
 * Whether a build may hold them: a local one (npm test's, npm start's) that asked for them.
 * @param {Record<string, string | undefined>} [env]
 */
export const mayHoldSamples = (env = process.env) => env[SAMPLE_PAGES_ENV] === "1" && isLocalBuild(env);

/**
 * What is wrong with the sample pages of an export, one line each: any sample
 * page in a build that may not hold them, and, in any build, a sample page
 * without a noindex robots tag or a sitemap that lists one.
 * @param {string} outDir
 * @param {{ allowed?: boolean }} [options]
 * @returns {string[]}
 */
export function samplePageProblems(outDir, { allowed = mayHoldSamples() } = {}) {
  const dir = path.join(outDir, SAMPLES_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".html")) : [];
  const problems = [];
  if (files.length && !allowed) {
    problems.push(
      `${SAMPLES_DIR}/ holds ${files.join(", ")}: sample pages belong to the test build only (${SAMPLE_PAGES_ENV}=1 with SITE_ENV=local), never to a production or preview build`,
    );
  }
  for (const name of files) {
    const html = readFileSync(path.join(dir, name), "utf8");
    const robots = html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? "";
    if (!/\bnoindex\b/.test(robots)) problems.push(`${SAMPLES_DIR}/${name}: has no noindex robots tag (robots: "${robots}")`);
  }
  const sitemap = path.join(outDir, "sitemap.xml");
  if (existsSync(sitemap) && readFileSync(sitemap, "utf8").includes(`${SAMPLES_PATH}/`)) problems.push(`sitemap.xml lists sample pages (${SAMPLES_PATH}/)`);
  return problems;
}
