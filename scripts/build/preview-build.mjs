// Whether a build is a branch preview: one under a sub-path (BASE_PATH) or with
// SITE_PREVIEW=1. next.config.ts tells the pages (noindex, robots.txt) and the
// post-build step adds the review page, both from this one answer. And whether
// it is local: neither a preview nor production (SITE_ENV=production, as
// deploy.yml builds), so only ever served on this machine (npm start, npm test).

/** @param {Record<string, string | undefined>} env */
export const isPreviewBuild = (env = process.env) => Boolean(env.BASE_PATH) || env.SITE_PREVIEW === "1";

/** @param {Record<string, string | undefined>} env */
export const isLocalBuild = (env = process.env) => env.SITE_ENV !== "production" && !isPreviewBuild(env);
