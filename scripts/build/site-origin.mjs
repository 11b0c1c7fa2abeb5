// The site's public origin, for canonical URLs, the sitemap, robots.txt and the
// social cards. next.config.ts resolves it once per build and hands it to the
// pages as NEXT_PUBLIC_SITE_URL.
//   - NEXT_PUBLIC_SITE_URL set: that origin (an absolute http(s) URL with no path).
//   - a production build (SITE_ENV=production, as deploy.yml builds) without it:
//     the build fails, naming the variable, rather than publish wrong addresses.
//   - otherwise (npm start, npm test, a preview without a project): the address
//     `npm start` serves on, so a newcomer's build is complete and honest locally.

/** Where `npm start` serves (scripts/serve.mjs), when nothing else is said. */
export const LOCAL_ORIGIN = "http://localhost:3000";

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {string} an origin with no trailing slash
 */
export function siteOrigin(env = process.env) {
  const given = (env.NEXT_PUBLIC_SITE_URL || "").trim();
  if (!given) {
    if (env.SITE_ENV === "production") {
      throw new Error(
        "NEXT_PUBLIC_SITE_URL is not set: a production build needs the site's public origin for canonical URLs, " +
          "the sitemap and social cards (set the repository variable SITE_URL, e.g. https://drops.app).",
      );
    }
    return LOCAL_ORIGIN;
  }
  let url;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not an absolute URL: "${given}" (expected e.g. https://drops.app).`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, "") || url.search || url.hash) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) origin with no path: "${given}" (expected e.g. https://drops.app).`);
  }
  if (env.SITE_ENV === "production" && url.protocol !== "https:") {
    throw new Error(`NEXT_PUBLIC_SITE_URL must use https for a production build: "${given}".`);
  }
  return url.origin;
}
