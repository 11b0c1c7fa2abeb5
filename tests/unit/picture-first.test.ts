/**
 * Picture first (scripts/build/picture-first.mjs, lib/inline/picture-first.js):
 * the rewrite on a real `next build` export page (the hello-world fixture's, as
 * Next writes it), and the loader, run from the very text the pages carry.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkEarlyEvents } from "@/scripts/build/early-events.mjs";
import { payloadApart } from "@/scripts/build/payload-data.mjs";
import { chunkBytesIn, longPole, pictureFirst } from "@/scripts/build/picture-first.mjs";
import { floorExport, measurePage } from "@/scripts/lib/budgets.mjs";
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

const PICTURE = '<img src="/_pictures/abc-800.webp" alt="" width="800" height="600" loading="eager" fetchPriority="high"/>';
/** Next's own page, given the early events tag as the post-build step gives it, with or without a first picture. */
function nextPage(picture: boolean) {
  const html = linkEarlyEvents(readFileSync(path.join(floorExport(), "index.html"), "utf8"), { src: "/_next/static/early-events.x.js", page: "index.html" });
  return picture ? html.replace(/<body([^>]*)>/, `<body$1>${PICTURE}`) : html;
}
/** What each of the fixture's chunks weighs, as the post-build step weighs them. */
const chunkBytes = (src: string) => chunkBytesIn(floorExport())(src);
const LOADING_AT_ONCE = /<script\b(?![^>]*noModule)[^>]*\bsrc="[^"]*\/_next\/static\/chunks\//g;

describe("the picture-first rewrite", () => {
  it("holds every chunk tag of a page whose first section shows a picture, in order, and nothing else", () => {
    const before = nextPage(true);
    const srcs = [...before.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((m) => m[1]);
    expect(srcs.length).toBeGreaterThan(2);
    const after = pictureFirst(before, { page: "index.html", chunkBytes });
    expect(after.match(LOADING_AT_ONCE)).toBeNull();
    expect([...after.matchAll(/<script type="text\/plain" data-after-picture="([^"]+)"(?: data-after-parse="")?><\/script>/g)].map((m) => m[1])).toEqual(srcs);
    // Only the tags changed, and Next's preload of a chunk one of them loads anyway is gone.
    const preload = before.match(/<link rel="preload" as="script"[^>]*href="([^"]+)"\/>/);
    expect(preload && srcs).toContain(preload?.[1]);
    const restored = after.replace(
      /<script type="text\/plain" data-after-picture="([^"]+)"(?: data-after-parse="")?><\/script>/g,
      '<script src="$1" async=""></script>',
    );
    expect(restored === before.replace(preload![0], "")).toBe(true);
  });

  it("marks the long pole, the largest chunks holding at least half the held bytes, to be requested once the page is parsed", () => {
    const after = pictureFirst(nextPage(true), { page: "index.html", chunkBytes });
    const held = [...after.matchAll(/<script type="text\/plain" data-after-picture="([^"]+)"( data-after-parse="")?><\/script>/g)].map((m) => ({
      src: m[1]!,
      bytes: chunkBytes(m[1]!),
      pole: Boolean(m[2]),
    }));
    const total = held.reduce((sum, chunk) => sum + chunk.bytes, 0);
    const pole = held.filter((chunk) => chunk.pole);
    const rest = held.filter((chunk) => !chunk.pole);
    expect(pole.length).toBeGreaterThan(0);
    expect(rest.length).toBeGreaterThan(0);
    // At least half the bytes, each pole chunk at least as large as any other, and none taken past half.
    expect(2 * pole.reduce((sum, chunk) => sum + chunk.bytes, 0)).toBeGreaterThanOrEqual(total);
    expect(Math.min(...pole.map((chunk) => chunk.bytes))).toBeGreaterThanOrEqual(Math.max(...rest.map((chunk) => chunk.bytes)));
    const smallest = Math.min(...pole.map((chunk) => chunk.bytes));
    expect(2 * (pole.reduce((sum, chunk) => sum + chunk.bytes, 0) - smallest)).toBeLessThan(total);
  });

  it("takes the long pole largest first until it holds half the bytes", () => {
    const sizes: Record<string, number> = { a: 10, b: 60, c: 25, d: 5 };
    expect([...longPole(["a", "b", "c", "d"], (src) => sizes[src]!)]).toEqual(["b"]);
    sizes.b = 35;
    expect([...longPole(["a", "b", "c", "d"], (src) => sizes[src]!)]).toEqual(["b", "c"]);
    expect([...longPole(["a"], () => 1)]).toEqual(["a"]);
  });

  it("weighs a chunk as it travels (gzip), and refuses a src outside the export's chunks", () => {
    const src = [...nextPage(true).matchAll(/<script src="([^"]+)" async=""><\/script>/g)][0]![1]!;
    const raw = readFileSync(path.join(floorExport(), src)).length;
    expect(chunkBytes(src)).toBeGreaterThan(0);
    expect(chunkBytes(src)).toBeLessThan(raw);
    expect(() => chunkBytes("/elsewhere/x.js")).toThrow("/elsewhere/x.js is not a chunk of this export");
  });

  it("holds every chunk tag of a page without a first picture for its stylesheet, in order, and nothing else", () => {
    const before = nextPage(false);
    const srcs = [...before.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((m) => m[1]);
    const after = pictureFirst(before, { page: "index.html", chunkBytes });
    expect(after.match(LOADING_AT_ONCE)).toBeNull();
    expect(after).not.toContain("data-after-picture");
    const held = [...after.matchAll(/<script type="text\/plain" data-after-style="([^"]+)"( data-long-pole="")?><\/script>/g)];
    expect(held.map((m) => m[1])).toEqual(srcs);
    // The long pole is marked, as on a page with a first picture: requested with the stylesheet in, the rest a frame later.
    expect(held.filter((m) => m[2]).map((m) => m[1])).toEqual(srcs.filter((src) => longPole(srcs as string[], chunkBytes).has(src!)));
    expect(held.filter((m) => !m[2]).length).toBeGreaterThan(0);
    const preload = before.match(/<link rel="preload" as="script"[^>]*href="([^"]+)"\/>/);
    const restored = after.replace(
      /<script type="text\/plain" data-after-style="([^"]+)"(?: data-long-pole="")?><\/script>/g,
      '<script src="$1" async=""></script>',
    );
    expect(restored === (preload ? before.replace(preload[0], "") : before)).toBe(true);
  });

  it("leaves a page without the early event contract (the editor's, the review page) as Next wrote it", () => {
    const html = readFileSync(path.join(floorExport(), "index.html"), "utf8");
    expect(pictureFirst(html, { page: "admin/index.html", chunkBytes })).toBe(html);
  });

  it("fails, naming the page, the day Next writes a page's tags otherwise, picture or not", () => {
    const deferred = nextPage(false).replace(/<script src="([^"]+)" async=""><\/script>/g, '<script src="$1" defer=""></script>');
    expect(() => pictureFirst(deferred, { page: "out/x.html", chunkBytes })).toThrow(/^out\/x\.html: none of Next's script tags/);
    const oneOther = nextPage(false).replace(/<script src="([^"]+)" async=""><\/script>/, '<script src="$1" async="" data-x=""></script>');
    expect(() => pictureFirst(oneOther, { page: "out/x.html", chunkBytes })).toThrow(
      /^out\/x\.html: after holding Next's scripts for its stylesheet, these would still load at once: <script src=/,
    );
  });

  it("still counts the held scripts in the page's JavaScript budget", () => {
    const out = mkdtempSync(path.join(tmpdir(), "picture-first-"));
    try {
      cpSync(floorExport(), out, { recursive: true });
      writeFileSync(path.join(out, "_next/static/early-events.x.js"), "void 0;");
      writeFileSync(path.join(out, "as-next.html"), nextPage(true));
      writeFileSync(path.join(out, "held.html"), pictureFirst(nextPage(true), { page: "held.html", chunkBytes }));
      expect(measurePage(out, "held.html", "").js).toBe(measurePage(out, "as-next.html", "").js);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("fails, naming the page, the day Next writes its tags otherwise", () => {
    const deferred = nextPage(true).replace(/<script src="([^"]+)" async=""><\/script>/g, '<script src="$1" defer=""></script>');
    expect(() => pictureFirst(deferred, { page: "out/campaigns/x.html", chunkBytes })).toThrow(
      /^out\/campaigns\/x\.html: its first section has a picture, but none of Next's script tags/,
    );
    const oneOther = nextPage(true).replace(/<script src="([^"]+)" async=""><\/script>/, '<script src="$1" async="" data-x=""></script>');
    expect(() => pictureFirst(oneOther, { page: "out/campaigns/x.html", chunkBytes })).toThrow(
      /^out\/campaigns\/x\.html: after holding Next's scripts for its first picture, these would still load at once: <script src=/,
    );
    const noEarlyEvents = readFileSync(path.join(floorExport(), "index.html"), "utf8").replace(/<body([^>]*)>/, `<body$1>${PICTURE}`);
    expect(() => pictureFirst(noEarlyEvents, { page: "out/x.html", chunkBytes })).toThrow(
      "out/x.html: its first section has a picture, but no early events script",
    );
  });
});

describe("the picture-first loader", () => {
  const LOADER = readInlineScript("picture-first.js");
  const CAP_MS = 3000;
  /** Each test's page: a document of its own, so no loader run by another test hears its events. */
  let doc: Document;

  /**
   * A page holding `held` (a src, with " pole" when it is marked data-after-parse), its first picture not in
   * (or in, `complete`), the loader run while it is still being parsed (`parsing`) or after.
   */
  function setUp({ complete = false, parsing = false, held = ["/a.js", "/b.js", "/c.js"] } = {}) {
    doc = document.implementation.createHTMLDocument("");
    doc.head.innerHTML = held
      .map((spec) => spec.split(" "))
      .map(([src, pole]) => `<script type="text/plain" data-after-picture="${src}"${pole ? ' data-after-parse=""' : ""}></script>`)
      .join("");
    doc.body.innerHTML = PICTURE;
    const img = doc.querySelector("img")!;
    Object.defineProperty(img, "complete", { value: complete });
    Object.defineProperty(doc, "readyState", { value: parsing ? "loading" : "complete", configurable: true });
    new Function("document", LOADER)(doc);
    return img;
  }
  const parsed = () => {
    Object.defineProperty(doc, "readyState", { value: "interactive", configurable: true });
    doc.dispatchEvent(new Event("DOMContentLoaded"));
  };
  const requested = () => [...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

  // The paint timing every browser Next supports has (the style-first half of the loader observes it): never reporting here.
  beforeEach(() => {
    Object.defineProperty(window, "PerformanceObserver", {
      value: class {
        observe() {}
      },
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver");
    jest.useRealTimers();
  });

  it("requests the held scripts, in order, when the picture has loaded, and only once", () => {
    jest.useFakeTimers();
    const img = setUp();
    expect(requested()).toEqual([]);
    img.dispatchEvent(new Event("load"));
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    expect(doc.querySelectorAll("script[data-after-picture]")).toHaveLength(0);
    jest.advanceTimersByTime(CAP_MS);
    img.dispatchEvent(new Event("error"));
    expect(requested()).toHaveLength(3);
  });

  it("requests them when the picture fails", () => {
    setUp().dispatchEvent(new Event("error"));
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests them at once when the picture is already in", () => {
    setUp({ complete: true });
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests them the moment the picture loads, before the page is parsed, and the tags the parser reaches later when it is", () => {
    const img = setUp({ parsing: true });
    img.dispatchEvent(new Event("load"));
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    doc.head.insertAdjacentHTML("beforeend", '<script type="text/plain" data-after-picture="/d.js"></script>');
    parsed();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js", "/d.js"]);
  });

  it("requests the long pole once the page is parsed, the rest when the picture is in", () => {
    const img = setUp({ parsing: true, held: ["/small.js", "/big.js pole"] });
    expect(requested()).toEqual([]);
    parsed();
    expect(requested()).toEqual(["/big.js"]);
    img.dispatchEvent(new Event("load"));
    expect(requested()).toEqual(["/small.js", "/big.js"]);
  });

  it("is not released by another picture's load", () => {
    const img = setUp();
    img.insertAdjacentHTML("afterend", '<img src="/other.avif" alt="" loading="lazy"/>');
    img.nextElementSibling!.dispatchEvent(new Event("load"));
    expect(requested()).toEqual([]);
    img.dispatchEvent(new Event("load"));
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it(`waits no longer than ${CAP_MS} ms for a picture that neither loads nor fails`, () => {
    jest.useFakeTimers();
    setUp({ held: ["/a.js", "/b.js pole", "/c.js"] });
    expect(requested()).toEqual(["/b.js"]);
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(requested()).toEqual(["/b.js"]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });
});

describe("the style-first loader", () => {
  const LOADER = readInlineScript("picture-first.js");
  const CAP_MS = 3000;
  let doc: Document;
  /** The paint timing, faked: the observers the loader made, and whether the first paint has been reported. */
  let observers: { callback: () => void; options?: PerformanceObserverInit }[] = [];
  let painted = false;
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback };
      observers.push(this.record);
    }
    observe(options: PerformanceObserverInit) {
      this.record.options = options;
      // A buffered observer hears a paint reported before it observed, as a browser's does (in a task of its own).
      if (painted && options.buffered) setTimeout(this.record.callback, 0);
    }
  }
  /** The browser reports the first paint to every observer of paint timing. */
  const paint = () => {
    painted = true;
    for (const observer of observers) if (observer.options?.type === "paint") observer.callback();
  };

  /**
   * A page holding a.js, b.js (the long pole) and c.js for its two stylesheets (`loaded`: those already in), the loader
   * run while it is parsed (`parsing`) or after, in a browser with paint timing (FakeObserver) and Jest's timers.
   */
  function setUp({ loaded = [] as number[], parsing = false, page = undefined as string | undefined } = {}) {
    jest.useFakeTimers();
    observers = [];
    painted = false;
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true });
    doc = document.implementation.createHTMLDocument("");
    // A page as the post-build step writes it (`page`), or three held tags for two stylesheets.
    if (page) doc.documentElement.innerHTML = page.replace(/^[\s\S]*?<html[^>]*>/, "").replace(/<\/html>[\s\S]*$/, "");
    else
      doc.head.innerHTML =
        '<link rel="preload" as="font" href="/f.woff2"/><link rel="stylesheet" href="/1.css"/><link rel="stylesheet" href="/2.css"/>' +
        '<script type="text/plain" data-after-style="/a.js"></script><script type="text/plain" data-after-style="/b.js" data-long-pole=""></script>' +
        '<script type="text/plain" data-after-style="/c.js"></script>';
    const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    sheets.forEach((link, i) => Object.defineProperty(link, "sheet", { value: loaded.includes(i) ? {} : null, configurable: true }));
    Object.defineProperty(doc, "readyState", { value: parsing ? "loading" : "complete", configurable: true });
    new Function("document", LOADER)(doc);
    return sheets;
  }
  const load = (link: HTMLLinkElement) => {
    Object.defineProperty(link, "sheet", { value: {}, configurable: true });
    link.dispatchEvent(new Event("load"));
  };
  const parsed = () => {
    Object.defineProperty(doc, "readyState", { value: "interactive", configurable: true });
    doc.dispatchEvent(new Event("DOMContentLoaded"));
  };
  const requested = () => [...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver");
    jest.useRealTimers();
  });

  it("requests the long pole once every stylesheet is in, not before, and not for a font; the rest, in order, once the first paint is reported", () => {
    const [first, second] = setUp({ parsing: true });
    doc.querySelector<HTMLLinkElement>('link[rel="preload"]')!.dispatchEvent(new Event("load"));
    load(first!);
    expect(requested()).toEqual([]);
    load(second!);
    expect(requested()).toEqual(["/b.js"]);
    expect(observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    // Tasks and frames before the paint is reported change nothing.
    jest.advanceTimersByTime(100);
    expect(requested()).toEqual(["/b.js"]);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    parsed();
    jest.advanceTimersByTime(CAP_MS);
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests them when a stylesheet fails", () => {
    const [first] = setUp({ parsing: true });
    first!.dispatchEvent(new Event("error"));
    expect(requested()).toEqual(["/b.js"]);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests them when it runs after the stylesheets came in, parsed or not", () => {
    setUp({ loaded: [0, 1], parsing: true });
    expect(requested()).toEqual(["/b.js"]);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    setUp({ loaded: [0, 1] });
    expect(requested()).toEqual(["/b.js"]);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it(`with no paint reported (a page loaded hidden, a browser without paint timing), requests the rest ${CAP_MS} ms after the long pole`, () => {
    setUp({ loaded: [0, 1] });
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(requested()).toEqual(["/b.js"]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests the tags the parser reaches after the stylesheets when it is done: the long pole at once, the rest as the paint, reported before, is heard", () => {
    const sheets = setUp({ parsing: true });
    sheets.forEach(load);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    doc.body.insertAdjacentHTML(
      "beforeend",
      '<script type="text/plain" data-after-style="/d.js"></script><script type="text/plain" data-after-style="/e.js" data-long-pole=""></script>',
    );
    parsed();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js", "/e.js"]);
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js", "/d.js", "/e.js"]);
  });

  it(`waits no longer than ${CAP_MS} ms after parsing for stylesheets that neither load nor fail`, () => {
    setUp({ parsing: true, loaded: [0] });
    parsed();
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/b.js"]);
    paint();
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("requests Next's payload, taken apart from the page (scripts/build/payload-data.mjs), with the rest once the first paint is reported, not with the long pole", () => {
    const { html, payload } = payloadApart(pictureFirst(nextPage(false), { page: "index.html", chunkBytes }), { page: "index.html" });
    setUp({ page: html, loaded: [0] });
    const file = `/_next/static/${payload!.file}`;
    expect(requested().length).toBeGreaterThan(0);
    expect(requested()).not.toContain(file);
    paint();
    expect(requested()).toContain(file);
    expect(doc.querySelectorAll("script[data-after-style]")).toHaveLength(0);
  });
});
