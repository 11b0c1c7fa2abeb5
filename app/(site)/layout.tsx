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
      {/* Seen only while focused, over the header, white or see-through: its ring is drawn inside its own dark pill. The
          padding is the inner span's, which sr-only (padding: 0) and not-sr-only leave alone. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ocean-900 font-bold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus-visible:outline-aqua-300 focus-visible:-outline-offset-4"
      >
        <span className="block px-5 py-3">{SITE_COPY.skipLink}</span>
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
