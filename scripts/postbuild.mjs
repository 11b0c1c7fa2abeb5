// After `next build`, in order (each step is a module of scripts/build/, with
// its own unit tests). The pages keep Next's own script loading, but for the
// early event contract's tag and, on a page whose first section shows a picture,
// the order of Next's tags (docs/performance.md has the measurements that chose it).
//   0. refuse, naming them, files the site would serve that could run on its
//      origin: a page or script in public/, anything in the editor's media
//      folder (build/public-files.mjs), and any file of the export that is an
//      upload as sent or a picture carrying EXIF, XMP or IPTC metadata
//      (build/export-pictures.mjs), and the test build's sample pages in any
//      other build (build/sample-pages.mjs); then move the copy editor's page to
//      out/admin/index.html, out of the site's pages (build/admin.mjs); the
//      stylesheets with fewer of Tailwind's variables, the cascade the same
//      (build/lean-tailwind-variables.mjs);
//   1. the early event contract, minified into a file of its own with the
//      picture-first loader, and each page's tag pointed at it
//      (build/early-events.mjs); on a page whose first section shows a
//      picture, Next's script tags held until it is in (build/picture-first.mjs);
//   2. each page's Content-Security-Policy, its inline scripts' and styles'
//      hashes, in a <meta> first in its <head> (build/csp.mjs);
//   3. a preview build gets its review page, out/_review/ (build/review-page.mjs,
//      its meta its own); then every page outside the editor is checked for its
//      meta (the build fails naming the page);
//   4. the host's rules, the same whatever the number of pages: out/_headers
//      with the security headers and the site-wide policy (build/headers-file.mjs),
//      out/_redirects so the not-found page never answers 200 (build/host-rules.mjs),
//      the same for `npm start` and the tests in serve.generated.json
//      (build/serve-config.mjs); the build fails past the host's limits on
//      _headers, _redirects and the export's files, naming the limit.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { readInlineScript } from "../lib/inline/inline-source.mjs";
import { earlyEventsFile, linkEarlyEvents, minifyInline } from "./build/early-events.mjs";
import { payloadApart } from "./build/payload-data.mjs";
import { chunkBytesIn, pictureFirst } from "./build/picture-first.mjs";
import { hintStartupChunks } from "./build/compile-hints.mjs";
import { fileRoute, htmlFiles } from "./lib/export-files.mjs";
import { policyMetaProblems, sitePolicy, sonnerStyleHashes, withPolicyMeta } from "./build/csp.mjs";
import { headersFile, headersFileProblems } from "./build/headers-file.mjs";
import { strictTransportSecurity } from "../lib/security-headers.mjs";
import {
  exportFileCount,
  fileCountProblems,
  redirectsFile,
  redirectsFileProblems,
  serveRedirects,
  serveRewrites,
  softNotFoundPaths,
} from "./build/host-rules.mjs";
import { readPageFiles } from "../lib/content/page-files.mjs";
import { pageRedirects } from "../lib/content/redirects.mjs";
import { serveConfig } from "./build/serve-config.mjs";
import { REVIEW_DIR, writeReviewPage } from "./build/review-page.mjs";
import { BUDGET_OVER_FLOOR, HTML_BUDGET_BYTES, floorJs, measurePage, pagePictures, pictureFileProblems } from "./lib/budgets.mjs";
import { exportPictureProblems } from "./build/export-pictures.mjs";
import { MANIFEST_FILE } from "./build/pictures.mjs";
import { isLocalBuild, isPreviewBuild } from "./build/preview-build.mjs";
import { adminHeaders, placeAdmin } from "./build/admin.mjs";
import { publicFileProblems } from "./build/public-files.mjs";
import { streamedPartProblems } from "./build/streamed-parts.mjs";
import { samplePageProblems } from "./build/sample-pages.mjs";
import { leanStylesheets } from "./build/lean-tailwind-variables.mjs";

const root = path.resolve(import.meta.dirname, "..");

function gitInfo() {
  const git = (...args) => {
    try {
      return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return undefined;
    }
  };
  return {
    branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || git("rev-parse", "--abbrev-ref", "HEAD"),
    commit: git("rev-parse", "HEAD") || process.env.GITHUB_SHA,
  };
}

/**
 * Every page against the site's budgets, naming the page: its initial JavaScript at most
 * the framework's floor + 25 kB, its HTML within the first round trip (gzipped).
 */
export function budgetProblems(outDir, basePath = "", floor = floorJs()) {
  return htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
    .filter((file) => !file.startsWith(`${REVIEW_DIR}/`) && !file.startsWith("admin/") && file !== "_not-found.html")
    .flatMap((file) => {
      const m = measurePage(outDir, file, basePath);
      const page = fileRoute(file);
      return [
        ...(m.js > floor + BUDGET_OVER_FLOOR
          ? [`${page}: initial JavaScript ${(m.js / 1024).toFixed(1)} kB, over its ${((floor + BUDGET_OVER_FLOOR) / 1024).toFixed(1)} kB budget`]
          : []),
        ...(m.html > HTML_BUDGET_BYTES ? [`${page}: HTML ${m.html} bytes gzipped, over the ${HTML_BUDGET_BYTES} bytes of the first round trip`] : []),
      ];
    });
}

/**
 * Every page outside the editor whose policy meta is missing, not first in its <head>, or
 * not allowing exactly its own inline code (build/csp.mjs), naming the file. Milliseconds a page.
 */
export const pageMetaProblems = (outDir, sonner = sonnerStyleHashes()) =>
  htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
    .sort()
    .flatMap((file) => policyMetaProblems(readFileSync(path.join(outDir, file), "utf8"), sonner).map((problem) => `${file}: ${problem}`));

/** Each picture over its budget (scripts/lib/budgets.mjs), naming the page, or who uses it for a shared file's or the gallery's. */
export function picturesOverBudget(projectRoot = root) {
  const pages = pagePictures(projectRoot);
  const onPages = new Set([...pages.values()].flat().map((p) => p.src));
  return [
    ...[...pages].flatMap(([route, list]) => list.flatMap((p) => p.problems.map((text) => `${route}: ${text}`))),
    ...pictureFileProblems(projectRoot, undefined, onPages),
  ];
}

/** Writes the review page of a preview export (again, after `npm run review` has added its comparison). */
export function writeReview(outDir, basePath = process.env.BASE_PATH || "") {
  const floor = floorJs();
  return writeReviewPage({
    outDir,
    basePath,
    budget: floor + BUDGET_OVER_FLOOR,
    measure: (file) => measurePage(outDir, file, basePath).js,
    build: gitInfo(),
  });
}

export function postbuild(
  outDir = path.join(root, "out"),
  {
    basePath = process.env.BASE_PATH || "",
    preview = isPreviewBuild(),
    serveConfigFile = path.join(root, "serve.generated.json"),
    projectRoot = root,
    local = isLocalBuild(),
  } = {},
) {
  // 0. First: next build has already copied public/ into the export.
  const refused = publicFileProblems(projectRoot);
  if (refused.length) throw new Error(`The build refuses files that could run on the site's origin:\n  ${refused.join("\n  ")}`);
  // The test build's sample pages: never in a production or preview build, never indexed.
  const samples = samplePageProblems(outDir);
  if (samples.length) throw new Error(`The export holds sample pages where it must not:\n  ${samples.join("\n  ")}`);
  const leaked = exportPictureProblems(outDir, projectRoot);
  if (leaked.length) throw new Error(`The export holds what it must not (an upload as sent, a picture's metadata):\n  ${leaked.join("\n  ")}`);
  // The editor's page is no page of the site: out of the way before the steps that go through them.
  const editor = placeAdmin(outDir);

  // The stylesheets with fewer of Tailwind's variables (a dialog's opening restyles every element).
  leanStylesheets(outDir);

  // 1. The pages' final markup first: the policies hash what they end up with.
  // The contract, then the picture-first loader (lib/inline/picture-first.js): one file, one request.
  const script = minifyInline(`${readInlineScript("early-events.js", root)}\n${readInlineScript("picture-first.js", root)}`);
  const scriptFile = earlyEventsFile(script);
  // Beside Next's own hashed assets, so the host's year-long immutable rule covers it too.
  writeFileSync(path.join(outDir, "_next", "static", scriptFile), script);
  const streamed = [];
  const chunkBytes = chunkBytesIn(outDir, basePath);
  for (const file of htmlFiles(outDir)) {
    const page = path.relative(root, file);
    const linked = linkEarlyEvents(readFileSync(file, "utf8"), { src: `${basePath}/_next/static/${scriptFile}`, page });
    const { html, payload } = payloadApart(pictureFirst(linked, { page, chunkBytes }), { page, basePath });
    if (payload) {
      mkdirSync(path.join(outDir, "_next", "static", path.dirname(payload.file)), { recursive: true });
      writeFileSync(path.join(outDir, "_next", "static", payload.file), payload.source);
    }
    streamed.push(...streamedPartProblems(html, path.relative(outDir, file)));
    writeFileSync(file, html);
  }
  if (streamed.length) throw new Error(`Pages that are not whole in their HTML:\n  ${streamed.join("\n  ")}`);
  // The chunks the site's pages load at start compile eagerly, off the main thread (not the editor's: it has no early events).
  hintStartupChunks(
    outDir,
    htmlFiles(outDir).filter((file) => readFileSync(file, "utf8").includes("<script data-early-events")),
    basePath,
  );
  // 2. Each page's policy in its own <meta>, from its final markup.
  const sonner = sonnerStyleHashes();
  for (const file of htmlFiles(outDir)) writeFileSync(file, withPolicyMeta(readFileSync(file, "utf8"), sonner));
  // 3. The review page (no scripts; its one stylesheet is hashed like any other, in a meta of its own).
  if (preview) writeReview(outDir, basePath);
  const unguarded = pageMetaProblems(outDir, sonner);
  if (unguarded.length) throw new Error(`Pages without a Content-Security-Policy of their own that holds:\n  ${unguarded.join("\n  ")}`);
  // Over a budget is a person's call, not a broken build: the page still builds and
  // previews, its review page flags it, and `npm run size` (in npm test, so CI) fails naming it.
  const overBudget = [...budgetProblems(outDir, basePath), ...(existsSync(path.join(projectRoot, MANIFEST_FILE)) ? picturesOverBudget(projectRoot) : [])];
  if (overBudget.length) console.warn(`postbuild: pages over the site's budgets (docs/performance.md), built anyway for review:\n  ${overBudget.join("\n  ")}`);

  // 4. The host's rules, the same whatever the number of pages; the editor's folder has its own policy.
  const files = htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
    .sort();
  const notFound = softNotFoundPaths(files);
  const policy = sitePolicy();
  // A preview is a copy of the site: no page of it, the review page included, is indexed.
  const noindex = { "X-Robots-Tag": "noindex, nofollow" };
  const extraHeaders = { "Strict-Transport-Security": strictTransportSecurity(process.env), ...(preview ? noindex : {}) };

  const admin = adminHeaders({ localBackend: local, scripts: editor.scripts });
  const headers = headersFile({
    basePath,
    policy,
    extraHeaders,
    sections: ["/admin", "/admin/*"].map((p) => ({ path: p, headers: admin })),
  });
  // The pages' redirects (a moved page's former paths, a retired page's): the loader refused their problems already, the build's first step.
  const moved = pageRedirects(readPageFiles(projectRoot));
  const redirects = redirectsFile({ basePath, paths: notFound, redirects: moved.redirects });
  const problems = [...moved.problems, ...headersFileProblems(headers), ...redirectsFileProblems(redirects)];
  if (problems.length) throw new Error(`The host's rules break its limits:\n  ${problems.join("\n  ")}`);
  writeFileSync(path.join(outDir, "_headers"), headers);
  writeFileSync(path.join(outDir, "_redirects"), redirects);
  const fileCount = exportFileCount(outDir);
  const tooMany = fileCountProblems(fileCount);
  if (tooMany.length) throw new Error(`The export breaks the host's limits:\n  ${tooMany.join("\n  ")}`);

  const config = serveConfig({
    basePath,
    policy,
    rewrites: serveRewrites({ basePath, paths: notFound }),
    redirects: serveRedirects({ basePath, redirects: moved.redirects }),
    extraHeaders,
    sections: ["admin", "admin/**"].map((source) => ({ source, headers: admin })),
  });
  writeFileSync(serveConfigFile, JSON.stringify(config, null, 2) + "\n");
  const rules = headers.split("\n").filter((line) => /^\S/.test(line)).length;
  console.log(
    `postbuild: ${files.length - notFound.length} pages, ${rules} header rules (longest line ${Math.max(...headers.split("\n").map((l) => l.length))} characters), ${fileCount} files, ` +
      `${moved.redirects.length} redirects, ${notFound.join(" and ")} answer 404, the editor at ${basePath}/admin/${preview ? `, review page at ${basePath}/${REVIEW_DIR}/` : ""}`,
  );
}

if (isMain(import.meta.url)) postbuild();
