import "server-only";
import type { Metadata } from "next";
import { NOT_FOUND } from "./content/not-found";
import { SITE_COPY } from "./content/site-copy";
import { isRoutePath, ogImagePath } from "./routes";
import { BASE_PATH, IS_PREVIEW, SITE_NAME, SITE_URL } from "./site";
import { SNIPPET_LIMITS } from "./snippet-limits.mjs";

export const DEFAULT_TITLE = SITE_COPY.title;
export const DEFAULT_DESCRIPTION = SITE_COPY.description;

export const THEME_COLOR = "#072a47";

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

/** What a page says about itself to search engines and social cards; each page's content module exports one. */
export interface PageMeta {
  /** Path of the route, e.g. "/brands": it must be listed in lib/routes.ts. */
  path: string;
  /** Page title; the template adds the site name. Omit on home for the default. */
  title?: string;
  /** 70–160 characters: what a search result shows under the title. Omit on home for the site's own. */
  description?: string;
}

export function fullTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/**
 * One helper builds every page's Metadata: title, description, canonical and social tags.
 * A path missing from ROUTE_PATHS (no footer link, sitemap entry or social card), or a
 * description search engines would cut or find too thin, fails the build.
 */
export function getMetadata({ path, title, description = DEFAULT_DESCRIPTION }: PageMeta): Metadata {
  if (!isRoutePath(path)) {
    throw new Error(
      `getMetadata: no page file in lib/content/pages/ has the path ${path}, so it would have no footer link, sitemap entry or social card.`,
    );
  }
  const { min, max } = SNIPPET_LIMITS.description;
  if (description.length < min || description.length > max) {
    throw new Error(`Meta description for ${path} is ${description.length} characters; keep it within ${min}–${max}.`);
  }
  const text = fullTitle(title);
  const image = { url: ogImagePath(path), ...OG_IMAGE_SIZE, alt: text };
  return {
    title: title ?? { absolute: DEFAULT_TITLE },
    description,
    alternates: { canonical: path },
    openGraph: { title: text, description, url: path, siteName: SITE_NAME, type: "website", locale: "en_GB", images: [image] },
    twitter: { card: "summary_large_image", title: text, description, images: [image] },
  };
}

/** The 404 page has no route, so it is kept out of search results rather than given a canonical URL. */
export const NOT_FOUND_METADATA: Metadata = { ...NOT_FOUND.meta, robots: { index: false } };
