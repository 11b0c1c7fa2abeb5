// The export's headers for `npm start` and the tests (serve.generated.json).
// serve caps a header value at 2,048 characters and lets a later matching rule
// replace an earlier one's header, so: every response gets the not-found page's
// policy, each page its own policy.
import { REVALIDATE, IMMUTABLE, SECURITY_HEADERS } from "./headers-file.mjs";

const toList = (obj) => Object.entries(obj).map(([key, value]) => ({ key, value }));

/**
 * @param {object} o
 * @param {string} [o.basePath]
 * @param {string} o.fallbackPolicy  the not-found page's policy
 * @param {{ file: string, policy: string }[]} o.pages  file relative to out/
 * @param {{ source: string, destination: string }[]} o.rewrites
 * @param {Record<string, string>} [o.extraHeaders]  on every response
 * @param {{ source: string, headers: Record<string, string> }[]} [o.sections]  folders with headers of their own (the editor), relative to the prefix
 */
export function serveConfig({ basePath = "", fallbackPolicy, pages, rewrites, extraHeaders = {}, sections = [] }) {
  const prefix = basePath ? `${basePath.slice(1)}/` : "";
  const rules = pages.map((page) => ({
    source: prefix + page.file,
    headers: toList({ "Content-Security-Policy": page.policy }),
  }));
  // A sub-path host answers unknown paths with a copy of the prefix's 404 page at its root.
  if (basePath) rules.push({ source: "404.html", headers: toList({ "Content-Security-Policy": fallbackPolicy }) });
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    rewrites,
    headers: [
      { source: "**", headers: toList({ ...SECURITY_HEADERS, ...extraHeaders, "Content-Security-Policy": fallbackPolicy, "Cache-Control": REVALIDATE }) },
      { source: `${prefix}_next/static/**`, headers: toList({ "Cache-Control": IMMUTABLE }) },
      { source: `${prefix}_pictures/**`, headers: toList({ "Cache-Control": IMMUTABLE }) },
      ...rules,
      ...sections.map((section) => ({ source: prefix + section.source, headers: toList(section.headers) })),
    ],
  };
}
