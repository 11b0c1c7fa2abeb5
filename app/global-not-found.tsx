import type { Metadata, Viewport } from "next";
import NotFoundBody from "@/components/layout/not-found-body";
import { NOT_FOUND } from "@/lib/content/not-found";
import { NOT_FOUND_METADATA, SITE_VIEWPORT } from "@/lib/site-metadata";
import SiteDocument from "./site-document";

export const metadata: Metadata = NOT_FOUND_METADATA;

export const viewport: Viewport = SITE_VIEWPORT;

/**
 * The 404, exported as out/404.html: the site's document with the 404's page
 * and no header or footer. The app has two root layouts (the site's and the
 * editor's), so Next renders this file with no layout at all
 * (experimental.globalNotFound in next.config.ts).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundBody copy={NOT_FOUND} />
    </SiteDocument>
  );
}
