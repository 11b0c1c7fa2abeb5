/**
 * @jest-environment node
 *
 * The checks every exported page gets with no browser (scripts/check-pages.mjs),
 * on HTML shaped as Next writes it: npm test runs them over the real export.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkPages, pageProblems } from "../../scripts/check-pages.mjs";
import { PAGES_DIR, SAMPLES_PATH } from "@/lib/content/page-files.mjs";

const head = ({ canonical = "http://localhost:3000/a/b", image = "http://localhost:3000/og/a-b.png", robots = "", description = "Words." } = {}) =>
  `<head><meta charSet="utf-8"/><title>A page | Site</title>` +
  (description ? `<meta name="description" content="${description}"/>` : "") +
  (robots ? `<meta name="robots" content="${robots}"/>` : "") +
  (canonical ? `<link rel="canonical" href="${canonical}"/>` : "") +
  (image ? `<meta property="og:image" content="${image}"/>` : "") +
  `</head>`;
const body = ({ h1s = 1, header = `<header data-look="solid" class="fixed">x</header>`, inMain = "" } = {}) =>
  `<body><a href="#main">skip</a>${header}<main id="main" tabindex="-1">${`<h1 id="t" class="x">Words</h1>`.repeat(h1s)}${inMain}</main><footer class="f">y</footer></body>`;
const html = (h = head(), b = body()) => `<!DOCTYPE html><html lang="en">${h}${b}</html>`;
const check = (page: string, route = "/a/b", exists = (p: string) => p === "/og/a-b.png") => pageProblems({ route, html: page, exists });

test("a whole page has no problem", () => {
  expect(check(html())).toEqual([]);
});

test("one h1, no more, no fewer", () => {
  expect(check(html(head(), body({ h1s: 0 })))).toEqual(["has 0 h1 headings, not one"]);
  expect(check(html(head(), body({ h1s: 2 })))).toEqual(["has 2 h1 headings, not one"]);
});

test("the banner and contentinfo landmarks are a header and a footer outside main", () => {
  expect(check(html(head(), body({ header: "" })))).toEqual(["has no banner landmark (a <header> outside <main>)"]);
  expect(check(html(head(), body({ header: "", inMain: "<header>in a section</header>" })))).toEqual(["has no banner landmark (a <header> outside <main>)"]);
  expect(check(html().replace(/<footer[^]*<\/footer>/, ""))).toEqual(["has no contentinfo landmark (a <footer> outside <main>)"]);
  expect(check(html().replace(/<main[^>]*>|<\/main>/g, ""))).toContain("has no single <main> landmark");
});

test("its metadata: a description, a canonical URL at its own path, a social card in the export", () => {
  expect(check(html(head({ description: "" })))).toEqual(["has no description"]);
  expect(check(html(head({ canonical: "" })))).toEqual(["has no canonical URL"]);
  expect(check(html(head({ canonical: "http://localhost:3000/a" })))).toEqual(["has its canonical URL at http://localhost:3000/a, not its own path"]);
  expect(check(html(head({ image: "" })))).toEqual(["has no social card (og:image)"]);
  expect(check(html(head({ image: "http://localhost:3000/og/gone.png" })))).toEqual(["has a social card /og/gone.png that is not in the export"]);
  expect(check(html(head()).replace(/<title>[^<]*<\/title>/, ""))).toEqual(["has no title"]);
});

test("under a preview's prefix, the canonical URL and the card are under it too", () => {
  const page = html(head({ canonical: "http://x/preview/b/a/b", image: "http://x/preview/b/og/a-b.png" }));
  expect(pageProblems({ route: "/a/b", html: page, exists: (p) => p === "/og/a-b.png", basePath: "/preview/b" })).toEqual([]);
});

test("a sample page is never indexed and has no canonical URL", () => {
  const route = `${SAMPLES_PATH}/1`;
  expect(check(html(head({ canonical: "", image: "", robots: "noindex, nofollow" })), route)).toEqual([]);
  expect(check(html(head({ canonical: "", image: "" })), route)).toEqual(["is a sample page without noindex"]);
  expect(check(html(head({ image: "", robots: "noindex, nofollow" })), route)).toEqual(["is a sample page with a canonical URL"]);
});

/** Runs `check` in a project of its own, deleted after: its export's folder (out, with a social card) and its page files' folder. */
function inProject(check: (dir: string, out: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "check-pages-"));
  try {
    const out = path.join(dir, "out");
    mkdirSync(path.join(out, "og"), { recursive: true });
    mkdirSync(path.join(dir, PAGES_DIR), { recursive: true });
    writeFileSync(path.join(out, "og", "card.png"), "");
    check(dir, out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a title is one page's own: the second page with it is named, with the first", () => {
  inProject((dir, out) => {
    const page = (route: string, title: string) => html(head({ canonical: `http://x${route}`, image: "http://x/og/card.png" }).replace("A page | Site", title));
    writeFileSync(path.join(out, "a.html"), page("/a", "One"));
    writeFileSync(path.join(out, "b.html"), page("/b", "Two"));
    writeFileSync(path.join(out, "c.html"), page("/c", "One"));
    const { pages } = checkPages(out, { projectRoot: dir, basePath: "" });
    expect(pages).toEqual([
      { route: "/a", problems: [] },
      { route: "/b", problems: [] },
      { route: "/c", problems: ['has the title "One" of /a: a title is a page\'s own'] },
    ]);
  });
});

test("the sitemap lists every page file's page and no page the export lacks; a page file with no page is named", () => {
  inProject((dir, out) => {
    for (const [name, route] of [
      ["a", "/a"],
      ["b", "/b"],
      ["c", "/c"],
    ]) {
      writeFileSync(path.join(dir, PAGES_DIR, `${name}.json`), JSON.stringify({ path: route }));
      if (name !== "c") writeFileSync(path.join(out, `${name}.html`), html(head({ canonical: `http://x${route}`, image: "http://x/og/card.png" })));
    }
    const sitemap = (paths: string[]) =>
      writeFileSync(path.join(out, "sitemap.xml"), `<urlset>${paths.map((p) => `<url><loc>https://x.example${p}</loc></url>`).join("")}</urlset>`);
    sitemap(["/a", "/z"]);
    expect(checkPages(out, { projectRoot: dir, basePath: "" }).missing).toEqual([
      `${PAGES_DIR}/c.json: its page /c is not in the export`,
      "sitemap.xml lists /z, which is not a page of the export",
      `${PAGES_DIR}/b.json: its page /b is not in sitemap.xml`,
      `${PAGES_DIR}/c.json: its page /c is not in sitemap.xml`,
    ]);
    rmSync(path.join(out, "sitemap.xml"));
    expect(checkPages(out, { projectRoot: dir, basePath: "" }).missing).toContain("the export has no sitemap.xml");
  });
});

test("a page hidden from search engines is marked noindex and left out of the sitemap; each breach is named", () => {
  inProject((dir, out) => {
    const write = (name: string, route: string, hidden: boolean, robots: string) => {
      writeFileSync(path.join(dir, PAGES_DIR, `${name}.json`), JSON.stringify({ path: route, ...(hidden ? { hideFromSearch: true } : {}) }));
      writeFileSync(path.join(out, `${name}.html`), html(head({ canonical: `http://x${route}`, image: "http://x/og/card.png", robots })));
    };
    write("a", "/a", false, "");
    write("sent", "/sent", true, "noindex, follow");
    write("quiet", "/quiet", true, "");
    writeFileSync(path.join(out, "sitemap.xml"), `<urlset><url><loc>https://x.example/a</loc></url><url><loc>https://x.example/quiet</loc></url></urlset>`);
    expect(checkPages(out, { projectRoot: dir, basePath: "" }).missing).toEqual([
      `${PAGES_DIR}/quiet.json: its page /quiet is hidden from search engines, without noindex`,
      `${PAGES_DIR}/quiet.json: its page /quiet is hidden from search engines, and in sitemap.xml`,
    ]);
  });
});
