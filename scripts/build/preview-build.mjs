// Whether a build is a branch preview: one under a sub-path (BASE_PATH) or with
// SITE_PREVIEW=1. next.config.ts tells the pages (noindex, robots.txt) and the
// post-build step adds the review page, both from this one answer. And whether
// it is local: only when the build says so (SITE_ENV=local, as npm start and
// npm test build) and it is no preview. A build that says nothing gets the
// production editor policy, with no localhost in it: forgetting a variable must
// not widen what a deployed editor holding a GitHub token may talk to.

/** @param {Record<string, string | undefined>} env */
export const isPreviewBuild = (env = process.env) => Boolean(env.BASE_PATH) || env.SITE_PREVIEW === "1";

/** @param {Record<string, string | undefined>} env */
export const isLocalBuild = (env = process.env) => env.SITE_ENV === "local" && !isPreviewBuild(env);
