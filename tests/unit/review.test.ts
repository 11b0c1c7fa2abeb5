/**
 * @jest-environment node
 *
 * The visual change report (scripts/review.mjs) on two small fixture sites:
 * it must flag the route whose rendering changed, pass the one that did not
 * (though it prints the time and a random number: both are fixed), report a
 * page only the branch has, and the review page must list them so.
 */
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { comparePngs, compareSites } from "../../scripts/review.mjs";
import { serveFolder } from "../../scripts/real-phone.mjs";
import { reviewHtml } from "../../scripts/build/review-page.mjs";

jest.setTimeout(120_000);

const fixtures = path.join(__dirname, "..", "fixtures", "review");
type Result = { path: string; status: string; shots: { width: number; changedShare?: number; base?: string; branch?: string; diff?: string }[] };
let reviewDir: string;
let results: Result[];

beforeAll(async () => {
  reviewDir = mkdtempSync(path.join(tmpdir(), "review-"));
  const config = path.join(fixtures, "serve.json");
  const stops = [await serveFolder(path.join(fixtures, "base"), 3520, config), await serveFolder(path.join(fixtures, "branch"), 3521, config)];
  try {
    results = await compareSites({
      baseOrigin: "http://localhost:3520",
      branchOrigin: "http://localhost:3521",
      routes: ["/", "/same", "/changed", "/new"],
      reviewDir,
    });
  } finally {
    stops.forEach((stop) => stop());
  }
});
afterAll(() => rmSync(reviewDir, { recursive: true, force: true }));

test("the changed route is flagged at both widths, with its three images, and comes first", () => {
  expect(results.map((r) => [r.path, r.status])).toEqual([
    ["/changed", "changed"],
    ["/new", "new"],
    ["/", "unchanged"],
    ["/same", "unchanged"],
  ]);
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
  for (const route of results.filter((r) => r.status === "unchanged")) {
    expect(route.shots).toEqual([
      { width: 390, changedShare: 0 },
      { width: 1280, changedShare: 0 },
    ]);
  }
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

test("the review page shows changed routes first with their share, and lists the unchanged ones", () => {
  const html = reviewHtml({ entries: [], basePath: "", build: { branch: "my-branch" }, visual: { base: "main", widths: [390, 1280], routes: results } });
  const changedAt = html.indexOf("/changed: changed");
  expect(changedAt).toBeGreaterThan(-1);
  expect(html.indexOf("/new: new page")).toBeGreaterThan(changedAt);
  expect(html).toMatch(/390 px: \d+\.\d+% of pixels changed/);
  expect(html).toContain("<li>/same: unchanged</li>");
  expect(html).toContain("2 of 4 routes changed");
  expect(html).toContain(`src="/_review/${results[0].shots[0].diff}"`);
});
