import EarlyEventsScript from "@/components/layout/early-events-script";
import HydrationMark from "@/components/layout/hydration-mark";
import ToastHost from "@/components/toast/toast-host";
import { fontVariables } from "./fonts";
import "./globals.css";

/**
 * The document every page of the site and the 404 share: `<html>` with the
 * font's variables, the early event contract first in `<head>`, the site's
 * stylesheet, the toast host and the hydration mark. Two root layouts use it:
 * the site's (`app/(site)/layout.tsx`) and the 404's (`app/global-not-found.tsx`,
 * which Next renders with no layout), and the editor's section gallery
 * (`app/(gallery)/admin/sections/`), so its examples look as they do on a page;
 * being under admin/, it gets no early event contract from the post-build step.
 * The editor (`app/(editor)/admin/`) has a root layout of its own and none of this.
 */
export default function SiteDocument({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={fontVariables}>
      <head>
        <EarlyEventsScript />
      </head>
      <body className="bg-white font-sans text-ocean-900 antialiased">
        {children}
        <ToastHost />
        <HydrationMark />
      </body>
    </html>
  );
}
