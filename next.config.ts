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
  experimental: { globalNotFound: true },
  env: { NEXT_PUBLIC_SITE_URL: siteUrl, NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_SITE_PREVIEW: preview ? "1" : "" },
};

export default nextConfig;
