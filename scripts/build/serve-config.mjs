// The export's headers for `npm start` and the tests (serve.generated.json).
// serve caps a header value at 2,048 characters, takes at most 50 rules, and
// lets a later matching rule replace an earlier one's header, so: every response
// gets the site-wide policy (each page narrows it with its own <meta>,
// scripts/build/csp.mjs), the editor's folder its own; the same rules whatever
// the number of pages.
import { REVALIDATE, IMMUTABLE, SECURITY_HEADERS } from "./headers-file.mjs";

const toList = (obj) => Object.entries(obj).map(([key, value]) => ({ key, value }));

/**
 * @param {object} o
 * @param {string} [o.basePath]
 * @param {string} o.policy  the site-wide policy (csp.mjs sitePolicy)
 * @param {{ source: string, destination: string }[]} o.rewrites
 * @param {{ source: string, destination: string, type: number }[]} [o.redirects]  the pages' redirects (host-rules.mjs serveRedirects)
 * @param {Record<string, string>} [o.extraHeaders]  on every response
 * @param {{ source: string, headers: Record<string, string> }[]} [o.sections]  folders with headers of their own (the editor), relative to the prefix
 */
export function serveConfig({ basePath = "", policy, rewrites, redirects = [], extraHeaders = {}, sections = [] }) {
  const prefix = basePath ? `${basePath.slice(1)}/` : "";
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    rewrites,
    redirects,
    headers: [
      { source: "**", headers: toList({ ...SECURITY_HEADERS, ...extraHeaders, "Content-Security-Policy": policy, "Cache-Control": REVALIDATE }) },
      { source: `${prefix}_next/static/**`, headers: toList({ "Cache-Control": IMMUTABLE }) },
      { source: `${prefix}_pictures/**`, headers: toList({ "Cache-Control": IMMUTABLE }) },
      ...sections.map((section) => ({ source: prefix + section.source, headers: toList(section.headers) })),
    ],
  };
}
