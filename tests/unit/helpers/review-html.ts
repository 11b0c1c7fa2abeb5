/**
 * The review page (scripts/build/review-page.mjs) as its tests read it: static
 * HTML with no script, so it shows on a preview whatever the preview's policy,
 * holding each of the parts a test names.
 */
export function expectReviewPage(html: string, parts: readonly string[]): void {
  for (const part of parts) expect(html).toContain(part);
  expect(html).not.toMatch(/<script/);
}
