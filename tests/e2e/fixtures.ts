import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/**
 * Every e2e test runs with these guards, checked when the test ends:
 * - no request to another origin and no request other than GET/HEAD;
 * - no Content-Security-Policy violation on any page it visited (npm start serves
 *   the export with the production headers, so the real CSP is in force).
 */
export const test = base.extend<{ offOrigin: string[]; cspViolations: string[] }>({
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
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
          report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} on ${location.pathname}`);
        });
      });
      page.on("console", (msg) => {
        if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
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

/**
 * Records the layout shifts CLS counts on the next page loaded (all but those
 * within 500 ms of input, so a toast or reply seconds later counts): call before
 * goto, then read.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : s.node?.nodeName));
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/**
 * Waits until React has hydrated the page (<html data-hydrated>). Tests act as
 * soon as a visitor could, so call this only where a test says why: what it
 * checks needs the page's scripts (a timing measured from hydration, a
 * behaviour with no visible sign before it).
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
