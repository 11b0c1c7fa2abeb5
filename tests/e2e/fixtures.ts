import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/**
 * Every e2e test runs with these guards: any request to another origin or any
 * non-GET request fails the test, since the site must make none.
 */
export const test = base.extend<{ offOrigin: string[] }>({
  offOrigin: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const bad: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        if (new URL(url).origin !== origin) bad.push(`other origin: ${url}`);
        else if (!["GET", "HEAD"].includes(request.method())) bad.push(`${request.method()} ${url}`);
      });
      await use(bad);
      expect(bad, "requests the site must not make").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core scan for WCAG 2.x A/AA (up to 2.2); returns the violations for a readable diff. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
