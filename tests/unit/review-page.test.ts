/**
 * @jest-environment node
 *
 * The review page's reading of an exported page (scripts/build/review-page.mjs):
 * what a search engine and a social network take from it, and its limits.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  pageFacts,
  problemsOf,
  REVIEW_CSS,
  reviewHtml,
  reviewRoutes,
  routeFile,
  sitemapPaths,
  snippetFlags,
  summaryLine,
} from "../../scripts/build/review-page.mjs";
import { PAGES_DIR } from "../../lib/content/page-files.mjs";
import { expectReviewPage } from "./helpers/review-html";

const PAGE = `<!DOCTYPE html><html><head><title>For brands | Drops</title>
<meta name="description" content="Turn ad spend into donations &amp; more: people&#x27;s &quot;drops&quot;."/>
<link rel="canonical" href="https://drops.example/preview/x/brands"/>
<meta name="robots" content="noindex, nofollow"/>
<meta property="og:title" content="For brands | Drops"/>
<meta property="og:image" content="https://drops.example/preview/x/og/brands.png"/>
<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>
<meta property="og:image:alt" content="For brands | Drops"/>
<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Organization"},{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["Product","Service"]}]}]</script>
</head><body></body></html>`;

test("reads title, description, canonical, robots, the social card and every structured-data type", () => {
  expect(pageFacts(PAGE)).toEqual({
    title: "For brands | Drops",
    description: `Turn ad spend into donations & more: people's "drops".`,
    canonical: "https://drops.example/preview/x/brands",
    robots: "noindex, nofollow",
    ogImage: "https://drops.example/preview/x/og/brands.png",
    ogImageAlt: "For brands | Drops",
    ogImageWidth: 1200,
    ogImageHeight: 630,
    ogTitle: "For brands | Drops",
    structuredDataTypes: ["Organization", "WebPage", "Product", "Service"],
  });
  expect(pageFacts("<html><head></head></html>")).toMatchObject({ title: undefined, description: undefined, structuredDataTypes: [] });
});

test("flags a title or description a search result would cut off, or one too short, in words", () => {
  expect(snippetFlags({ title: "For brands | Drops", description: "x".repeat(120) })).toEqual([
    { ok: true, text: "Title: 18 characters (10–60)" },
    { ok: true, text: "Description: 120 characters (70–160)" },
  ]);
  expect(snippetFlags({ title: "t".repeat(61), description: "short" })).toEqual([
    { ok: false, text: "Title: 61 characters, over 60: search results cut it off" },
    { ok: false, text: "Description: 5 characters, under 70: search engines may write their own" },
  ]);
  expect(snippetFlags({})[0]).toEqual({ ok: false, text: "Title: missing" });
});

test("routes come from the sitemap, without origin or sub-path, and map to their files", () => {
  const xml =
    "<urlset><url><loc>https://drops.example/preview/x</loc></url><url><loc>https://drops.example/preview/x/donation-api/loyalty</loc></url></urlset>";
  expect(sitemapPaths(xml, "/preview/x")).toEqual(["/", "/donation-api/loyalty"]);
  expect(sitemapPaths("<urlset><url><loc>https://drops.example</loc></url></urlset>")).toEqual(["/"]);
  expect(() => sitemapPaths("<urlset></urlset>")).toThrow(/no URL/);
  expect(["/", "/donation-api/loyalty"].map(routeFile)).toEqual(["index.html", "donation-api/loyalty.html"]);
});

test("a route's card shows the page's own image, its real size declared; text is escaped; over budget is flagged", () => {
  const facts = { ...pageFacts(PAGE), title: "<b>Bold</b> & brave" };
  const html = reviewHtml({ entries: [{ route: "/brands", facts, js: 200 * 1024, budget: 150 * 1024 }], basePath: "/preview/x" });
  expectReviewPage(html, [
    `<img src="/preview/x/og/brands.png" width="1200" height="630" alt="For brands | Drops"`,
    "&lt;b&gt;Bold&lt;/b&gt; &amp; brave",
    "200.0 kB of 150.0 kB budget: over budget",
    '<a href="/preview/x/brands">/brands</a>',
    '<meta name="robots" content="noindex, nofollow">',
  ]);
});

describe("the marketer's checklist", () => {
  const facts = pageFacts(PAGE);
  const entry = (route: string, over: Partial<typeof facts> = {}, js = 100 * 1024) => ({ route, facts: { ...facts, ...over }, js, budget: 150 * 1024 });
  const good = { title: "For brands | Drops", description: "d".repeat(100) };
  const route = (path: string, status: string) => ({ path, status, shots: [{ width: 390, changedShare: status === "changed" ? 0.01 : 0 }], changes: [] });
  const visual = {
    base: "main",
    widths: [390],
    routes: [route("/", "unchanged"), route("/brands", "changed"), route("/charities", "changed")],
    contentFiles: [],
  };

  test("problems: a length a search result would cut, a missing card, a page over its JavaScript budget", () => {
    expect(problemsOf([entry("/", good), entry("/brands", { ...good, title: "t".repeat(61), ogImage: undefined }, 200 * 1024)])).toEqual([
      { route: "/brands", text: "Title: 61 characters, over 60: search results cut it off" },
      { route: "/brands", text: "No social card (og:image missing)" },
      { route: "/brands", text: "Initial JavaScript 200.0 kB, over the 150.0 kB budget" },
    ]);
  });

  test("the summary line comes first, in words", () => {
    expect(summaryLine(visual, [])).toBe("2 pages changed, 0 problems");
    expect(summaryLine({ ...visual, routes: [route("/", "changed")] }, [{ route: "/", text: "x" }])).toBe("1 page changed, 1 problem");
    expect(summaryLine(null, [])).toBe("Not compared with the base branch yet, 0 problems");
    const html = reviewHtml({ entries: [entry("/", good), entry("/brands", { ...good, description: "short" })], visual });
    expect(html).toMatch(
      /<h1>Preview review<\/h1>\n<p class="summary">2 pages changed, 1 problem<\/p>\n<ul class="problems"><li><a href="#route-brands">\/brands<\/a>: Description: 5 characters/,
    );
  });

  test("lists the content files the branch changed, each linking the pages it feeds", () => {
    const html = reviewHtml({
      entries: [],
      basePath: "/preview/x",
      visual: {
        ...visual,
        contentFiles: [
          { file: "lib/content/brands.ts", routes: ["/brands"] },
          { file: "lib/constants.ts", routes: ["/", "/brands", "/charities"] },
        ],
      },
    });
    expect(html).toContain('<li><code>lib/content/brands.ts</code> feeds <a href="/preview/x/brands">/brands</a></li>');
    expect(html).toContain(
      '<li><code>lib/constants.ts</code> feeds every page: <a href="/preview/x/">/</a>, <a href="/preview/x/brands">/brands</a>, <a href="/preview/x/charities">/charities</a></li>',
    );
    expect(reviewHtml({ entries: [], visual })).toContain("None: this branch changed no file under lib/content/ or lib/constants.*.");
  });

  test("lists the redirects the branch adds and removes, each from its old address to where it sends", () => {
    const redirects = {
      added: [{ from: "/old-address", to: "/new-address", file: `${PAGES_DIR}/moved.json` }],
      removed: [{ from: "/moved-back", to: "/elsewhere", file: `${PAGES_DIR}/back.json` }],
    };
    const html = reviewHtml({ entries: [], basePath: "/preview/x", visual: { ...visual, redirects } });
    expect(html).toContain(
      `<li><code>/old-address</code> → <a href="/preview/x/new-address">/new-address</a>: new on this branch (<code>${PAGES_DIR}/moved.json</code>)`,
    );
    expect(html).toContain('<li><code>/moved-back</code> → <a href="/preview/x/elsewhere">/elsewhere</a>: removed on this branch');
    expect(reviewHtml({ entries: [], visual })).toContain("None: this branch adds and removes no redirect.");
  });

  test("social cards show at the size a feed shows them, not 1200 px wide", () => {
    expect(REVIEW_CSS).toContain(".card img{display:block;width:500px;max-width:100%;height:auto}");
    expect(REVIEW_CSS).not.toMatch(/width:1200px/);
  });
});

test("the review shows the sitemap's routes, then the pages hidden from search engines the export has", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "review-routes-"));
  try {
    const out = path.join(dir, "out");
    mkdirSync(path.join(dir, PAGES_DIR), { recursive: true });
    mkdirSync(out, { recursive: true });
    for (const [name, route, hidden] of [
      ["home", "/", false],
      ["sent", "/sent", true],
      ["gone", "/gone", true],
    ] as const) {
      writeFileSync(path.join(dir, PAGES_DIR, `${name}.json`), JSON.stringify({ path: route, ...(hidden ? { hideFromSearch: true } : {}) }));
      // A hidden page the export lacks (built without it) is not shown.
      if (name !== "gone") writeFileSync(path.join(out, routeFile(route)), "<html></html>");
    }
    writeFileSync(path.join(out, "sitemap.xml"), "<urlset><url><loc>https://x.example</loc></url></urlset>");
    expect(reviewRoutes(out)).toEqual(["/", "/sent"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
