/**
 * @jest-environment node
 *
 * What the review compares besides pixels (scripts/build/page-changes.mjs),
 * and which pages a changed content file feeds.
 */
import { contentFileRoutes, normaliseText, pageChanges, redirectChanges, routesFedBy, structuredData, textDiff } from "../../scripts/build/page-changes.mjs";
import { pageFacts } from "../../scripts/build/review-page.mjs";
import { ROUTES } from "@/lib/routes";

const page = ({
  title = "For sponsors",
  description = "d".repeat(100),
  canonical = "https://drops.example/brands",
  data = '{"@type":"WebPage","name":"For sponsors"}',
  text = "For sponsors\nTurn ad spend into drops.",
} = {}) => {
  const html = `<html><head><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="${canonical}"/><script type="application/ld+json">${data}</script></head><body></body></html>`;
  return { html, text, facts: pageFacts(html) };
};

describe("pageChanges", () => {
  test("an identical page has no change, whatever the spacing of its words", () => {
    expect(pageChanges(page(), { ...page(), text: "  For   sponsors \n\n Turn ad spend into drops.\n" })).toEqual([]);
  });

  test("the issue's case: a title-only change is a change", () => {
    expect(pageChanges(page(), page({ title: "For sponsors and agencies" }))).toEqual([
      { kind: "title", base: "For sponsors", branch: "For sponsors and agencies" },
    ]);
  });

  test.each([
    ["description", { description: "e".repeat(100) }],
    ["canonical", { canonical: "https://drops.example/brands-and-agencies" }],
    ["structuredData", { data: '{"@type":"WebPage","name":"For sponsors and agencies"}' }],
    ["text", { text: "For sponsors\nTurn ad spend into donations." }],
  ])("each kind is reported alone: %s", (kind, change) => {
    expect(pageChanges(page(), page(change)).map((c) => c.kind)).toEqual([kind]);
  });

  test("structured data compares as data: key order and spacing do not count", () => {
    expect(structuredData(page({ data: '{ "name": "For sponsors",  "@type": "WebPage" }' }).html)).toBe(structuredData(page().html));
    expect(structuredData("<html></html>")).toBe("");
  });
});

describe("textDiff", () => {
  test("a changed line shows the words that changed; far unchanged lines fold", () => {
    const before = ["Header", "One", "Two", "Three", "For sponsors", "Four", "Footer"].join("\n");
    const after = ["Header", "One", "Two", "Three", "For sponsors and agencies", "Four", "Footer"].join("\n");
    expect(textDiff(before, after)).toEqual([
      { type: "fold", lines: 3 },
      { type: "same", text: "Three" },
      {
        type: "changed",
        parts: [
          { type: "same", text: "For sponsors" },
          { type: "added", text: " and agencies" },
        ],
      },
      { type: "same", text: "Four" },
      { type: "fold", lines: 1 },
    ]);
  });

  test("added and removed lines", () => {
    expect(textDiff("A\nB", "A\nB\nC")).toEqual([
      { type: "fold", lines: 1 },
      { type: "same", text: "B" },
      { type: "added", text: "C" },
    ]);
    expect(textDiff("A\nB\nC", "A\nC")).toEqual([
      { type: "same", text: "A" },
      { type: "removed", text: "B" },
      { type: "same", text: "C" },
    ]);
    expect(textDiff("", "A")).toEqual([{ type: "added", text: "A" }]);
  });

  test("normalised text: one block a line", () => {
    expect(normaliseText(" a  b \n\n\tc\n")).toBe("a b\nc");
  });
});

describe("which pages a content file feeds", () => {
  const routes = ROUTES.map((r) => r.path);

  test("the site's routes are the ones these cases assume", () => {
    expect(routes).toEqual(expect.arrayContaining(["/", "/brands", "/donation-api/loyalty", "/donation-api/charities"]));
  });

  test.each([
    ["lib/content/brands.ts", ["/brands"]],
    ["lib/content/brands.json", ["/brands"]],
    ["lib/content/brands.schema.ts", ["/brands"]],
    ["lib/content/pages/brands.yml", ["/brands"]],
    ["lib/content/home.ts", ["/"]],
    ["lib/content/pages/home.json", ["/"]],
    ["lib/content/donation-api/loyalty.ts", ["/donation-api/loyalty"]],
    ["lib/content/pages/donation-api/loyalty.json", ["/donation-api/loyalty"]],
  ])("a route-named file feeds its route: %s", (file, expected) => {
    expect(routesFedBy(file, routes)).toEqual(expected);
  });

  test("a shared file in a route's folder feeds the routes under it", () => {
    expect(routesFedBy("lib/content/donation-api/shared.ts", routes)).toEqual(routes.filter((r) => r.startsWith("/donation-api/")));
  });

  test.each(["lib/content/layout.ts", "lib/content/droplist.json", "lib/content/social-card.ts", "lib/constants.ts", "lib/content/figures.yml"])(
    "a shared file feeds every page: %s",
    (file) => {
      expect(routesFedBy(file, routes)).toEqual(routes);
    },
  );

  test("only content files count", () => {
    expect(
      contentFileRoutes(["README.md", "lib/droplist.ts", "lib/content/brands.ts", "lib/constants.ts", "app/(site)/brands/page.tsx"], ["/", "/brands"]),
    ).toEqual([
      { file: "lib/content/brands.ts", routes: ["/brands"] },
      { file: "lib/constants.ts", routes: ["/", "/brands"] },
    ]);
  });
});

describe("a page file", () => {
  it("feeds the page at the path it holds, whatever its file is called", () => {
    const routes = ["/", "/brands", "/campaigns/giving-tuesday"];
    const pageFiles = { "lib/content/pages/campaigns-giving-tuesday.json": "/campaigns/giving-tuesday", "lib/content/pages/brands.json": "/brands" };
    expect(routesFedBy("lib/content/pages/campaigns-giving-tuesday.json", routes, pageFiles)).toEqual(["/campaigns/giving-tuesday"]);
    expect(contentFileRoutes(["lib/content/pages/brands.json", "lib/content/layout.json"], routes, pageFiles)).toEqual([
      { file: "lib/content/pages/brands.json", routes: ["/brands"] },
      { file: "lib/content/layout.json", routes },
    ]);
  });
});

test("the redirects a branch adds and removes: one whose target changed is both", () => {
  const kept = { from: "/a", to: "/b", file: "a.json" };
  const retargeted = { from: "/c", to: "/d", file: "c.json" };
  const gone = { from: "/e", to: "/f", file: "e.json" };
  const added = { from: "/g", to: "/h", file: "g.json" };
  expect(redirectChanges([kept, retargeted, gone], [kept, { ...retargeted, to: "/x" }, added])).toEqual({
    added: [{ ...retargeted, to: "/x" }, added],
    removed: [retargeted, gone],
  });
});
