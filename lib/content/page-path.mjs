// A page's path and its name, on their own: the schemas (lib/content/page.schema.ts,
// lib/content/schema.ts) check paths and links with them in the browser too (the
// editor's preview), where lib/content/page-files.mjs, which reads the folder of page
// files, has no place.

/** A page's path: "/" or lowercase words and dashes in one or more segments, like /campaigns/giving-tuesday. */
export const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * A page's name: its file's name in lib/content/pages/ without ".json" ("brands",
 * "donation-api-charities"). The editor makes it from the path once, when the page
 * is created (Decap's slug: lowercase words and dashes), and keeps it when the path
 * changes, so links store it (lib/content/page-links.ts), not the path.
 */
export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a link to a page stores: the page's name, and after a "#" the anchor of one of its
 * sections, if the link lands there ("donation-api-charities#checkout-demo"). Only an anchor
 * the target page gives itself (lib/sections/schemas.ts linkableAnchors) is linkable.
 */
export const PAGE_LINK = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:#[a-z][a-z0-9-]*)?$/;

/**
 * A stored link's page name and anchor: "donation-api-charities#checkout-demo" →
 * { name: "donation-api-charities", anchor: "checkout-demo" }.
 * @param {string} link
 * @returns {{ name: string, anchor?: string }}
 */
export function splitPageLink(link) {
  const at = link.indexOf("#");
  return at < 0 ? { name: link } : { name: link.slice(0, at), anchor: link.slice(at + 1) };
}

/**
 * The name of a page file: "lib/content/pages/brands.json" → "brands".
 * @param {string} file
 * @returns {string}
 */
export function pageNameOf(file) {
  return file.replace(/^.*\//, "").replace(/\.json$/, "");
}

/**
 * File-name slug of a route: "/" → "home", "/donation-api/loyalty" → "donation-api-loyalty"
 * (social cards, anchors, and the name the editor gives a new page: its slug, "{{fields.path}}").
 * @param {string} route
 * @returns {string}
 */
export function routeSlug(route) {
  const trimmed = route.replace(/^\/+|\/+$/g, "");
  return trimmed ? trimmed.replace(/\//g, "-") : "home";
}

/**
 * Addresses the site or its host answers at, which no page may take, nor any
 * path under them: a page there would hide the editor or its login, shadow the
 * social cards or the not-found page, or be served by Cloudflare instead.
 * (Paths with `_`, like /_next and /_review, are already outside PAGE_PATH.)
 */
export const RESERVED_PATHS = {
  "/admin": "the editor's address",
  "/api": "the editor's login",
  "/og": "where the social card pictures are",
  "/404": "the not-found page's own file",
  "/index": "the home page's own file",
  "/cdn-cgi": "an address Cloudflare keeps for itself",
};

const reservedNames = Object.keys(RESERVED_PATHS).map((p) => p.slice(1));

/** Matches any path that is not a reserved address or under one (a look-ahead, for the editor's pattern and the schema). */
export const NOT_RESERVED_PATH = new RegExp(`^(?!/(?:${reservedNames.join("|")})(?:/|$))`);

/** The reserved addresses as a person reads them: "/admin, /api, … or /cdn-cgi". */
export const RESERVED_LIST = `${Object.keys(RESERVED_PATHS).slice(0, -1).join(", ")} or ${Object.keys(RESERVED_PATHS).at(-1)}`;

/**
 * Why `path` cannot be a page's address, or undefined when it can as far as
 * reserved addresses go: "/admin/promo is under /admin, the editor's address: …".
 * @param {string} path
 * @returns {string | undefined}
 */
export function reservedPathProblem(path) {
  for (const [reserved, what] of Object.entries(RESERVED_PATHS)) {
    if (path === reserved || path.startsWith(`${reserved}/`)) {
      const where = path === reserved ? `${path} is` : `${path} is under ${reserved},`;
      return `${where} ${what}: no page can take ${reserved} or a path under it. Choose another path`;
    }
  }
  return undefined;
}
