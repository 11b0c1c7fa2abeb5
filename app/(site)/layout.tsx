import type { Metadata, Viewport } from "next";
import SiteFooter from "@/components/layout/site-footer";
import SiteHeader from "@/components/layout/site-header";
import DroplistDialog from "@/components/droplist/droplist-dialog";
import { FOOTER, HEADER } from "@/lib/content/layout";
import { SITE_COPY } from "@/lib/content/site-copy";
import { SITE_VIEWPORT, rootMetadata } from "@/lib/metadata";
import { FOOTER_ROUTES } from "@/lib/routes";
import SiteDocument from "../site-document";

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = SITE_VIEWPORT;

/** The site's root layout: its document, and the header, footer and Droplist dialog every page shares. */
export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteDocument>
      <a href="#main" className="sr-only z-50 rounded-full bg-ocean-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {SITE_COPY.skipLink}
      </a>
      <SiteHeader copy={HEADER} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter copy={FOOTER} routes={FOOTER_ROUTES} />
      <DroplistDialog />
    </SiteDocument>
  );
}
