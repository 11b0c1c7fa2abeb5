import { BOOT_SCRIPT, bootAfterPaint, deferBootScripts } from "../../scripts/boot-after-paint.mjs";

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A window whose paint timing and load event the test drives by hand. */
function fakePage({ visibility = "visible", readyState = "loading", paintTiming = true } = {}) {
  document.head.innerHTML = "";
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
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  return {
    win: win as unknown as Window & typeof globalThis,
    paint: (name = "first-contentful-paint") => onPaint?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }),
    load: () => loadListeners.forEach((fn) => fn()),
    hide: () => {
      visibility = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    scripts: () => [...document.head.querySelectorAll("script")].map((s) => ({ src: s.getAttribute("src"), async: s.async })),
  };
}

const SRCS = ["/_next/static/chunks/a.js", "/_next/static/chunks/turbopack-b.js"];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, "visibilityState");
  Reflect.deleteProperty(document, "readyState");
});

describe("bootAfterPaint", () => {
  it("requests nothing until the first contentful paint, then each script once, async, in order", () => {
    const page = fakePage();
    bootAfterPaint(document, page.win, SRCS);
    page.load();
    jest.advanceTimersByTime(100);
    page.paint("first-paint");
    jest.advanceTimersByTime(100);
    expect(page.scripts()).toEqual([]);

    page.paint();
    expect(page.scripts()).toEqual([]); // in a task of its own, after the paint callback
    jest.advanceTimersByTime(0);
    expect(page.scripts()).toEqual(SRCS.map((src) => ({ src, async: true })));

    page.paint();
    page.hide();
    jest.advanceTimersByTime(5000);
    expect(page.scripts()).toHaveLength(SRCS.length);
  });

  it("starts a page hidden before it paints, since no paint will come", () => {
    const page = fakePage();
    bootAfterPaint(document, page.win, SRCS);
    page.hide();
    jest.advanceTimersByTime(0);
    expect(page.scripts()).toHaveLength(SRCS.length);
  });

  it("starts a page that never reports a paint 3 s after the load event", () => {
    const page = fakePage();
    bootAfterPaint(document, page.win, SRCS);
    page.load();
    jest.advanceTimersByTime(2999);
    expect(page.scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.scripts()).toHaveLength(SRCS.length);
  });

  it("starts a background tab at its load event", () => {
    const page = fakePage({ visibility: "hidden" });
    bootAfterPaint(document, page.win, SRCS);
    jest.advanceTimersByTime(1000);
    expect(page.scripts()).toEqual([]);
    page.load();
    jest.advanceTimersByTime(0);
    expect(page.scripts()).toHaveLength(SRCS.length);
  });

  it("without paint timing, starts at once if the page has already loaded", () => {
    const page = fakePage({ paintTiming: false, readyState: "complete" });
    bootAfterPaint(document, page.win, SRCS);
    jest.advanceTimersByTime(0);
    expect(page.scripts()).toHaveLength(SRCS.length);
  });
});

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  "</head><body><h1>Hi</h1>",
  "<script>self.__next_f.push([1])</script>",
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  "</body></html>",
].join("");

describe("deferBootScripts", () => {
  it("replaces the async scripts and their preloads with one boot script listing them", () => {
    const html = deferBootScripts(PAGE);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/x.css"/>');
    expect(html).toContain("<script>self.__next_f.push([1])</script>");
    expect(html).toMatch(/<script data-boot="\/_next\/static\/chunks\/a\.js \/_next\/static\/chunks\/b\.js">[\s\S]+?<\/script><\/body><\/html>$/);
  });

  it("changes nothing the second time, or on a page without async scripts", () => {
    const once = deferBootScripts(PAGE);
    expect(deferBootScripts(once)).toBe(once);
    const plain = "<html><body><p>static</p></body></html>";
    expect(deferBootScripts(plain)).toBe(plain);
  });

  it("refuses a page it cannot rewrite safely", () => {
    expect(() => deferBootScripts('<script src="/a.js" async=""></script>')).toThrow(/<\/body>/);
  });

  it("inlines a script that boots from its own data-boot list", () => {
    const page = fakePage({ paintTiming: false, readyState: "complete" });
    const tag = document.createElement("script");
    tag.setAttribute("data-boot", SRCS.join(" "));
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => tag });
    Object.defineProperty(window, "PerformanceObserver", { configurable: true, value: page.win.PerformanceObserver });
    try {
      new Function("document", "window", BOOT_SCRIPT)(document, window);
      jest.advanceTimersByTime(0);
      expect(page.scripts().map((s) => s.src)).toEqual(SRCS);
    } finally {
      Reflect.deleteProperty(document, "currentScript");
      Reflect.deleteProperty(window, "PerformanceObserver");
    }
  });
});
