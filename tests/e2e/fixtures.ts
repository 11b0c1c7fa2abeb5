import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { MOBILE_BREAKPOINT_PX } from "../../lib/constants";

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
        // A mailto: link hands the visitor over to their own email app: no request the site makes.
        if (url.startsWith("data:") || url.startsWith("blob:") || url.startsWith("mailto:")) return;
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

/**
 * Tags a test that the 390 px phone runs too (playwright.config.ts: the phone
 * project runs only these). Everything runs on desktop; a test goes to the phone
 * as well where the phone's layout or touch input changes what it checks: the
 * menu, the header's height, what fits and what shifts at 390 px, a tap made
 * before hydration. The rest (copy, logic, headers, metadata) is the same at any
 * width, and running it twice cost minutes of every `npm test`.
 */
export const PHONE = { tag: "@phone" } as const;

/** axe-core scan for WCAG 2.x A/AA (up to 2.2); returns the violations for a readable diff. */
/**
 * Resolves when every finite animation and transition on the page has finished
 * (a dialog fading in, a toast sliding): axe reads colours mid-fade otherwise.
 * Endless decorative loops (the drifting feed) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * axe's WCAG A/AA violations on the page as it is now, once its animations have settled. In axe's legacy mode, one
 * axe.run in the page, and only the violations gathered: by default AxeBuilder runs axe in each frame, then finishes
 * in a blank page it opens, with every passing node's details; that cost 2.3-3.3 CPU-seconds a run on this 2-core
 * machine (home, /brands, /donation-api/ecommerce, a sample page; 1280 and 390 px), this 1.2-1.7. What legacy mode
 * gives up, cross-origin frames, no page of the site has: its policy lets no other origin in.
 */
export async function axeViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/**
 * What the browser tells assistive technology about the first element matching
 * `selector`, as it computes it (Chromium's accessibility tree, through the
 * DevTools protocol): whether it is left out (`ignored`: hidden, or inert
 * behind a modal dialog) and whether it is expanded (for a `popovertarget`
 * button, the popover's state, with no aria-expanded attribute to read;
 * undefined where it exposes no such state).
 */
export async function exposedToAssistiveTech(page: Page, selector: string): Promise<{ ignored: boolean; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded");
    return { ignored: node?.ignored ?? true, expanded: expanded === undefined ? undefined : Boolean(expanded.value.value) };
  } finally {
    await cdp.detach();
  }
}

/** Whether the browser exposes a control as expanded (exposedToAssistiveTech). */
export const exposedExpanded = async (page: Page, selector: string) => (await exposedToAssistiveTech(page, selector)).expanded;

/**
 * A toast is seen and heard over whatever is open: the element at its middle is
 * the toast's own (nothing covers it, and hit testing skips inert elements, as
 * everything outside a modal dialog is), and the browser exposes it to
 * assistive technology (an inert one is left out).
 */
export async function expectToastOnTop(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await animationsSettled(page);
  const onTop = () =>
    toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
  await expect.poll(onTop, { message: "the toast is on top and not inert" }).toBe(true);
  await toast.evaluate((el) => {
    for (const other of document.querySelectorAll("[data-test-toast]")) other.removeAttribute("data-test-toast");
    el.setAttribute("data-test-toast", "");
  });
  expect((await exposedToAssistiveTech(page, "[data-test-toast]")).ignored, "the toast is exposed to assistive technology").toBe(false);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < MOBILE_BREAKPOINT_PX;

/**
 * Records the layout shifts CLS counts on the next page loaded (all but those
 * within 500 ms of input, so a toast or reply seconds later counts): call before
 * goto, then read. Each shift reads "value: the elements it moved".
 *
 * A font's swap is set aside, by the page's own clocks: the layout that
 * replaces a fallback with its web font (or a fallback face with the next),
 * which depends on when the font is ready, not on the page's code; it is
 * measured where the network is real, on the real-phone profile of
 * `npm run perf` (its CLS column). When a face is ready is read from the face
 * itself (its status turning "loaded", looked at every frame), not from its
 * bytes: on a busy machine the bytes came before the first paint and the swap
 * after it (9 of 12 loads of /donation-api/ecommerce at 6x CPU throttling, its
 * hero's buttons moving 28 px at 1280 px), which a rule on the bytes reported
 * as the page's own. Set aside: for each face that became ready while the page
 * was shown, at most one shift, in the frames around it (100 ms before its
 * frame, 1 s after); every other shift counts. The layout that uses a face can
 * come well after the frame that saw it ready when the main thread is busy:
 * with the CPU contended (two workers and two busy loops on this machine's
 * 2 cores), layout-shifts.spec.ts saw the swap 370 to 890 ms after, and failed
 * there and in full `npm test` runs while the window was 200 ms.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { startTime: number; value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const BEFORE_MS = 100;
    const AFTER_MS = 1000;
    const entries: Shift[] = [];
    // When each font face turned "loaded", by the frame that first saw it.
    const ready: number[] = [];
    const seen = new Set<FontFace>();
    // Faces that turn ready in one frame are laid out in one frame: they move the page once.
    const look = () => {
      let fresh = false;
      for (const face of document.fonts)
        if (face.status === "loaded" && !seen.has(face)) {
          seen.add(face);
          fresh = true;
        }
      if (fresh) ready.push(performance.now());
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    // True once no face is loading and the last one's window has closed: a shift after this is the page's own.
    (window as unknown as { __fontWindowsClosed: () => boolean }).__fontWindowsClosed = () =>
      document.fonts.status === "loaded" &&
      [...document.fonts].every((face) => face.status !== "loading") &&
      performance.now() > Math.max(0, ...ready) + AFTER_MS;
    (window as unknown as { __shifts: () => string[] }).__shifts = () => {
      const swaps = new Set<Shift>();
      for (const at of ready) {
        const swap = entries.find((e) => !swaps.has(e) && e.startTime >= at - BEFORE_MS && e.startTime <= at + AFTER_MS);
        if (swap) swaps.add(swap);
      }
      return entries
        .filter((e) => !swaps.has(e))
        .map((e) => {
          const moved = e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : s.node?.nodeName));
          return `${e.value.toFixed(5)}: ${moved.join(", ")}`;
        });
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) if (!entry.hadRecentInput) entries.push(entry);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: () => string[] }).__shifts());
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
