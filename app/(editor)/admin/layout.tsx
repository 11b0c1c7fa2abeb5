import type { Metadata } from "next";
import { BASE_PATH, SITE_NAME } from "@/lib/constants";

/**
 * The copy editor's root layout: a document of its own, with none of the
 * site's (no stylesheet: Tailwind's preflight would restyle Decap's UI; no
 * header, footer or early event contract). It is no page of the site: the
 * post-build step moves it to out/admin/index.html, under the editor's own
 * policy (scripts/build/admin.mjs), outside the sitemap and the review.
 */
export const metadata: Metadata = {
  title: `Content editor | ${SITE_NAME}`,
  robots: { index: false, follow: false },
};

export default function EditorLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <head>
        {/* Where Decap reads its config (app/(editor)/admin/config.yml/route.ts). */}
        <link rel="cms-config-url" type="text/yaml" href={`${BASE_PATH}/admin/config.yml`} />
      </head>
      <body>{children}</body>
    </html>
  );
}
