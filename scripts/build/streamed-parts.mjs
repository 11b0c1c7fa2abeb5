// A page must be whole in its HTML. React streams a Suspense boundary it could
// not finish with the shell, or one it chooses to send apart (it outlines
// boundaries once a page's HTML grows), as a hidden <div id="S:…"> that an
// inline script moves into place: a visitor without JavaScript, or a search
// engine that does not run it, never sees that part. The site renders no
// Suspense boundary on the server (tests/unit/hydration-boundaries.test.ts);
// this catches the day one reaches a page anyway, naming the page.

const STREAMED = /<template id="B:\d+"|<div hidden id="S:\d+"/;

/**
 * @param {string} html an exported page
 * @param {string} page its path, for the message
 * @returns {string[]} problems, one line each
 */
export function streamedPartProblems(html, page) {
  return STREAMED.test(html)
    ? [`${page}: part of the page arrives after the rest, hidden until a script shows it (a Suspense boundary); without JavaScript it stays hidden`]
    : [];
}
