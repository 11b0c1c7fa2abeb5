#!/usr/bin/env node
// The editor's local backend: decap-server's own git middleware (decap-server/dist/middlewares.js,
// registerLocalGit: its CORS for localhost origins, its JSON body parser, its /api/v1), in one
// Express app with a page's history beside it, which decap-server has none of (issue #64):
//
//   GET /api/history?file=lib/content/pages/<name>.json            → { versions: PageVersion[] }
//   GET /api/history/file?file=lib/content/pages/<name>.json&sha=… → the file at that version, as stored
//
// read from the repository's own log: `git log --first-parent main -- <file>` (lib/content/page-history.mjs).
// The editor's policy lets a local build's editor reach this one origin, http://localhost:8082
// (scripts/build/admin.mjs LOCAL_BACKEND_ORIGIN), so the history is served there too.
//
//   GIT_REPO_DIRECTORY=<a clone> PORT=8082 node scripts/editor-backend.mjs
//
// Never run it on your working tree: decap-server checks branches out in the repository it serves.
// It listens on localhost only (BIND_HOST to change it).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { isMain } from "./lib/is-main.mjs";
import { LOG_FORMAT, historyQuery, parseLog, versionOf } from "../lib/content/page-history.mjs";

const require = createRequire(import.meta.url);
const middlewares = require.resolve("decap-server/dist/middlewares.js");
// decap-server's own Express, the one its middlewares are written for.
const express = createRequire(middlewares)("express");
const { registerLocalGit } = require(middlewares);
const run = promisify(execFile);

/** The branch whose history is told: the editor's config's backend branch. */
export const HISTORY_BRANCH = "main";

/**
 * A page file's versions on `branch`, newest first, in `repo`.
 * @param {string} repo
 * @param {string} file
 * @param {string} [branch]
 */
export async function pageVersions(repo, file, branch = HISTORY_BRANCH) {
  const git = (...args) => run("git", ["-C", repo, ...args], { maxBuffer: 16 * 1024 * 1024 }).then(({ stdout }) => stdout);
  const commits = parseLog(await git("log", "--first-parent", `--format=${LOG_FORMAT}`, branch, "--", file));
  const branchHeads = commits.map((commit) => commit.parents[1]).filter(Boolean);
  const authors = new Map(
    branchHeads.length
      ? parseLog(await git("log", "--no-walk=unsorted", `--format=${LOG_FORMAT}`, ...branchHeads)).map((commit) => [commit.sha, commit.author])
      : [],
  );
  return commits.map((commit) => versionOf(commit, authors));
}

/**
 * The file at a version: its bytes as committed. Only a commit on `branch`'s history is read.
 * @param {string} repo
 * @param {string} file
 * @param {string} sha
 * @param {string} [branch]
 */
export async function fileAtVersion(repo, file, sha, branch = HISTORY_BRANCH) {
  try {
    await run("git", ["-C", repo, "merge-base", "--is-ancestor", sha, branch]);
  } catch {
    return undefined;
  }
  try {
    const { stdout } = await run("git", ["-C", repo, "show", `${sha}:${file}`], { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch {
    return undefined;
  }
}

/** The history's two routes on an Express app (after decap-server's middlewares, so its CORS answers for them too). */
export function registerHistory(app, repo) {
  const answer = (handler) => async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      res.status(400).json({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  app.get(
    "/api/history",
    answer(async (req, res) => {
      const { file } = historyQuery(req.query);
      res.json({ versions: await pageVersions(repo, file) });
    }),
  );
  app.get(
    "/api/history/file",
    answer(async (req, res) => {
      const { file, sha } = historyQuery(req.query, { sha: true });
      const bytes = await fileAtVersion(repo, file, /** @type {string} */ (sha));
      if (!bytes) return res.status(404).json({ error: `${file} is not in ${sha} on ${HISTORY_BRANCH}` });
      res.type("text/plain; charset=utf-8").send(bytes);
    }),
  );
}

async function main() {
  const repo = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());
  process.env.GIT_REPO_DIRECTORY = repo;
  const port = Number(process.env.PORT || 8082);
  const host = process.env.BIND_HOST || "localhost";
  const app = express();
  // CORS, the JSON body and decap-server's /api/v1, as its own server sets them up (MODE=git).
  await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL || "info" });
  registerHistory(app, repo);
  app.listen(port, host, () => console.log(`The editor's local backend (decap-server and the pages' history) on http://${host}:${port}, for ${repo}`));
}

if (isMain(import.meta.url))
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
