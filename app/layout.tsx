import type { Metadata, Viewport } from "next";
import EarlyEventsScript from "@/components/layout/early-events-script";
import HydrationMark from "@/components/layout/hydration-mark";
import DropMarkSymbol from "@/components/ui/drop-mark-symbol";
import ToastHost from "@/components/toast/toast-host";
import { assertContent } from "@/lib/content/files";
import { THEME_COLOR, rootMetadata } from "@/lib/metadata";
import { archivo } from "./fonts";
import "./globals.css";

// A content file that breaks its schema fails the build here, naming file, field and rule.
assertContent();

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={archivo.variable}>
      <head>
        <EarlyEventsScript />
      </head>
      <body className="bg-white font-sans text-ocean-900 antialiased">
        <DropMarkSymbol />
        {children}
        <ToastHost />
        <HydrationMark />
      </body>
    </html>
  );
}
