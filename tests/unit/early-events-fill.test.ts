import { earlyEventsFile, linkEarlyEvents, minifyInline } from "@/scripts/build/early-events.mjs";
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

const page = (tag = "") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${tag}<link rel="stylesheet" href="/a.css"/></head><body><script>self.__next_f.push([1,""])</script></body></html>`;
const tag = (src: string) => `<script data-early-events="" src="${src}" async="" blocking="render"></script>`;

describe("the early event contract, shipped once as its own file", () => {
  it("goes first in <head>, right after the charset, and is pointed at a new file when the step runs again", () => {
    const once = linkEarlyEvents(page(), { src: "/early-events.abc.js", page: "out/index.html" });
    expect(once).toBe(page(tag("/early-events.abc.js")));
    expect(linkEarlyEvents(once, { src: "/early-events.def.js", page: "out/index.html" })).toBe(page(tag("/early-events.def.js")));
  });

  it("fails naming the page when the head is not as expected or the tag is doubled", () => {
    expect(() => linkEarlyEvents(page().replace('<meta charSet="utf-8"/>', ""), { src: "/x.js", page: "out/brands.html" })).toThrow(/out\/brands\.html/);
    expect(() => linkEarlyEvents(page(tag("/x.js") + tag("/x.js")), { src: "/x.js", page: "out/brands.html" })).toThrow(/found 2/);
  });

  it("leaves a page without the site's layout alone", () => {
    expect(linkEarlyEvents("<html><body>review</body></html>", { src: "/x.js", page: "out/_review/index.html" })).toBe("<html><body>review</body></html>");
  });

  it("minifies the contract to ES5 and names its file by its content", () => {
    const min = minifyInline(readInlineScript("early-events.js"));
    expect(min.length).toBeLessThan(readInlineScript("early-events.js").length * 0.75);
    expect(min).not.toMatch(/=>|\bconst\b|\blet\b|`/);
    expect(earlyEventsFile(min)).toMatch(/^early-events\.[0-9a-f]{12}\.js$/);
    expect(earlyEventsFile(min + ";")).not.toBe(earlyEventsFile(min));
  });
});
