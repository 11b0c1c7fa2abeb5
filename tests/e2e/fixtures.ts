import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { MOBILE_BREAKPOINT_PX } from "../../lib/constants";
import { DROPLIST_ENDPOINT, ENQUIRY_ENDPOINT } from "../../lib/form-outcomes";

/** The only paths a page of the site posts to: what a visitor sends is kept there (functions/api/). */
const KEEPING_PATHS = [DROPLIST_ENDPOINT, ENQUIRY_ENDPOINT, "/api/team/people"];

/**
 * Every e2e test runs with these guards, checked when the test ends:
 * - no request to another origin, and none other than GET/HEAD but a POST to the site's own keeping endpoints (the
 *   Droplist's and the partner enquiry's, and the team's view removing a person);
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
        const { origin: to, pathname } = new URL(url);
        if (to !== origin) bad.push(`other origin: ${url}`);
        // Under a preview's base path too (where no Function answers them).
        else if (request.method() === "POST" && KEEPING_PATHS.some((keeping) => pathname.endsWith(keeping))) return;
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
 * Every control a keyboard can reach whose focus indicator does not stand out 3:1 from what is around it (WCAG 1.4.11,
 * non-text contrast), or that shows no focus state at all. One Tab puts the page in the keyboard's mode; then each
 * control the Tab key stops at (shown, not inert, in document order) is focused in turn in one pass in the page, as
 * :focus-visible matches it after a key. The indicator is the outline where there is one (the site's ring, drawn
 * outside the control, over whatever is behind it; inside it, over its own background, where its offset is negative);
 * a control that draws its own instead (a ring of box-shadow, a border) passes when one of its colours does. What is
 * behind is read at four points of the ring from the layers the browser stacks there (a fixed header's see-through
 * links over a dark hero included), every colour of a gradient counted. Colours are read through a canvas, so whatever
 * notation the browser computes (rgb, oklab, color-mix) is compared the same way.
 */
export async function weakFocusIndicators(page: Page) {
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const { reached, weak } = await page.evaluate(() => {
    const ctx = Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", { willReadFrequently: true })!;
    const rgba = (css: string): number[] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const colours = (value: string) => (value.match(/(?:rgba?|oklab|oklch|color|lab|lch|hsla?)\([^()]*\)|#[0-9a-f]{3,8}\b/gi) ?? []).map(rgba);
    const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat(1);
    const luminance = (c: number[]) =>
      c.slice(0, 3).reduce((sum, v, i) => {
        const s = v / 255;
        return sum + [0.2126, 0.7152, 0.0722][i]! * (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
      }, 0);
    const contrast = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]',
      ),
    ].filter((el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true, opacityProperty: false }));
    const weak: { control: string; contrast: number; indicator: string; behind: string }[] = [];
    for (const el of tabbable) {
      // A ring of box-shadow or a border counts only where focus changes it (a button's resting shadow is no indicator).
      const resting = getComputedStyle(el);
      const [restingShadow, restingBorder] = [resting.boxShadow, resting.borderTopColor];
      el.focus();
      const name = (el.getAttribute("aria-label") || el.textContent || el.tagName).replace(/\s+/g, " ").trim().slice(0, 60);
      const control = `${el.tagName.toLowerCase()} "${name}"`;
      if (!el.matches(":focus-visible")) {
        weak.push({ control, contrast: 0, indicator: "no :focus-visible", behind: "" });
        continue;
      }
      // Where the focus scrolled it (smoothly, unless motion is reduced), at once.
      el.scrollIntoView({ block: "center", behavior: "instant" });
      const style = getComputedStyle(el);
      const ring = parseFloat(style.outlineOffset) + Math.max(parseFloat(style.outlineWidth), 1) / 2;
      const layersAt = (x: number, y: number) => {
        const layers: number[][][] = [];
        for (const node of document.elementsFromPoint(x, y)) {
          if (node !== el && el.contains(node)) continue;
          if (node === el && ring >= 0) continue;
          const nodeStyle = getComputedStyle(node);
          const gradient = colours(nodeStyle.backgroundImage);
          const fill = rgba(nodeStyle.backgroundColor);
          if (gradient.length) layers.push(gradient);
          if (fill[3]! > 0) layers.push([fill]);
          if (fill[3] === 1 || (gradient.length && gradient.every((c) => c[3] === 1))) break;
        }
        let stacked: number[][] = [[255, 255, 255, 1]];
        for (const layer of layers.reverse()) stacked = layer.flatMap((top) => stacked.map((under) => over(top, under)));
        return stacked;
      };
      const box = el.getBoundingClientRect();
      const points = [
        [box.left - ring, box.top + box.height / 2],
        [box.right + ring, box.top + box.height / 2],
        [box.left + box.width / 2, box.top - ring],
        [box.left + box.width / 2, box.bottom + ring],
      ]
        .filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight)
        // Not where the fixed header covers the ring (a tall control centred in the view reaches under it).
        .filter(([x, y]) => !(document.elementFromPoint(x!, y!)?.closest("header") && !el.closest("header")));
      const behind = points.flatMap(([x, y]) => layersAt(x!, y!));
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== restingShadow ? colours(style.boxShadow) : [];
      const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopColor !== restingBorder ? [rgba(style.borderTopColor)] : [];
      const indicators = outline ? [rgba(style.outlineColor)] : [...shadow, ...border].filter((c) => c[3]! > 0);
      const best = Math.max(0, ...indicators.map((c) => Math.min(...behind.map((b) => contrast(over(c, b), b)))));
      if (best < 3) {
        weak.push({
          control,
          contrast: Math.round(best * 100) / 100,
          indicator: outline ? style.outlineColor : style.boxShadow,
          behind: JSON.stringify(behind.map((c) => c.slice(0, 3).map(Math.round))),
        });
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
    return { reached: tabbable.length, weak };
  });
  expect(reached, "controls the Tab key reaches").toBeGreaterThan(0);
  return weak;
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
/** Whether the element a tap at the middle of `target` would reach is `target` or inside it: nothing covers it there. */
export const atItsOwnMiddle = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

export async function expectToastOnTop(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await animationsSettled(page);
  await expect.poll(() => atItsOwnMiddle(toast), { message: "the toast is on top and not inert" }).toBe(true);
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
/**
 * The paths of Next's chunks the page requests, in the order it requests them (a live list), for the
 * script-loading checks (scripts/build/picture-first.mjs): which chunks go, and when.
 */
export function chunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/_next/static/chunks/") && pathname.endsWith(".js")) chunks.push(pathname);
  });
  return chunks;
}

/** A gate a routed response waits at until `release()`: the test holds a resource, looks, then lets it through. */
export function gate(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
