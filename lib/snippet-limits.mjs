// Where a search result cuts a page's title and description off: getMetadata
// (lib/metadata.ts) fails the build on a description outside its range, and a
// preview's review page (scripts/build/review-page.mjs) flags both. Plain
// JavaScript, like lib/security-headers.mjs: node runs the build scripts as
// they are, and lib/ never imports scripts/.

export const SNIPPET_LIMITS = Object.freeze({
  title: Object.freeze({ min: 10, max: 60 }),
  description: Object.freeze({ min: 70, max: 160 }),
});
