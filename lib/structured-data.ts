import type { Organization, SoftwareApplication, WebPage, WebSite, WithContext } from "schema-dts";
import { BASE_PATH, SITE_NAME, SITE_URL } from "./site";

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
    description: "A charitable-giving app: scroll a feed, tap to send drops to charities, with free daily drops funded by brands.",
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

interface PageLdInput {
  path: string;
  name: string;
  description: string;
}

export function webPageLd({ path, name, description }: PageLdInput): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url: absoluteUrl(path),
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl("/") },
    inLanguage: "en-GB",
  };
}

/** The donation API, described as the web application it is, with the page about it. */
export function apiProductLd({ path, name, description }: PageLdInput): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name,
    description,
    url: absoluteUrl(path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Web",
    provider: { "@id": ORG_ID },
  };
}
