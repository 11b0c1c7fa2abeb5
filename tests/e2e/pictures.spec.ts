import { SECTION_GALLERY_PATH } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { expect, test, PHONE } from "./fixtures";

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

const WITH_PICTURES = SECTION_SCHEMAS.map((type) => type.name).filter((name) => examplePictures(name).length > 0);

test("the section types with a picture field are the ones expected to have one", () => {
  expect(WITH_PICTURES.toSorted()).toEqual(["hero", "logo-strip", "picture", "picture-text", "quote"]);
});

test("each example's picture is a <picture> of AVIF and WebP at the built widths, its box kept, lazy, loaded, with its alt", PHONE, async ({ page }) => {
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
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).not.toHaveAttribute("fetchpriority");
        // The upload itself is never what the page asks for: only the step's files.
        await expect(img).toHaveAttribute("src", /^\/_pictures\//);
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${name}: ${expected.src} loads` })
          .toBe(true);
        // The format the browser chose is one of the step's (Chromium takes the AVIF).
        expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/_pictures\/[^/]+\.(?:avif|webp)$/);
      }
    });
  }
});

test("a picture's box has its size before the file arrives", async ({ page }) => {
  // Every picture file held back: the boxes must still take the room the pictures will.
  await page.route("**/_pictures/**", () => {});
  await page.goto(`${SECTION_GALLERY_PATH}#picture`);
  const img = page.locator("article#picture picture img");
  await expect(img).toBeVisible();
  const box = await img.boundingBox();
  const [width, height] = await Promise.all([img.getAttribute("width"), img.getAttribute("height")]);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // Drawn at the picture's own proportions (a pixel either way for rounding).
  expect(Math.abs((box!.width * Number(height)) / Number(width) - box!.height)).toBeLessThanOrEqual(1);
});
