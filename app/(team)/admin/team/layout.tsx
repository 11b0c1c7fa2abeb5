import type { Metadata, Viewport } from "next";
import { SITE_NAME } from "@/lib/constants";
import { SITE_VIEWPORT } from "@/lib/metadata";
import SiteDocument from "../../../site-document";

/**
 * The team's view of who joined and who enquired: the site's document (its stylesheet and font), none of a page's
 * header, footer or early event contract. Under admin/, it has the editor's headers and stays out of the pages, the
 * sitemap, the budgets and the review (scripts/build/admin.mjs).
 */
export const metadata: Metadata = {
  title: `Sign-ups and enquiries | Content editor | ${SITE_NAME}`,
  robots: { index: false, follow: false },
};

export const viewport: Viewport = SITE_VIEWPORT;

export default function TeamLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteDocument>{children}</SiteDocument>;
}
