// Refuses a deploy whose D1 settings in wrangler.toml are not real yet, or would let a preview
// touch production's people (docs/deploying.md, docs/data.md):
//   node scripts/check-d1-config.mjs      (npm run check:d1; deploy.yml, before migrating or deploying)
// It reads wrangler.toml as wrangler does (its own reader) and exits 1, naming each problem, when
// [env.production] or [env.preview] lacks its `DB` database, an id is still a placeholder (the
// all-zero ids this repository ships with) or not a UUID, the two share an id or a name, or an
// environment lacks the variables the Functions need. In a workflow it also holds GITHUB_REPO to
// the repository the run is in (GITHUB_REPOSITORY) and, given SITE_URL, EDITOR_ORIGIN to its
// origin. The top level is the local database, where any id does.
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";

export const DEPLOYED_ENVIRONMENTS = ["production", "preview"];
/** The ids this repository ships with: UUID-shaped, all zeros but the last digits. */
export const PLACEHOLDER_ID = /^00000000-0000-0000-0000-0000000000[0-9a-f]{2}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @typedef {{ binding?: string; database_name?: string; database_id?: string; migrations_dir?: string }} D1Setting
 * @typedef {{ d1_databases?: D1Setting[]; vars?: Record<string, unknown> }} EnvironmentSettings
 * @typedef {EnvironmentSettings & { env?: Record<string, EnvironmentSettings> }} RawConfig
 */

/** @param {RawConfig} config @param {string} name */
const databaseOf = (config, name) => config.env?.[name]?.d1_databases?.find((d) => d.binding === "DB");

/**
 * Production and preview share a database: a preview (anyone's branch) would read and write the
 * live list. Checked by the unit tests on every change, whatever the ids.
 * @param {RawConfig} config
 * @returns {string[]}
 */
export function sharedDatabaseProblems(config) {
  const [production, preview] = DEPLOYED_ENVIRONMENTS.map((name) => databaseOf(config, name));
  const problems = [];
  if (production?.database_id && production.database_id === preview?.database_id)
    problems.push(`env.production and env.preview share the database id ${production.database_id}: a preview would read and write production's people`);
  if (production?.database_name && production.database_name === preview?.database_name)
    problems.push(`env.production and env.preview share the database name ${production.database_name}`);
  return problems;
}

/**
 * Everything that must hold before a deploy: each deployed environment's own `DB` with a real id
 * and the repository's migrations, the variables the Functions read (the repository and origin
 * they must name, where known), and no database shared.
 * @param {RawConfig} config
 * @param {{ repository?: string; siteUrl?: string }} [expected]
 * @returns {string[]}
 */
export function deployProblems(config, expected = {}) {
  const problems = [];
  for (const name of DEPLOYED_ENVIRONMENTS) {
    const where = `env.${name}`;
    const settings = config.env?.[name];
    const db = databaseOf(config, name);
    if (!db) {
      problems.push(`${where} has no D1 database bound as DB ([[${where}.d1_databases]] binding = "DB")`);
    } else {
      const id = String(db.database_id ?? "");
      if (PLACEHOLDER_ID.test(id))
        problems.push(`${where}'s database_id ${id} is a placeholder: create the database (npx wrangler d1 create <name>) and write its id into wrangler.toml`);
      else if (!UUID.test(id)) problems.push(`${where}'s database_id "${id}" is not a D1 database id (a UUID)`);
      if (db.migrations_dir !== "migrations") problems.push(`${where}'s database must take this repository's migrations (migrations_dir = "migrations")`);
    }
    const vars = settings?.vars ?? {};
    const origin = String(vars.EDITOR_ORIGIN ?? "");
    if (!/^https:\/\/[^/]+$/.test(origin)) problems.push(`${where}.vars.EDITOR_ORIGIN must be the production origin, https and no path`);
    else if (expected.siteUrl && origin !== new URL(expected.siteUrl).origin)
      problems.push(`${where}.vars.EDITOR_ORIGIN is ${origin}, not the production origin SITE_URL names (${new URL(expected.siteUrl).origin})`);
    const repo = String(vars.GITHUB_REPO ?? "");
    if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo)) problems.push(`${where}.vars.GITHUB_REPO must be the repository, owner/name`);
    else if (expected.repository && repo.toLowerCase() !== expected.repository.toLowerCase())
      problems.push(`${where}.vars.GITHUB_REPO is ${repo}, not this repository (${expected.repository}): the team's view would check the wrong one`);
  }
  return [...problems, ...sharedDatabaseProblems(config)];
}

/** wrangler.toml as wrangler reads it. @param {string} file @returns {Promise<RawConfig>} */
export async function readWranglerConfig(file) {
  const { experimental_readRawConfig } = await import("wrangler");
  return experimental_readRawConfig({ config: file }).rawConfig;
}

async function main() {
  const file = path.resolve(import.meta.dirname, "..", "wrangler.toml");
  const config = await readWranglerConfig(file);
  const problems = deployProblems(config, { repository: process.env.GITHUB_REPOSITORY || undefined, siteUrl: process.env.SITE_URL || undefined });
  if (problems.length > 0) {
    console.error(`wrangler.toml is not ready to deploy (docs/deploying.md, "The database"):\n${problems.map((p) => `- ${p}`).join("\n")}`);
    process.exit(1);
  }
  const ids = DEPLOYED_ENVIRONMENTS.map((name) => `${name} ${databaseOf(config, name)?.database_id}`).join(", ");
  console.log(`wrangler.toml's D1 settings are ready: ${ids}.`);
}

if (isMain(import.meta.url)) main();
