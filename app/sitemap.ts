import type { MetadataRoute } from "next";
import { ROUTES } from "@/lib/routes";
import { BASE_PATH, SITE_URL } from "@/lib/constants";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  // A page hidden from search engines is not listed (it is also marked noindex: lib/metadata.ts).
  return ROUTES.filter((route) => !route.hidden).map((route) => ({
    url: `${SITE_URL}${BASE_PATH}${route.path === "/" ? "" : route.path}` || SITE_URL,
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : 0.8,
  }));
}
