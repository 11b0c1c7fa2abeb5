import "server-only";
import type { Metadata, Viewport } from "next";
import { NOT_FOUND } from "./content/not-found";
import { SITE_COPY } from "./content/site-copy";
import { BASE_PATH, IS_PREVIEW, SITE_NAME, SITE_URL } from "./constants";

/*
 * The metadata every document shares, the 404's included: apart from
 * lib/metadata.ts, whose getMetadata needs the page files (lib/routes.ts), so
 * the 404 (app/global-not-found.tsx) does not load the pages. A page file the
 * build refuses then fails the page route, not "/_not-found".
 */

export const DEFAULT_TITLE = SITE_COPY.title;
export const DEFAULT_DESCRIPTION = SITE_COPY.description;

export const THEME_COLOR = "#072a47";

/** Every page's viewport (the site's root layout and the 404's). */
export const SITE_VIEWPORT: Viewport = { themeColor: THEME_COLOR, width: "device-width", initialScale: 1 };

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Site-wide defaults every page inherits (title template, base URL, social basics). */
export const rootMetadata: Metadata = {
  // Under a preview sub-path, canonical and social URLs carry the prefix too.
  metadataBase: new URL(`${SITE_URL}${BASE_PATH}/`),
  // A branch preview is a copy of the site: keep it out of search results.
  ...(IS_PREVIEW ? { robots: { index: false, follow: false } } : {}),
  title: { default: DEFAULT_TITLE, template: `%s | ${SITE_NAME}` },
  description: DEFAULT_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: "website", locale: "en_GB" },
  twitter: { card: "summary_large_image" },
};

/**
 * The 404 page has no route, so it is kept out of search results rather than given a canonical URL.
 * It is rendered with no layout (app/global-not-found.tsx), so it carries the site's defaults itself,
 * its title written out as the site layout's template would make it.
 */
export const NOT_FOUND_METADATA: Metadata = {
  ...rootMetadata,
  ...NOT_FOUND.meta,
  title: { absolute: `${NOT_FOUND.meta.title} | ${SITE_NAME}` },
  // No robots here: Next writes noindex into a not-found page itself, and a second tag repeated it
  // (tests/e2e/not-found.spec.ts holds it to one). No picture of its own, so the small card.
  twitter: { card: "summary" },
};
