// Whether a build is a branch preview: one under a sub-path (BASE_PATH) or with
// SITE_PREVIEW=1. next.config.ts tells the pages (noindex, robots.txt) and the
// post-build step adds the review page, both from this one answer.

/** @param {Record<string, string | undefined>} env */
export const isPreviewBuild = (env = process.env) => Boolean(env.BASE_PATH) || env.SITE_PREVIEW === "1";
