import "server-only";
import type { Metadata } from "next";
import { isRoutePath, ogImagePath } from "./routes";
import { SITE_NAME } from "./constants";
import { OG_IMAGE_SIZE } from "./site-metadata";
import { descriptionProblem } from "./content/page-problems";

// The metadata every document shares, for the modules that import it from here.
export * from "./site-metadata";

/** What a page says about itself to search engines and social cards: its page file's path, title and description. */
export interface PageMeta {
  /** Path of the page, e.g. "/brands": a page file in lib/content/pages/ must have it. */
  path: string;
  /** Page title; the template adds the site name, except on the home page, whose title is used as written. */
  title: string;
  /** 70–160 characters: what a search result shows under the title. */
  description: string;
  /** Kept out of search engines (the page file's "Hide from search engines"): noindex; its links are still followed. */
  hidden?: boolean;
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
export function getMetadata({ path, title, description, hidden = false }: PageMeta): Metadata {
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
    ...(hidden ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A sample page's Metadata (lib/content/sample-pages.ts): its title and
 * description, never indexed or followed, with no canonical or social card:
 * it is no page of the site, only where a test build checks section types.
 */
export function sampleMetadata({ title, description }: Omit<PageMeta, "path">): Metadata {
  return { title, description, robots: { index: false, follow: false } };
}
