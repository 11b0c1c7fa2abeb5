import type { Metadata, Viewport } from "next";
import { SITE_NAME } from "@/lib/constants";
import { SITE_VIEWPORT } from "@/lib/metadata";
import SiteDocument from "../../../site-document";

/**
 * The section gallery's root layout: the site's document (its stylesheet, font
 * and islands' hydration mark), so each example looks as it will on a page, but
 * none of a page's header, footer or early event contract: the gallery is the
 * editor's, not the site's. The post-build step leaves everything under admin/
 * out of the pages, the sitemap, the budgets and the review, and gives it the
 * editor's headers (scripts/build/admin.mjs).
 */
export const metadata: Metadata = {
  title: `Section gallery | Content editor | ${SITE_NAME}`,
  robots: { index: false, follow: false },
};

export const viewport: Viewport = SITE_VIEWPORT;

export default function GalleryLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}
