/**
 * Decap's click-to-edit encoding (decap-cms-core 3.16, dist/esm/lib/stega.js; no typings of its own), which
 * tests/unit/click-to-edit.test.tsx runs to hold the preview to the built page with its marks in place: an entry's
 * data (an Immutable.js map) and its collection's fields (an Immutable.js list), the data with every string, text and
 * Markdown value ended in invisible characters naming its field.
 */
declare module "decap-cms-core/dist/esm/lib/stega" {
  export function encodeEntry(value: unknown, fields: unknown): unknown;
}
