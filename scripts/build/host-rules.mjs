// Paths a static host would answer with 200 though they are the not-found page:
// /404 (404.html, which the host must keep to answer unknown paths) and
// /_not-found (Next's own copy of the same page). A soft 404 a crawler can find,
// so both are rewritten to a path that has no file, which the host answers with
// 404.html and status 404. Cloudflare Pages and Netlify read out/_redirects;
// `npm start` gets the same rewrites in its serve config.

/** A path no build writes: rewriting to it makes the host answer 404. */
export const MISSING_PATH = "/__not-a-page";

/** Every not-found page the export holds, as a host would answer it with 200. */
export function softNotFoundPaths(pageFiles) {
  const paths = pageFiles.filter((f) => f === "404.html" || f === "_not-found.html").map((f) => `/${f.replace(/\.html$/, "")}`);
  if (!paths.includes("/404")) throw new Error("the export has no 404.html: hosts need it to answer unknown paths");
  return paths.sort();
}

/** out/_redirects: each soft not-found path rewritten (status 200: a rewrite, not a redirect) to a missing one. */
export function redirectsFile({ basePath = "", paths }) {
  return [...paths.map((p) => `${basePath}${p} ${basePath}${MISSING_PATH} 200`), ""].join("\n");
}

/** The same rewrites for serve's config (paths relative to the served folder, as serve wants them). */
export function serveRewrites({ basePath = "", paths }) {
  return paths.map((p) => ({ source: `${basePath}${p}`.slice(1), destination: `${basePath}${MISSING_PATH}` }));
}
