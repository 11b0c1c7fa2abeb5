import { SECTION_GALLERY_PATH } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chunkRequests, expect, gate, test, PHONE, waitForHydration } from "./fixtures";
import { CHECKED_PAGES } from "./checked-pages";

/**
 * Uploaded pictures as the export draws them (components/ui/picture.tsx), on
 * the editor's section gallery, where every type with a picture field shows
 * its example's picture as the picture step built it: a <picture> offering
 * AVIF and WebP at the step's widths, an <img> with its width and height (its
 * box kept before it arrives) that does load, lazy since none of them is in
 * the page's first section, and alt text from the example's field ("" when it
 * is decorative). That a first section's picture is eager with
 * fetchpriority=high is tests/unit/picture.test.tsx's (the gallery opens with
 * a launch hero). The words compared are the examples', read from the schemas.
 */

/** The pictures in a section's example, in order: each picture field's value as the example gives it ("" alt when decorative), an uploaded logo named by its brand. */
function picturesIn(value: unknown): { src: string; alt: string }[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (!value || typeof value !== "object") return [];
  if ("src" in value && typeof value.src === "string") {
    const decorative = "decorative" in value && value.decorative === true;
    return [{ src: value.src, alt: !decorative && "alt" in value && typeof value.alt === "string" ? value.alt : "" }];
  }
  if ("logo" in value && typeof value.logo === "string") return [{ src: value.logo, alt: "name" in value && typeof value.name === "string" ? value.name : "" }];
  return Object.values(value).flatMap(picturesIn);
}

const examplePictures = (type: string) => picturesIn(sectionSchemaOf(type).example);

/**
 * The width in CSS px a `sizes` gives here, as the browser's own CSS reads it: the first
 * entry whose media condition matches (or the last), its length drawn as a box's width.
 */
function slotWidthInBrowser(sizes: string): number {
  const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
  for (const entry of entries) {
    const [, condition, length] = entry.match(/^(\([^)]*\))\s+(.+)$/) ?? [undefined, undefined, entry];
    if (condition && !matchMedia(condition).matches) continue;
    const box = document.createElement("div");
    box.style.cssText = `position:absolute;width:${length}`;
    document.body.append(box);
    const width = box.getBoundingClientRect().width;
    box.remove();
    return width;
  }
  return Number.NaN;
}

/** The types whose picture takes the whole width of its box, a quote's portrait its 5rem circle (a logo is drawn within one). */
const FILLS_ITS_BOX = ["hero", "picture", "picture-text", "quote"];

const WITH_PICTURES = SECTION_SCHEMAS.map((type) => type.name).filter((name) => examplePictures(name).length > 0);

test("the section types with a picture field are the ones expected to have one", () => {
  expect(WITH_PICTURES.toSorted()).toEqual(["hero", "logo-strip", "picture", "picture-text", "quote"]);
});

test(
  "each example's picture is a <picture> of AVIF and WebP at the built widths, its box kept, lazy (but the first section's), loaded, with its alt",
  PHONE,
  async ({ page }) => {
    await page.goto(SECTION_GALLERY_PATH);
    for (const name of WITH_PICTURES) {
      await test.step(name, async () => {
        const item = page.locator(`article#${name}`);
        const pictures = item.locator("picture");
        await expect(pictures).toHaveCount(examplePictures(name).length);
        for (const [i, expected] of examplePictures(name).entries()) {
          const picture = pictures.nth(i);
          const sources = picture.locator("source");
          await expect(sources).toHaveCount(2);
          await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
          await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
          for (const source of [sources.nth(0), sources.nth(1)]) {
            await expect(source).toHaveAttribute("srcset", /\/_pictures\/\S+ \d+w/);
            await expect(source).toHaveAttribute("sizes", /\S/);
          }
          const img = picture.locator("img");
          await expect(img).toHaveAttribute("alt", expected.alt);
          await expect(img).toHaveAttribute("width", /^\d+$/);
          await expect(img).toHaveAttribute("height", /^\d+$/);
          // The gallery draws the examples as one page: its first section's picture is fetched at once and first, as on a page.
          if (name === SECTION_SCHEMAS[0]!.name && i === 0) {
            await expect(img).toHaveAttribute("loading", "eager");
            await expect(img).toHaveAttribute("fetchpriority", "high");
          } else {
            await expect(img).toHaveAttribute("loading", "lazy");
            await expect(img).not.toHaveAttribute("fetchpriority");
          }
          // The upload itself is never what the page asks for: only the step's files.
          await expect(img).toHaveAttribute("src", /^\/_pictures\//);
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${name}: ${expected.src} loads` })
            .toBe(true);
          // The format the browser chose is one of the step's (Chromium takes the AVIF).
          expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/_pictures\/[^/]+\.(?:avif|webp)$/);
          // Its sizes say the width it is drawn at (the file a browser picks, and the budgets weigh, follow from them):
          // to the pixel where the picture fills its box, at least that for a logo or portrait drawn within one.
          const sizes = (await sources.nth(0).getAttribute("sizes"))!;
          const slot = await page.evaluate(slotWidthInBrowser, sizes);
          const drawn = (await img.boundingBox())!.width;
          if (FILLS_ITS_BOX.includes(name))
            expect(Math.abs(slot - drawn), `${name}: sizes "${sizes}" give ${slot} px, drawn ${drawn} px`).toBeLessThanOrEqual(1);
          else expect(slot, `${name}: sizes "${sizes}" give ${slot} px, drawn ${drawn} px`).toBeGreaterThanOrEqual(drawn - 1);
        }
      });
    }
  },
);

test("a picture's box has its size before the file arrives", async ({ page }) => {
  // Every picture file held back: the boxes must still take the room the pictures will.
  await page.route("**/_pictures/**", () => {});
  // Not to its load event: the first section's picture is eager, and held back, so the page never finishes loading.
  await page.goto(`${SECTION_GALLERY_PATH}#picture`, { waitUntil: "domcontentloaded" });
  const img = page.locator("article#picture picture img");
  await expect(img).toBeVisible();
  const box = await img.boundingBox();
  const [width, height] = await Promise.all([img.getAttribute("width"), img.getAttribute("height")]);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // Drawn at the picture's own proportions (a pixel either way for rounding).
  expect(Math.abs((box!.width * Number(height)) / Number(width) - box!.height)).toBeLessThanOrEqual(1);
});

/** A page as the post-build step leaves it when its first section shows a picture (scripts/build/picture-first.mjs, in Node of its own: it is an ES module). */
function pictureFirst(html: string): string {
  return execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'const { chunkBytesIn, pictureFirst } = await import("./scripts/build/picture-first.mjs"); const { readFileSync } = await import("node:fs"); process.stdout.write(pictureFirst(readFileSync(0, "utf8"), { page: "test", chunkBytes: chunkBytesIn("out") }));',
    ],
    { cwd: path.resolve(__dirname, "../.."), input: html, encoding: "utf8" },
  );
}

test("a page whose first section shows a picture requests the long pole of Next's scripts once parsed, the rest once the picture is in, then hydrates", async ({
  page,
}) => {
  // The home page as it would be with a built picture first in its first section, rewritten as the build rewrites such a page.
  const manifest: Record<string, { webp: { url: string }[] }> = JSON.parse(readFileSync(path.resolve(__dirname, "../../.pictures/manifest.json"), "utf8"));
  const pictureUrl = Object.values(manifest)[0]!.webp[0]!.url;
  let pole: string[] = [];
  await page.route("/", async (route) => {
    const response = await route.fetch();
    // The page as Next wrote it (the build held its chunks for its stylesheet: it has no first picture), with a picture first.
    const asNext = (await response.text()).replace(
      /<script type="text\/plain" data-after-style="([^"]+)"(?: data-long-pole="")?><\/script>/g,
      '<script src="$1" async=""></script>',
    );
    const html = pictureFirst(
      asNext.replace(/(<main\b[\s\S]*?<section\b[^>]*>)/, `$1<img src="${pictureUrl}" alt="" width="320" height="200" loading="eager" fetchPriority="high"/>`),
    );
    expect(html.includes(pictureUrl), "the picture went into the first section").toBe(true);
    pole = [...html.matchAll(/<script type="text\/plain" data-after-picture="([^"]+)" data-after-parse=""><\/script>/g)].map((m) => m[1]!);
    await route.fulfill({ response, body: html });
  });
  const chunks = chunkRequests(page);
  const { released, release } = gate();
  await page.route(pictureUrl, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  expect(pole.length, "the build marked a long pole").toBeGreaterThan(0);
  // Parsed, the picture held: the long pole is on its way, and nothing else of Next's.
  await expect.poll(() => chunks.toSorted()).toEqual(pole.toSorted());
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await waitForHydration(page);
  expect(chunks.length).toBeGreaterThan(pole.length);
  const order = await page.evaluate(
    ({ url, pole }) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const picture = entries.find((e) => e.name.endsWith(url))!;
      const rest = entries.filter((e) => e.name.includes("/_next/static/chunks/") && e.name.endsWith(".js") && !pole.some((src) => e.name.endsWith(src)));
      return { pictureIn: picture.responseEnd, firstOfTheRest: Math.min(...rest.map((e) => e.startTime)) };
    },
    { url: pictureUrl, pole },
  );
  expect(order.firstOfTheRest).toBeGreaterThanOrEqual(order.pictureIn);
});

test("after load, the lazy pictures in view switch to eager loading and those below stay lazy", async ({ page, request }) => {
  // A checked page holding lazy pictures (a sample page of a type that shows one, past its first section).
  let found: string | undefined;
  for (const checked of CHECKED_PAGES) {
    if (/<img\b[^>]*\bloading="lazy"/.test(await (await request.get(checked.path)).text())) {
      found = checked.path;
      break;
    }
  }
  expect(found, "a checked page holds a lazy picture").toBeDefined();
  const lazyTops = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("main img:not([fetchpriority])")].map((img) => img.getBoundingClientRect().top + scrollY),
    );
  // Where the first lazy picture is, then a screen that ends just below its top: it is in view at load, anything further down is not.
  await page.goto(found!);
  const tops = await lazyTops();
  const height = Math.ceil(Math.max(tops[0]! + 40, 400));
  await page.setViewportSize({ width: page.viewportSize()!.width, height });
  await page.goto(found!);
  await waitForHydration(page);
  const expected = (await lazyTops()).map((top) => (top < height ? "eager" : "lazy"));
  expect(expected[0]).toBe("eager");
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>("main img:not([fetchpriority])")].map((img) => img.getAttribute("loading"))),
    )
    .toEqual(expected);
});
