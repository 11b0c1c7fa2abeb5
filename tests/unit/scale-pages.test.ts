/**
 * @jest-environment node
 *
 * The pure parts of scripts/add-pages.mjs (scripts/lib/scale-pages.mjs): pages
 * the build takes, every general type on each, the photos dealt across them,
 * the same photos on every run.
 */
import { GENERAL_TYPES, PHOTO_COUNT, addGrain, photoSpec, photoSrc, pictureFields, scaleFile, scalePage, scalePath } from "../../scripts/lib/scale-pages.mjs";
import { addedSections } from "../every-edit/plan";
import { pageSchema } from "@/lib/content/page.schema";
import { pageNameOf } from "@/lib/content/page-files.mjs";
import { PICTURE_SRC } from "@/lib/editor-media.mjs";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";

const added = addedSections() as { type: string }[];

test("the general types are section types of the index", () => {
  const names = SECTION_SCHEMAS.map((type) => type.name);
  for (const type of GENERAL_TYPES) expect(names).toContain(type);
});

test("each page holds every general type as Add makes it, the Hero first, and passes the page check", () => {
  for (const n of [1, 2, 40]) {
    const data = scalePage(n, added);
    expect(data.path).toBe(scalePath(n));
    expect(data.sections.map((section: { type: string }) => section.type)).toEqual(GENERAL_TYPES);
    const result = pageSchema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(pageNameOf(scaleFile(n))).toBe(`campaigns-scale-${n}`);
  }
});

test("its pictures are photos, dealt in turn so that 40 pages use all of them", () => {
  const used = new Set<string>();
  for (let n = 1; n <= 40; n++) {
    const pictures = pictureFields(scalePage(n, added).sections);
    expect(pictures.length).toBeGreaterThan(2);
    for (const { src } of pictures) {
      expect(src).toMatch(PICTURE_SRC);
      used.add(src);
    }
  }
  expect([...used].sort()).toEqual(Array.from({ length: PHOTO_COUNT }, (_, i) => photoSrc(i + 1)).sort());
  // The sections as Add makes them are not changed.
  expect(pictureFields(added).every(({ src }) => !src.includes("scale-photo"))).toBe(true);
});

test("a type missing from what Add makes fails, naming it", () => {
  expect(() =>
    scalePage(
      1,
      added.filter((section) => section.type !== "quote"),
    ),
  ).toThrow(/quote/);
});

test("the photos are the same on every run, and differ from each other", () => {
  expect(photoSpec(7)).toEqual(photoSpec(7));
  expect(photoSpec(7).colours).not.toEqual(photoSpec(8).colours);
  const pixels = () => addGrain(Buffer.alloc(300, 128), photoSpec(3));
  expect(pixels().equals(pixels())).toBe(true);
  expect(pixels().equals(Buffer.alloc(300, 128))).toBe(false);
});
