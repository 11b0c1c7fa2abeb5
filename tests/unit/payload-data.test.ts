/**
 * Next's payload apart (scripts/build/payload-data.mjs): the rewrite on a real `next build` export page (the
 * hello-world fixture's, as Next writes it, held by the picture-first step as the post-build step holds it). The
 * loader's requesting it after the first paint is tested with the loader's (tests/unit/picture-first.test.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkEarlyEvents } from "@/scripts/build/early-events.mjs";
import { payloadApart, payloadFile } from "@/scripts/build/payload-data.mjs";
import { chunkBytesIn, pictureFirst } from "@/scripts/build/picture-first.mjs";
import { floorExport, measurePage } from "@/scripts/lib/budgets.mjs";

const PICTURE = '<img src="/_pictures/abc-800.webp" alt="" width="800" height="600" loading="eager" fetchPriority="high"/>';
/** Next's own page, given the early events tag as the post-build step gives it, with or without a first picture. */
function nextPage(picture = false) {
  const html = linkEarlyEvents(readFileSync(path.join(floorExport(), "index.html"), "utf8"), { src: "/_next/static/early-events.x.js", page: "index.html" });
  return picture ? html.replace(/<body([^>]*)>/, `<body$1>${PICTURE}`) : html;
}
/** That page with its chunk tags held, as the post-build step holds them before it takes the payload apart. */
const heldPage = (picture = false) => pictureFirst(nextPage(picture), { page: "index.html", chunkBytes: chunkBytesIn(floorExport()) });
/** The inline scripts a browser would run: no src, no data type. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/\btype="(?!text\/javascript)/.test(attrs!))
    .map(([, , body]) => body!);
/** What running a page's inline scripts pushes onto Next's and Turbopack's queues. */
function pushedBy(html: string) {
  const global: { __next_f?: unknown[]; TURBOPACK?: unknown[] } = {};
  for (const body of inlineScripts(html)) new Function("self", "globalThis", body)(global, global);
  return global;
}

describe("Next's payload apart", () => {
  it("takes every inline script out of the page to a file that pushes what they pushed, the entry last, held with the rest of the chunks", () => {
    const before = heldPage();
    const pushed = pushedBy(before);
    expect(pushed.__next_f!.length).toBeGreaterThan(1);
    expect(pushed.TURBOPACK).toHaveLength(1);
    const { html, payload } = payloadApart(before, { page: "index.html", basePath: "/base" });
    expect(inlineScripts(html)).toEqual([]);
    // Run, the file pushes the same, in the same order; Next's entry last, so Next never starts before its payload is whole.
    const order: string[] = [];
    const global = {
      __next_f: { push: (x: unknown) => order.push(`next ${JSON.stringify(x)}`) } as unknown,
      TURBOPACK: { push: (x: unknown) => order.push(`entry ${JSON.stringify(x)}`) } as unknown,
    };
    new Function("self", "globalThis", payload!.source)(global, global);
    expect(order).toEqual([...pushed.__next_f!.map((x) => `next ${JSON.stringify(x)}`), `entry ${JSON.stringify(pushed.TURBOPACK![0])}`]);
    expect(pushedBy(`<script>${payload!.source}</script>`)).toEqual(pushed);
    expect(payload!.file).toBe(payloadFile(payload!.source));
    expect(payload!.file).toMatch(/^payload\/[0-9a-f]{12}\.js$/);
    // One more held tag, never the long pole: the rest are requested once the first paint is reported.
    expect([...html.matchAll(/<script type="text\/plain" data-after-style="([^"]*\/payload\/[^"]+)"><\/script>/g)].map((m) => m[1])).toEqual([
      `/base/_next/static/${payload!.file}`,
    ]);
    // Nothing else changed.
    expect(html.replace(/<script type="text\/plain" data-after-style="[^"]*\/payload\/[^"]+"><\/script>/, "")).toBe(
      before.replace(/<script\b(?![^>]*\b(?:src|type)=)[^>]*>[\s\S]*?<\/script>/g, ""),
    );
  });

  it("holds it for the first picture on a page that has one, with the rest of the chunks", () => {
    const { html, payload } = payloadApart(heldPage(true), { page: "index.html" });
    expect(html).toContain(`<script type="text/plain" data-after-picture="/_next/static/${payload!.file}"></script>`);
  });

  it("names the file by what it holds", () => {
    expect(payloadFile("a")).toBe(payloadFile("a"));
    expect(payloadFile("a")).not.toBe(payloadFile("b"));
  });

  it("leaves a page without the early event contract (the editor's, the review page) as Next wrote it", () => {
    const html = readFileSync(path.join(floorExport(), "index.html"), "utf8");
    expect(payloadApart(html, { page: "admin/index.html" })).toEqual({ html });
  });

  it("leaves data alone (JSON-LD)", () => {
    const data = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    const { html } = payloadApart(heldPage().replace("</body>", `${data}</body>`), { page: "index.html" });
    expect(html).toContain(data);
  });

  it("fails, naming the page, the day Next writes its inline scripts otherwise", () => {
    const page = heldPage();
    const fails = (html: string) => () => payloadApart(html, { page: "out/x.html" });
    expect(fails(page.replace("</body>", "<script>console.log(1)</script></body>"))).toThrow(
      /^out\/x\.html: an inline script that is not one of Next's pushes \(self\.__next_f, TURBOPACK\): <script>console\.log\(1\)<\/script>…: has next build's output changed\?/,
    );
    expect(fails(page.replace("</body>", "<script>self.__next_f.push(window.x)</script></body>"))).toThrow(
      /^out\/x\.html: one of Next's pushes does not push JSON/,
    );
    expect(fails(page.replace(/<script>(?:self\.__next_f|\(self\.__next_f=)[\s\S]*?<\/script>/g, ""))).toThrow(/^out\/x\.html: no inline self\.__next_f push/);
    const entry = page.match(/<script\b[^>]*>\(globalThis\["TURBOPACK"\][\s\S]*?<\/script>/)![0];
    expect(fails(page.replace(entry, ""))).toThrow(/^out\/x\.html: 0 Turbopack entries where one was expected/);
    expect(fails(page.replace(entry, entry + entry))).toThrow(/^out\/x\.html: 2 Turbopack entries where one was expected/);
    expect(fails(nextPage())).toThrow(/^out\/x\.html: no held chunk tag/);
  });

  it("still counts the payload in the page's budget, as the payload, not as JavaScript", () => {
    const out = mkdtempSync(path.join(tmpdir(), "payload-"));
    try {
      cpSync(floorExport(), out, { recursive: true });
      writeFileSync(path.join(out, "_next/static/early-events.x.js"), "void 0;");
      const before = heldPage();
      const { html, payload } = payloadApart(before, { page: "apart.html" });
      mkdirSync(path.join(out, "_next/static/payload"), { recursive: true });
      writeFileSync(path.join(out, "_next/static", payload!.file), payload!.source);
      writeFileSync(path.join(out, "held.html"), before);
      writeFileSync(path.join(out, "apart.html"), html);
      const [held, apart] = [measurePage(out, "held.html", ""), measurePage(out, "apart.html", "")];
      expect(apart.js).toBe(held.js);
      // The same pushes, weighed as they travel: within a few bytes of Next's.
      expect(Math.abs(apart.rsc - held.rsc)).toBeLessThan(held.rsc * 0.1);
      expect(apart.html).toBeLessThan(held.html);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
