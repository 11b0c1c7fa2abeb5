/**
 * @jest-environment node
 *
 * The export's link check (scripts/check-links.mjs): every URL a page names that is a file of this export resolves.
 */
import { brokenLinks, pageLinks } from "../../scripts/check-links.mjs";

const FILES = new Set([
  "/index.html",
  "/brands.html",
  "/campaigns/spring.html",
  "/docs/index.html",
  "/_next/static/a.js",
  "/pictures/p-480.avif",
  "/pictures/p-960.avif",
]);
const page = (route: string, body: string) => ({ route, html: `<!doctype html><html><head></head><body>${body}</body></html>` });

test("finds the URLs of links, scripts, stylesheets, pictures and each srcset candidate, entities decoded", () => {
  const urls = pageLinks(
    '<link rel="stylesheet" href="/a.css"><script src="/_next/static/a.js"></script><a href="/brands?x=1&amp;y=2">B</a><img src="/p.png" srcset="/pictures/p-480.avif 480w, /pictures/p-960.avif 960w"><video poster="/v.jpg"></video>',
  );
  expect(urls).toEqual([
    { url: "/a.css", attribute: "href" },
    { url: "/_next/static/a.js", attribute: "src" },
    { url: "/brands?x=1&y=2", attribute: "href" },
    { url: "/p.png", attribute: "src" },
    { url: "/pictures/p-480.avif", attribute: "srcset" },
    { url: "/pictures/p-960.avif", attribute: "srcset" },
    { url: "/v.jpg", attribute: "poster" },
  ]);
});

test("a page, a pretty URL, a folder's index, an asset and a relative link resolve; other origins and schemes are not this export's", () => {
  const { broken, checked } = brokenLinks(
    [
      page("/", '<a href="/brands">B</a><a href="brands#top">B</a><a href="/docs/">D</a><script src="/_next/static/a.js"></script>'),
      page(
        "/campaigns/spring",
        '<a href="../brands">B</a><a href="/">Home</a><a href="mailto:a@b.example">Mail</a><a href="https://drops.example/nowhere">Site</a><img srcset="/pictures/p-480.avif 1x">',
      ),
    ],
    FILES,
  );
  expect(broken).toEqual([]);
  expect(checked).toBe(7);
});

test("a link to a page no file is, and an asset that is missing, are named with the page they are on", () => {
  const { broken } = brokenLinks(
    [page("/brands", '<a href="/campaigns/autumn">A</a><img srcset="/pictures/p-480.avif 480w, /pictures/p-1280.avif 1280w">')],
    FILES,
  );
  expect(broken).toEqual([
    { url: "/campaigns/autumn", page: "/brands", problem: "no such file" },
    { url: "/pictures/p-1280.avif", page: "/brands", problem: "no such file" },
  ]);
});
