import "server-only";
import type { Organization, WebSite, WithContext } from "schema-dts";
import { SITE_COPY } from "./content/site-copy";
import { BASE_PATH, SITE_NAME, SITE_URL } from "./constants";

/** Absolute URL of a route, as canonical links and structured data use it. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${BASE_PATH}${path === "/" ? "/" : path}`;
}

const ORG_ID = `${absoluteUrl("/")}#organization`;

export function organizationLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORG_ID,
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: SITE_COPY.organisation,
  };
}

export function websiteLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    publisher: { "@id": ORG_ID },
    inLanguage: "en-GB",
  };
}
