import type { NextConfig } from "next";
import { isPreviewBuild } from "./scripts/build/preview-build.mjs";
import { siteOrigin } from "./scripts/build/site-origin.mjs";

const basePath = process.env.BASE_PATH || "";
// A branch preview is kept out of search results and gets the review page (scripts/postbuild.mjs).
const preview = isPreviewBuild();
// Fails a production build that does not say its address (scripts/build/site-origin.mjs).
const siteUrl = siteOrigin();

const nextConfig: NextConfig = {
  output: "export",
  // Pretty URLs: /brands is served from brands.html by the static host.
  trailingSlash: false,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Two root layouts, the site's (app/(site)/layout.tsx) and the editor's (app/(editor)/admin/layout.tsx):
  // the 404 is app/global-not-found.tsx, a document of its own.
  // A build under a sub-path (a branch preview) writes no build cache: it took 30 s to write and, in the same folder,
  // made the next production build recompile most of the site (97 s after a preview's, 68 s cold, 27 s warm); a
  // preview built without it took 50 s instead of 80 (docs/performance.md).
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: !basePath },
  // npm test type-checks the whole project once (npm run typecheck: the route types, then tsc) and tells its three
  // builds so; each would type-check it again, 10 to 22 s a build. Every other build (npm run build, npm start,
  // the deploys) type-checks as Next does.
  typescript: { ignoreBuildErrors: process.env.DROPS_TYPES_CHECKED === "1" },
  env: { NEXT_PUBLIC_SITE_URL: siteUrl, NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_SITE_PREVIEW: preview ? "1" : "" },
};

export default nextConfig;
