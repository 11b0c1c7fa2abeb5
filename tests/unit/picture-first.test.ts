/**
 * Picture first (scripts/build/picture-first.mjs, lib/inline/picture-first.js):
 * the rewrite on a real `next build` export page (the hello-world fixture's, as
 * Next writes it), and the loader, run from the very text the pages carry.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkEarlyEvents } from "@/scripts/build/early-events.mjs";
import { pictureFirst } from "@/scripts/build/picture-first.mjs";
import { floorExport, measurePage } from "@/scripts/lib/budgets.mjs";
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

const PICTURE = '<img src="/_pictures/abc-800.webp" alt="" width="800" height="600" loading="eager" fetchPriority="high"/>';
/** Next's own page, given the early events tag as the post-build step gives it, with or without a first picture. */
function nextPage(picture: boolean) {
  const html = linkEarlyEvents(readFileSync(path.join(floorExport(), "index.html"), "utf8"), { src: "/_next/static/early-events.x.js", page: "index.html" });
  return picture ? html.replace(/<body([^>]*)>/, `<body$1>${PICTURE}`) : html;
}
const LOADING_AT_ONCE = /<script\b(?![^>]*noModule)[^>]*\bsrc="[^"]*\/_next\/static\/chunks\//g;

describe("the picture-first rewrite", () => {
  it("holds every chunk tag of a page whose first section shows a picture, in order, and nothing else", () => {
    const before = nextPage(true);
    const srcs = [...before.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((m) => m[1]);
    expect(srcs.length).toBeGreaterThan(2);
    const after = pictureFirst(before, { page: "index.html" });
    expect(after.match(LOADING_AT_ONCE)).toBeNull();
    expect([...after.matchAll(/<script type="text\/plain" data-after-picture="([^"]+)"><\/script>/g)].map((m) => m[1])).toEqual(srcs);
    // Only the tags changed, and Next's preload of a chunk one of them loads anyway is gone.
    const preload = before.match(/<link rel="preload" as="script"[^>]*href="([^"]+)"\/>/);
    expect(preload && srcs).toContain(preload?.[1]);
    const restored = after.replace(/<script type="text\/plain" data-after-picture="([^"]+)"><\/script>/g, '<script src="$1" async=""></script>');
    expect(restored === before.replace(preload![0], "")).toBe(true);
  });

  it("leaves a page without a first picture as Next wrote it", () => {
    const html = nextPage(false);
    expect(pictureFirst(html, { page: "index.html" })).toBe(html);
  });

  it("still counts the held scripts in the page's JavaScript budget", () => {
    const out = mkdtempSync(path.join(tmpdir(), "picture-first-"));
    try {
      cpSync(floorExport(), out, { recursive: true });
      writeFileSync(path.join(out, "_next/static/early-events.x.js"), "void 0;");
      writeFileSync(path.join(out, "as-next.html"), nextPage(true));
      writeFileSync(path.join(out, "held.html"), pictureFirst(nextPage(true), { page: "held.html" }));
      expect(measurePage(out, "held.html", "").js).toBe(measurePage(out, "as-next.html", "").js);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("fails, naming the page, the day Next writes its tags otherwise", () => {
    const deferred = nextPage(true).replace(/<script src="([^"]+)" async=""><\/script>/g, '<script src="$1" defer=""></script>');
    expect(() => pictureFirst(deferred, { page: "out/campaigns/x.html" })).toThrow(
      /^out\/campaigns\/x\.html: its first section has a picture, but none of Next's script tags/,
    );
    const oneOther = nextPage(true).replace(/<script src="([^"]+)" async=""><\/script>/, '<script src="$1" async="" data-x=""></script>');
    expect(() => pictureFirst(oneOther, { page: "out/campaigns/x.html" })).toThrow(
      /^out\/campaigns\/x\.html: after holding Next's scripts for its first picture, these would still load at once: <script src=/,
    );
    const noEarlyEvents = readFileSync(path.join(floorExport(), "index.html"), "utf8").replace(/<body([^>]*)>/, `<body$1>${PICTURE}`);
    expect(() => pictureFirst(noEarlyEvents, { page: "out/x.html" })).toThrow("out/x.html: its first section has a picture, but no early events script");
  });
});

describe("the picture-first loader", () => {
  const LOADER = readInlineScript("picture-first.js");
  const CAP_MS = 3000;

  function setUp({ complete = false } = {}) {
    document.head.innerHTML = ["/a.js", "/b.js", "/c.js"].map((src) => `<script type="text/plain" data-after-picture="${src}"></script>`).join("");
    document.body.innerHTML = PICTURE;
    const img = document.querySelector("img")!;
    Object.defineProperty(img, "complete", { value: complete });
    new Function(LOADER)();
    return img;
  }
  const requested = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

  afterEach(() => jest.useRealTimers());

  it("requests the held scripts, in order, when the picture has loaded, and only once", () => {
    jest.useFakeTimers();
    const img = setUp();
    expect(requested()).toEqual([]);
    img.dispatchEvent(new Event("load"));
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
    expect(document.querySelectorAll("script[data-after-picture]")).toHaveLength(0);
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

  it(`waits no longer than ${CAP_MS} ms for a picture that neither loads nor fails`, () => {
    jest.useFakeTimers();
    setUp();
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });
});
