import type { MetadataRoute } from "next";
import { BASE_PATH, SITE_NAME } from "@/lib/constants";
import { SITE_COPY } from "@/lib/content/site-copy";
import { THEME_COLOR } from "@/lib/metadata";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_COPY.title,
    short_name: SITE_NAME,
    description: SITE_COPY.manifestDescription,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [{ src: `${BASE_PATH}/icon.svg`, sizes: "any", type: "image/svg+xml" }],
  };
}
