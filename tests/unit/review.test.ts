/**
 * @jest-environment node
 *
 * The change report (scripts/review.mjs). Its decisions are tested on what a
 * capture holds, made here without a browser (tiny PNGs, pages as HTML and
 * text): it must flag a route whose rendering changed, pass one that did not,
 * report a page only the branch has (and one only the base has), flag each kind
 * of change a marketer can make with nothing else (title, description,
 * canonical URL, social card, structured data, words), even where no pixel
 * moves, and the review page must list them so. Then one small run in Chromium
 * on the fixture sites (tests/fixtures/review), at one width: what only a
 * browser can show (the screenshot of a changed route differs, the time and a
 * random number printed on a page are fixed, the words are read as rendered,
 * a 404 is a page the base lacks, a social card is fetched from each site).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { compareCaptures, comparePngs, compareSites } from "../../scripts/review.mjs";
import { freePort, serveFolder } from "../../scripts/lib/real-phone.mjs";
import { pageFacts, problemsOf, reviewHtml } from "../../scripts/build/review-page.mjs";
import { expectReviewPage } from "./helpers/review-html";

type Shot = { width: number; changedShare?: number; height?: number; band?: number[] | null; base?: string | null; branch?: string | null; diff?: string };
type Change = { kind: string; base?: string | null; branch?: string | null; diff?: string; changedShare?: number; baseUrl?: string; branchUrl?: string };
type Result = { path: string; status: string; shots: Shot[]; changes: Change[] };
type Rgba = [number, number, number, number];

const LIGHT: Rgba = [238, 247, 252, 255];
const DARK: Rgba = [7, 42, 71, 255];

/** A PNG buffer of `width` × `height`, each pixel painted by `paint`. */
function png(width: number, height: number, paint: (x: number, y: number) => Rgba = () => LIGHT) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set(paint(x, y), (y * width + x) * 4);
  return PNG.sync.write(image);
}

/** A small social card: a dark band on a light ground, the band lower on "moved". */
const cardPng = (bandTop: number) => png(240, 126, (_x, y) => (y >= bandTop && y < bandTop + 30 ? DARK : LIGHT));
const [CARD, CARD_MOVED] = [cardPng(20), cardPng(70)];

/** The width of a PNG the report kept in `reviewDir`. */
const keptWidth = (reviewDir: string, file: string) => PNG.sync.read(readFileSync(path.join(reviewDir, file))).width;

/** A page with everything a marketer can change; each "kind" route changes one of them on the branch. */
const KINDS = {
  title: { title: "For sponsors and agencies" },
  description: { description: "Turn ad spend into donations people choose, and show the drops your campaign added up to, week by week." },
  canonical: { canonical: "https://drops.example/kinds/canonical-moved" },
  socialCard: { card: "moved" },
  structuredData: { data: { "@context": "https://schema.org", "@type": "WebPage", name: "For sponsors and agencies" } },
  text: { words: "Turn ad spend into donations." },
} as const;
type Parts = { title?: string; description?: string; canonical?: string; card?: string; data?: object; words?: string };

function kindPage(route: string, parts: Parts = {}) {
  const {
    title = "For sponsors",
    description = "Turn ad spend into donations people choose, and show the drops your campaign added up to.",
    canonical = `https://drops.example${route}`,
    card = "card",
    data = { "@context": "https://schema.org", "@type": "WebPage", name: "For sponsors" },
    words = "Turn ad spend into drops.",
  } = parts;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${description}"><link rel="canonical" href="${canonical}">
<meta property="og:image" content="https://drops.example/og/${card}.png"><meta property="og:image:width" content="240"><meta property="og:image:height" content="126">
<script type="application/ld+json">${JSON.stringify(data)}</script>
<style>body{margin:0;font:20px/1.4 sans-serif}h1{color:#123;padding:24px}p{padding:0 24px}</style></head>
<body><h1>Kinds of change</h1><p>${words}</p><p>The same on both sides.</p></body></html>`;
  return { html, text: `Kinds of change\n${words}\nThe same on both sides.` };
}

const temporary: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  temporary.push(dir);
  return dir;
};
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("images of different heights compare over the larger canvas", () => {
  expect(comparePngs(png(10, 10), png(10, 10)).changedPixels).toBe(0);
  expect(comparePngs(png(10, 10), png(10, 20))).toMatchObject({ changedPixels: 100, changedShare: 0.5 });
});

test("a change is framed by the rows it is on, with a margin, within the image", () => {
  const dot = png(10, 400, (x, y) => (x === 4 && y >= 200 && y < 202 ? DARK : LIGHT));
  expect(comparePngs(png(10, 400), dot)).toMatchObject({ changedPixels: 2, height: 400, band: [40, 362] });
});

describe("compareCaptures: the decisions, from captures made without a browser", () => {
  const WIDTHS = [390, 1280];
  /** Screenshots stand in at 24 × 16: what is decided does not depend on their size. */
  const plain = png(24, 16);
  const marked = png(24, 16, (x, y) => (x < 4 && y < 2 ? DARK : LIGHT));
  const page = (title: string, words: string) => ({ html: `<html><head><title>${title}</title></head><body><p>${words}</p></body></html>`, text: words });
  type Side = {
    shots: Record<string, Record<number, Buffer | null>>;
    pages: Record<string, { html: string; text: string } | null>;
    card: (facts: { ogImage?: string }) => Promise<Buffer | null>;
  };
  const side = (): Side => ({ shots: {}, pages: {}, card: async () => null });

  let reviewDir: string;
  let results: Result[];
  beforeAll(async () => {
    const [base, branch] = [side(), side()];
    const both = (route: string, shots: [Buffer | null, Buffer | null], pages: [ReturnType<typeof page> | null, ReturnType<typeof page> | null]) => {
      base.shots[route] = Object.fromEntries(WIDTHS.map((w) => [w, shots[0]]));
      branch.shots[route] = Object.fromEntries(WIDTHS.map((w) => [w, shots[1]]));
      [base.pages[route], branch.pages[route]] = pages;
    };
    both("/same", [plain, plain], [page("Same", "Same words."), page("Same", "Same words.")]);
    // Pixels alone: the same page, drawn differently.
    both("/changed", [plain, marked], [page("Changed", "Same words."), page("Changed", "Same words.")]);
    both("/new", [null, plain], [null, page("New", "Only on the branch.")]);
    both("/gone", [plain, null], [page("Gone", "Only on the base."), null]);
    // Every kind page looks the same on both sides: nothing but the kind itself differs.
    both("/kinds/untouched", [plain, plain], [kindPage("/kinds/untouched"), kindPage("/kinds/untouched")]);
    for (const [kind, parts] of Object.entries(KINDS)) {
      const route = `/kinds/${kind}`;
      // On the base the social-card page already points at moved.png, which differs only in its pixels.
      both(route, [plain, plain], [kindPage(route, kind === "socialCard" ? { card: "moved" } : {}), kindPage(route, parts)]);
    }
    const cards = (moved: Buffer) => async (facts: { ogImage?: string }) => (facts.ogImage?.endsWith("/moved.png") ? moved : CARD);
    base.card = cards(CARD);
    branch.card = cards(CARD_MOVED);

    reviewDir = tempDir("review-");
    const routes = ["/same", "/changed", "/new", "/gone", "/kinds/untouched", ...Object.keys(KINDS).map((k) => `/kinds/${k}`)];
    results = await compareCaptures({ routes, widths: WIDTHS, reviewDir, base, branch });
  });

  test("changed routes come first, then new, removed and unchanged ones", () => {
    expect(results.map((r) => [r.path, r.status])).toEqual([
      ["/changed", "changed"],
      ...Object.keys(KINDS).map((kind) => [`/kinds/${kind}`, "changed"]),
      ["/new", "new"],
      ["/gone", "removed"],
      ["/same", "unchanged"],
      ["/kinds/untouched", "unchanged"],
    ]);
  });

  test("a route whose pixels changed is flagged at every width, with its three images kept", () => {
    const changed = results[0];
    expect(changed.changes).toEqual([]);
    expect(changed.shots.map((s) => s.width)).toEqual(WIDTHS);
    for (const shot of changed.shots) {
      expect(shot.changedShare).toBeCloseTo(8 / (24 * 16));
      expect(shot.band).toEqual([0, 16]);
      expect(keptWidth(reviewDir, shot.base!)).toBe(24);
      expect(readFileSync(path.join(reviewDir, shot.branch!))).toEqual(marked);
      expect(keptWidth(reviewDir, shot.diff!)).toBe(24);
    }
  });

  test("unchanged routes pass with nothing changed and no images kept", () => {
    for (const route of results.filter((r) => r.status === "unchanged")) {
      expect(route.shots).toEqual(WIDTHS.map((width) => ({ width, changedShare: 0 })));
      expect(route.changes).toEqual([]);
    }
    expect(readdirSync(path.join(reviewDir, "visual")).filter((file) => /^route-(same|kinds-untouched)-/.test(file))).toEqual([]);
  });

  test("a page only on the branch is reported new with the branch's screenshot; one only on the base, removed", () => {
    const added = results.find((r) => r.path === "/new")!;
    expect(added.changes).toEqual([]);
    for (const s of added.shots) expect([s.base, existsSync(path.join(reviewDir, s.branch!))]).toEqual([null, true]);
    const removed = results.find((r) => r.path === "/gone")!;
    for (const s of removed.shots) expect([existsSync(path.join(reviewDir, s.base!)), s.branch]).toEqual([true, null]);
  });

  test("the issue's case: a title-only change is a changed page, though no pixel moved", () => {
    const page = results.find((r) => r.path === "/kinds/title")!;
    expect(page.status).toBe("changed");
    expect(page.shots.every((s) => s.changedShare === 0)).toBe(true);
    expect(page.changes).toEqual([{ kind: "title", base: "For sponsors", branch: "For sponsors and agencies" }]);
  });

  test.each(Object.keys(KINDS))("a change of %s alone is flagged as that, and only that, with no pixel moved", (kind) => {
    const page = results.find((r) => r.path === `/kinds/${kind}`)!;
    expect(page.status).toBe("changed");
    expect(page.changes.map((c) => c.kind)).toEqual([kind]);
    expect(page.shots.every((s) => s.changedShare === 0)).toBe(true);
  });

  test("the social card is compared as an image, and both cards and their difference are kept", () => {
    const card = results.find((r) => r.path === "/kinds/socialCard")!.changes[0];
    expect(card.changedShare).toBeGreaterThan(0.2);
    for (const file of [card.base!, card.branch!, card.diff!]) expect(keptWidth(reviewDir, file)).toBe(240);
  });

  test("a social card at another address is a change even when its pixels are the same; a card gone is one too", async () => {
    const dir = tempDir("review-cards-");
    const at = (card: string) => kindPage("/card", { card });
    const capture = (pageOf: ReturnType<typeof kindPage>, card: Buffer | null): Side => ({
      shots: { "/card": { 390: plain } },
      pages: { "/card": pageOf },
      card: async () => card,
    });
    /** The one route /card compared at one width, the base naming card.png and fetching CARD. */
    const compareWithBase = async (branch: Side) =>
      (await compareCaptures({ routes: ["/card"], widths: [390], reviewDir: dir, base: capture(at("card"), CARD), branch }))[0];
    const moved = await compareWithBase(capture(at("renamed"), CARD));
    expect(moved.changes).toEqual([
      { kind: "socialCard", baseUrl: "https://drops.example/og/card.png", branchUrl: "https://drops.example/og/renamed.png", changedShare: 0 },
    ]);
    const gone = await compareWithBase(capture(at("card"), null));
    expect(gone.changes).toEqual([expect.objectContaining({ kind: "socialCard", branch: null, base: expect.stringMatching(/card-base\.png$/) })]);
  });

  test("the review page says how many pages changed first, then each changed page's checklist, then the unchanged ones", () => {
    const html = reviewHtml({ entries: [], basePath: "", build: { branch: "my-branch" }, visual: { base: "main", widths: WIDTHS, routes: results } });
    expect(html).toMatch(/<h1>Preview review<\/h1>\n<p class="summary">9 pages changed, 0 problems<\/p>/);
    const changedAt = html.indexOf(">/changed</a>: changed");
    expect(changedAt).toBeGreaterThan(-1);
    expect(html.indexOf(">/new</a>: new page")).toBeGreaterThan(changedAt);
    expect(html).toMatch(/At 390 px: \d+\.\d+% of pixels changed/);
    expectReviewPage(html, [
      "<li>/same: unchanged</li>",
      "9 of 11 routes changed",
      `src="/_review/${results[0].shots[0].diff}"`,
      "<li>Title (search results, browser tabs): <del>For sponsors</del> → <ins>For sponsors and agencies</ins>",
      "<li>Looks the same at 390 and 1280 px</li>",
      '<img src="/_review/visual/route-kinds-socialCard-card-branch.png" width="1200" height="630"',
      '<div class="changed">Turn ad spend into <del>drops</del><ins>donations</ins>.</div>',
    ]);
  });
});

describe("compareSites in Chromium, on the fixture sites at one width", () => {
  let reviewDir: string;
  let results: Result[];
  beforeAll(async () => {
    const sites = tempDir("review-sites-");
    for (const which of ["base", "branch"] as const) {
      const dir = path.join(sites, which);
      cpSync(path.join(__dirname, "..", "fixtures", "review", which), dir, { recursive: true });
      // The changed page names a social card too, moved on the branch: fetched from each site.
      mkdirSync(path.join(dir, "og"));
      writeFileSync(path.join(dir, "og", "card.png"), which === "base" ? CARD : CARD_MOVED);
      const changed = path.join(dir, "changed.html");
      writeFileSync(changed, readFileSync(changed, "utf8").replace("</title>", '</title><meta property="og:image" content="/og/card.png">'));
    }
    reviewDir = tempDir("review-");
    const config = path.join(__dirname, "..", "fixtures", "review", "serve.json");
    const ports = [await freePort(), await freePort()];
    const stops = [await serveFolder(path.join(sites, "base"), ports[0], config), await serveFolder(path.join(sites, "branch"), ports[1], config)];
    try {
      const origins = { baseOrigin: `http://localhost:${ports[0]}`, branchOrigin: `http://localhost:${ports[1]}` };
      results = await compareSites({ ...origins, routes: ["/same", "/changed", "/new", "/far"], reviewDir, widths: [390] });
    } finally {
      stops.forEach((stop) => stop());
    }
    // Seven screenshots of plain pages: a few seconds, more on a loaded machine.
  }, 60_000);

  test("the changed route's screenshots differ, its words are read as the page renders them, its social card is fetched", () => {
    const changed = results.find((r) => r.path === "/changed")!;
    expect(changed.status).toBe("changed");
    expect(changed.changes).toEqual([
      expect.objectContaining({ kind: "socialCard", changedShare: expect.any(Number) }),
      { kind: "text", base: expect.stringContaining("dark blue"), branch: expect.stringContaining("red") },
    ]);
    expect(changed.changes[0].changedShare).toBeGreaterThan(0.2);
    const [shot] = changed.shots;
    expect(shot.changedShare).toBeGreaterThan(0.0005);
    expect(shot.changedShare).toBeLessThan(0.2);
    expect(keptWidth(reviewDir, shot.diff!)).toBe(390);
  });

  test("a page that prints the time and a random number passes unchanged: both are fixed", () => {
    expect(results.find((r) => r.path === "/same")).toEqual({ path: "/same", status: "unchanged", shots: [{ width: 390, changedShare: 0 }], changes: [] });
  });

  test("a part drawn only near the view (content-visibility: auto) is drawn for the shot and read for the words", () => {
    const far = results.find((r) => r.path === "/far")!;
    expect(far.status).toBe("changed");
    expect(far.changes).toEqual([{ kind: "text", base: expect.stringContaining("green"), branch: expect.stringContaining("orange") }]);
    expect(far.shots[0]!.changedShare).toBeGreaterThan(0);
  });

  test("a page the base answers 404 for is new, with the branch's screenshot", () => {
    const added = results.find((r) => r.path === "/new")!;
    expect(added.status).toBe("new");
    expect(added.shots).toEqual([{ width: 390, base: null, branch: expect.any(String) }]);
  });
});

test("a field still holding its section's example is listed among the problems, naming the route and the field", () => {
  const facts = pageFacts(
    `<title>A page | Drops</title><meta name="description" content="${"d".repeat(120)}"><meta property="og:image" content="https://drops.example/og/a.png">`,
  );
  const entry = { route: "/campaigns/a", facts, js: 1, budget: 2, html: 0, pictures: [], examples: ["Section 1, Hero: Headline"] };
  const problems = problemsOf([entry, { ...entry, route: "/campaigns/b", examples: [] }]);
  const flagged = problems.filter((p: { text: string }) => p.text.startsWith("Section 1, Hero: Headline: "));
  expect(flagged).toEqual([{ route: "/campaigns/a", text: expect.stringContaining("example") }]);
  const html = reviewHtml({ entries: [entry], basePath: "", build: {}, visual: null });
  expect(html).toContain("Section 1, Hero: Headline: still holds");
});
