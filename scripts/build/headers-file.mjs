// out/_headers for Cloudflare Pages (Netlify reads the same format), and the
// host's limits on it. Every response gets the
// security headers and the site-wide policy from `/*` (scripts/build/csp.mjs:
// each page narrows it with its own hashes in a <meta>); the editor's folder
// detaches it and sets its own. So the file has the same rules whatever the
// number of pages, and no line holds a page's hashes.
import { PERMISSIONS_POLICY, strictTransportSecurity } from "../../lib/security-headers.mjs";

/** Cloudflare Pages' documented limits on _headers; past them its runtime drops the line or rule with only a warning. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Headers every response carries, the Content-Security-Policy aside. */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": strictTransportSecurity({}),
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * @param {object} o
 * @param {string} [o.basePath]  "" or a sub-path such as "/preview/x"
 * @param {string} o.policy  the site-wide policy (csp.mjs sitePolicy), for every response
 * @param {Record<string, string>} [o.extraHeaders]  on every response
 * @param {{ path: string, headers: Record<string, string> }[]} [o.sections]  folders with headers of their own (the editor), which replace the site's
 * @returns {string} the file's text
 */
export function headersFile({ basePath = "", policy, extraHeaders = {}, sections = [] }) {
  const rule = (path, headers, detach = []) => [
    `${basePath}${path}`,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...rule("/*", { ...SECURITY_HEADERS, ...extraHeaders, "Content-Security-Policy": policy, "Cache-Control": REVALIDATE }),
    ...rule("/_next/static/*", { "Cache-Control": IMMUTABLE }, ["Cache-Control"]),
    // The picture step's files are named by a hash of the upload and the encode settings: new bytes, new name.
    ...rule("/_pictures/*", { "Cache-Control": IMMUTABLE }, ["Cache-Control"]),
    ...sections.flatMap((section) => rule(section.path, section.headers, Object.keys(section.headers))),
    "",
  ].join("\n");
}

/**
 * What Cloudflare Pages would drop from a _headers file: more than 100 rules,
 * a line over 2,000 characters (spacing counts), or two rules for one path (the
 * later replaces the earlier). Each problem names its rule.
 */
export function headersFileProblems(text, limits = HEADERS_LIMITS) {
  const problems = [];
  const seen = new Set();
  let rules = 0;
  let current = "(before any rule)";
  text.split("\n").forEach((line, i) => {
    const isRule = /^\S/.test(line) && !line.startsWith("#");
    if (isRule) {
      rules++;
      current = line.trim();
      if (seen.has(current)) problems.push(`_headers: rule ${current} appears twice (line ${i + 1}); the host keeps only the last`);
      seen.add(current);
      if (rules === limits.rules + 1)
        problems.push(`_headers: rule ${current} (line ${i + 1}) is rule ${rules}; the host allows at most ${limits.rules} rules and ignores the rest`);
    }
    if (line.length > limits.lineLength) {
      const name = isRule ? "its path" : line.trim().split(":")[0];
      problems.push(
        `_headers: rule ${current}, line ${i + 1} (${name}) is ${line.length} characters; the host allows at most ${limits.lineLength} and drops longer lines`,
      );
    }
  });
  return problems;
}
