// A page's path, on its own: the schemas (lib/content/schema.ts) check links with it
// in the browser too (the editor's preview), where lib/content/page-files.mjs, which
// reads the folder of page files, has no place.

/** A page's path: "/" or lowercase words and dashes in one or more segments, like /campaigns/giving-tuesday. */
export const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
