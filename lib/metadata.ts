import "server-only";
import type { Metadata, Viewport } from "next";
import { NOT_FOUND } from "./content/not-found";
import { SITE_COPY } from "./content/site-copy";
import { isRoutePath, ogImagePath } from "./routes";
import { BASE_PATH, IS_PREVIEW, SITE_NAME, SITE_URL } from "./constants";
import { descriptionProblem } from "./content/page-problems";

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

/** What a page says about itself to search engines and social cards: its page file's path, title and description. */
export interface PageMeta {
  /** Path of the page, e.g. "/brands": a page file in lib/content/pages/ must have it. */
  path: string;
  /** Page title; the template adds the site name, except on the home page, whose title is used as written. */
  title: string;
  /** 70–160 characters: what a search result shows under the title. */
  description: string;
}

/** The title as the browser tab and search results show it. */
export function fullTitle(path: string, title: string): string {
  return path === "/" ? title : `${title} | ${SITE_NAME}`;
}

/**
 * One helper builds every page's Metadata: title, description, canonical and social tags.
 * A path no page file has (no footer link, sitemap entry or social card), or a
 * description search engines would cut or find too thin, fails the build.
 */
export function getMetadata({ path, title, description }: PageMeta): Metadata {
  if (!isRoutePath(path)) {
    throw new Error(`getMetadata: no page file in lib/content/pages/ has the path ${path}, so it would have no footer link, sitemap entry or social card.`);
  }
  // The page check's own rule and words (lib/content/page-problems.ts): the loader has refused a page file breaking it by now.
  const wrongLength = descriptionProblem(description);
  if (wrongLength) throw new Error(`Meta description for ${path} ${wrongLength}.`);
  const text = fullTitle(path, title);
  const image = { url: ogImagePath(path), ...OG_IMAGE_SIZE, alt: text };
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: text, description, url: path, siteName: SITE_NAME, type: "website", locale: "en_GB", images: [image] },
    twitter: { card: "summary_large_image", title: text, description, images: [image] },
  };
}

/**
 * The 404 page has no route, so it is kept out of search results rather than given a canonical URL.
 * It is rendered with no layout (app/global-not-found.tsx), so it carries the site's defaults itself,
 * its title written out as the site layout's template would make it.
 */
export const NOT_FOUND_METADATA: Metadata = {
  ...rootMetadata,
  ...NOT_FOUND.meta,
  title: { absolute: `${NOT_FOUND.meta.title} | ${SITE_NAME}` },
  robots: { index: false },
};
