/**
 * @jest-environment node
 *
 * The change report (scripts/review.mjs) on two small fixture sites: it must
 * flag the route whose rendering changed, pass the one that did not (though it
 * prints the time and a random number: both are fixed), report a page only the
 * branch has, flag each kind of change a marketer can make with nothing else
 * (title, description, canonical URL, social card, structured data, words),
 * even where no pixel moves, and the review page must list them so.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { comparePngs, compareSites } from "../../scripts/review.mjs";
import { freePort, serveFolder } from "../../scripts/real-phone.mjs";
import { reviewHtml } from "../../scripts/build/review-page.mjs";

// About 30 screenshots; a loaded machine takes seconds for each.
jest.setTimeout(360_000);

const fixtures = path.join(__dirname, "..", "fixtures", "review");
type Change = { kind: string; base?: string | null; branch?: string | null; diff?: string; changedShare?: number };
type Result = { path: string; status: string; shots: { width: number; changedShare?: number; base?: string; branch?: string; diff?: string }[]; changes: Change[] };
let reviewDir: string;
let kindsDir: string;
let sites: string;
let results: Result[];

/** A page with everything a marketer can change; each "kind" route changes one of them on the branch. */
const KINDS = {
  title: { title: "For brands and agencies" },
  description: { description: "Turn ad spend into donations people choose, and show the drops your campaign added up to, week by week." },
  canonical: { canonical: "https://drops.example/kinds/canonical-moved" },
  socialCard: { card: "moved" },
  structuredData: { data: { "@context": "https://schema.org", "@type": "WebPage", name: "For brands and agencies" } },
  text: { words: "Turn ad spend into donations." },
} as const;
type Parts = { title?: string; description?: string; canonical?: string; card?: string; data?: object; words?: string };
function kindPage(route: string, parts: Parts = {}) {
  const {
    title = "For brands",
    description = "Turn ad spend into donations people choose, and show the drops your campaign added up to.",
    canonical = `https://drops.example${route}`,
    card = "card",
    data = { "@context": "https://schema.org", "@type": "WebPage", name: "For brands" },
    words = "Turn ad spend into drops.",
  } = parts;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${description}"><link rel="canonical" href="${canonical}">
<meta property="og:image" content="https://drops.example/og/${card}.png"><meta property="og:image:width" content="240"><meta property="og:image:height" content="126">
<script type="application/ld+json">${JSON.stringify(data)}</script>
<style>body{margin:0;font:20px/1.4 sans-serif}h1{color:#123;padding:24px}p{padding:0 24px}</style></head>
<body><h1>Kinds of change</h1><p>${words}</p><p>The same on both sides.</p></body></html>`;
}
/** A small social card: a dark band on a light ground, the band lower on "moved". */
function cardPng(bandTop: number) {
  const png = new PNG({ width: 240, height: 126 });
  for (let y = 0; y < 126; y++) {
    for (let x = 0; x < 240; x++) {
      const i = (y * 240 + x) * 4;
      const band = y >= bandTop && y < bandTop + 30;
      png.data.set(band ? [7, 42, 71, 255] : [238, 247, 252, 255], i);
    }
  }
  return PNG.sync.write(png);
}

beforeAll(async () => {
  reviewDir = mkdtempSync(path.join(tmpdir(), "review-"));
  kindsDir = mkdtempSync(path.join(tmpdir(), "review-kinds-"));
  // The fixture sites, plus one page per kind of change and one untouched page.
  sites = mkdtempSync(path.join(tmpdir(), "review-sites-"));
  for (const side of ["base", "branch"] as const) {
    const dir = path.join(sites, side);
    cpSync(path.join(fixtures, side), dir, { recursive: true });
    mkdirSync(path.join(dir, "kinds"));
    mkdirSync(path.join(dir, "og"));
    writeFileSync(path.join(dir, "og", "card.png"), cardPng(20));
    writeFileSync(path.join(dir, "og", "moved.png"), cardPng(side === "base" ? 20 : 70));
    writeFileSync(path.join(dir, "kinds", "untouched.html"), kindPage("/kinds/untouched"));
    for (const [kind, parts] of Object.entries(KINDS)) {
      // On the base the social-card page already points at moved.png, which differs only in its pixels.
      const base = kind === "socialCard" ? { card: "moved" } : {};
      writeFileSync(path.join(dir, "kinds", `${kind}.html`), kindPage(`/kinds/${kind}`, side === "base" ? base : parts));
    }
  }
  const config = path.join(fixtures, "serve.json");
  const ports = [await freePort(), await freePort()];
  const stops = [await serveFolder(path.join(sites, "base"), ports[0], config), await serveFolder(path.join(sites, "branch"), ports[1], config)];
  try {
    const origins = { baseOrigin: `http://localhost:${ports[0]}`, branchOrigin: `http://localhost:${ports[1]}` };
    const pages = await compareSites({ ...origins, routes: ["/", "/same", "/changed", "/new"], reviewDir });
    // The kinds of change do not depend on the width: one is enough.
    const kinds = await compareSites({ ...origins, routes: ["/kinds/untouched", ...Object.keys(KINDS).map((k) => `/kinds/${k}`)], reviewDir: kindsDir, widths: [390] });
    const order = { changed: 0, new: 1, removed: 2, unchanged: 3 } as Record<string, number>;
    results = [...pages, ...kinds].sort((a, b) => order[a.status] - order[b.status]);
  } finally {
    stops.forEach((stop) => stop());
  }
});
afterAll(() => {
  rmSync(reviewDir, { recursive: true, force: true });
  rmSync(kindsDir, { recursive: true, force: true });
  rmSync(sites, { recursive: true, force: true });
});

test("the changed route is flagged at both widths, with its three images, and comes first", () => {
  expect(results.map((r) => [r.path, r.status])).toEqual([
    ["/changed", "changed"],
    ...Object.keys(KINDS).map((kind) => [`/kinds/${kind}`, "changed"]),
    ["/new", "new"],
    ["/", "unchanged"],
    ["/same", "unchanged"],
    ["/kinds/untouched", "unchanged"],
  ]);
  expect(results[0].changes).toEqual([{ kind: "text", base: expect.stringContaining("dark blue"), branch: expect.stringContaining("red") }]);
  const changed = results[0];
  expect(changed.shots.map((s) => s.width)).toEqual([390, 1280]);
  for (const shot of changed.shots) {
    expect(shot.changedShare).toBeGreaterThan(0.0005);
    expect(shot.changedShare).toBeLessThan(0.2);
    for (const file of [shot.base!, shot.branch!, shot.diff!]) expect(existsSync(path.join(reviewDir, file))).toBe(true);
    const diff = PNG.sync.read(readFileSync(path.join(reviewDir, shot.diff!)));
    expect(diff.width).toBe(shot.width);
  }
});

test("unchanged routes pass with nothing changed and no images kept", () => {
  const unchanged = results.filter((r) => r.status === "unchanged");
  expect(unchanged.map((r) => r.path)).toEqual(["/", "/same", "/kinds/untouched"]);
  for (const route of unchanged) {
    expect(route.shots).toEqual(route.path.startsWith("/kinds/") ? [{ width: 390, changedShare: 0 }] : [
      { width: 390, changedShare: 0 },
      { width: 1280, changedShare: 0 },
    ]);
    expect(route.changes).toEqual([]);
  }
});

test("the issue's case: a title-only change is a changed page, though no pixel moved", () => {
  const page = results.find((r) => r.path === "/kinds/title")!;
  expect(page.status).toBe("changed");
  expect(page.shots.every((s) => s.changedShare === 0)).toBe(true);
  expect(page.changes).toEqual([{ kind: "title", base: "For brands", branch: "For brands and agencies" }]);
});

test.each(Object.keys(KINDS))("a change of %s alone is flagged as that, and only that", (kind) => {
  const page = results.find((r) => r.path === `/kinds/${kind}`)!;
  expect(page.status).toBe("changed");
  expect(page.changes.map((c) => c.kind)).toEqual([kind]);
  // Only the words show on the page; the rest is in its head or behind a link.
  expect(page.shots.every((s) => s.changedShare === 0)).toBe(kind !== "text");
});

test("the social card is compared as an image, and both cards and their difference are kept", () => {
  const card = results.find((r) => r.path === "/kinds/socialCard")!.changes[0];
  expect(card.changedShare).toBeGreaterThan(0.2);
  for (const file of [card.base!, card.branch!, card.diff!]) expect(PNG.sync.read(readFileSync(path.join(kindsDir, file))).width).toBe(240);
});

test("a page only on the branch is reported new, with the branch's screenshot", () => {
  const added = results.find((r) => r.path === "/new")!;
  expect(added.shots.every((s) => s.base === null && typeof s.branch === "string")).toBe(true);
});

test("images of different heights compare over the larger canvas", () => {
  const png = (h: number) => {
    const p = new PNG({ width: 10, height: h });
    p.data.fill(255);
    return PNG.sync.write(p);
  };
  expect(comparePngs(png(10), png(10)).changedPixels).toBe(0);
  expect(comparePngs(png(10), png(20))).toMatchObject({ changedPixels: 100, changedShare: 0.5 });
});

test("the review page says how many pages changed first, then each changed page's checklist, then the unchanged ones", () => {
  const html = reviewHtml({ entries: [], basePath: "", build: { branch: "my-branch" }, visual: { base: "main", widths: [390, 1280], routes: results } });
  expect(html).toMatch(/<h1>Preview review<\/h1>\n<p class="summary">8 pages changed, 0 problems<\/p>/);
  const changedAt = html.indexOf(">/changed</a>: changed");
  expect(changedAt).toBeGreaterThan(-1);
  expect(html.indexOf(">/new</a>: new page")).toBeGreaterThan(changedAt);
  expect(html).toMatch(/At 390 px: \d+\.\d+% of pixels changed/);
  expect(html).toContain("<li>/same: unchanged</li>");
  expect(html).toContain("8 of 11 routes changed");
  expect(html).toContain(`src="/_review/${results[0].shots[0].diff}"`);
  expect(html).toContain("<li>Title (search results, browser tabs): <del>For brands</del> → <ins>For brands and agencies</ins>");
  expect(html).toContain("<li>Looks the same at 390 px</li>");
  expect(html).toContain('<img src="/_review/visual/route-kinds-socialCard-card-branch.png" width="1200" height="630"');
  expect(html).toContain('<div class="changed">Turn ad spend into <del>drops</del><ins>donations</ins>.</div>');
  expect(html).not.toMatch(/<script/);
});
