/**
 * The boot script (lib/inline/boot.js), run from the very text the pages carry,
 * with paint timing, visibility and the load event driven by hand.
 */
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

const SCRIPT = readInlineScript("boot.js");
const SRCS = ["/_next/static/chunks/a.js", "/_next/static/chunks/turbopack-b.js"];

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

function boot({ visibility = "visible", readyState = "loading", paintTiming = true } = {}) {
  // A document of its own per test, so no listener from another test answers.
  const document = window.document.implementation.createHTMLDocument("page");
  let onPaint: PaintCallback | null = null;
  const loadListeners: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["largest-contentful-paint", "paint"] : ["resource"];
    constructor(callback: PaintCallback) {
      onPaint = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
  }
  const win = {
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: (type: string, fn: () => void) => {
      if (type === "load") loadListeners.push(fn);
    },
  };
  const tag = document.createElement("script");
  tag.setAttribute("data-boot", SRCS.join(" "));
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => tag });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  new Function("document", "window", SCRIPT)(document, win);
  return {
    paint: (name = "first-contentful-paint") => onPaint?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }),
    load: () => loadListeners.forEach((fn) => fn()),
    hide: () => {
      visibility = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    scripts: () => [...document.head.querySelectorAll("script")].map((s) => ({ src: s.getAttribute("src"), async: s.async })),
    preloads: () =>
      [...document.head.querySelectorAll("link")].map((l) => ({ rel: l.rel, as: l.getAttribute("as"), href: l.getAttribute("href"), priority: l.getAttribute("fetchpriority") })),
  };
}

const asScripts = SRCS.map((src) => ({ src, async: true }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("is shipped without its doc comment, as plain ES5 text", () => {
  expect(SCRIPT.startsWith("(function (doc, win, srcs) {")).toBe(true);
  expect(SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`/);
});

it("requests nothing until the first contentful paint, then each script once, async, in order, in the task after it", () => {
  const page = boot();
  expect(page.preloads()).toEqual([]);
  page.load();
  jest.advanceTimersByTime(100);
  page.paint("first-paint");
  jest.advanceTimersByTime(100);
  expect(page.scripts()).toEqual([]);

  page.paint();
  expect(page.scripts()).toEqual([]);
  jest.advanceTimersByTime(0);
  expect(page.scripts()).toEqual(asScripts);

  page.paint();
  page.hide();
  jest.advanceTimersByTime(5000);
  expect(page.scripts()).toEqual(asScripts);
});

it("starts at the load event in a hidden page", () => {
  const page = boot({ visibility: "hidden" });
  jest.advanceTimersByTime(1000);
  expect(page.scripts()).toEqual([]);
  page.load();
  jest.advanceTimersByTime(0);
  expect(page.scripts()).toEqual(asScripts);
});

it("starts at once in a browser without paint timing whose page has loaded", () => {
  const page = boot({ paintTiming: false, readyState: "complete" });
  jest.advanceTimersByTime(0);
  expect(page.scripts()).toEqual(asScripts);
});

it("starts when the page is hidden before it paints", () => {
  const page = boot();
  page.hide();
  jest.advanceTimersByTime(0);
  expect(page.scripts()).toEqual(asScripts);
});

it("starts 3 s after the load event when no paint is ever reported", () => {
  const page = boot();
  page.load();
  jest.advanceTimersByTime(2999);
  expect(page.scripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(page.scripts()).toEqual(asScripts);
});
