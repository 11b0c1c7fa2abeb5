import type { MetadataRoute } from "next";
import { BASE_PATH, IS_PREVIEW, SITE_URL } from "@/lib/constants";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: IS_PREVIEW ? { userAgent: "*", disallow: "/" } : { userAgent: "*", allow: "/" },
    sitemap: `${SITE_URL}${BASE_PATH}/sitemap.xml`,
  };
}
