/**
 * @jest-environment node
 *
 * The social card's picture (lib/pictures/social-card.ts): a page's hero
 * picture, taken from the picture step's files (not the upload), made a JPEG
 * of the card's size cropped to cover it. Run in a folder of its own, with a
 * manifest and a WebP made here, as the step would leave them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { exampleSection, sectionSchemaOf } from "@/lib/sections/schemas";
import { heroPictureOf, socialCardPicture } from "@/lib/pictures/social-card";
import { pageSchema, type PageSection } from "@/lib/content/page.schema";

const SRC = "/media/card-test.jpg";
const CARD = { width: 1200, height: 630 };
let dir: string;
const cwd = process.cwd();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "drops-card-"));
  mkdirSync(path.join(dir, ".pictures"));
  mkdirSync(path.join(dir, "public", "_pictures"), { recursive: true });
  // A tall picture, so the card crops it: red on top, blue below.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200"><rect width="800" height="600" fill="#f00"/><rect y="600" width="800" height="600" fill="#00f"/></svg>`;
  const info = await sharp(Buffer.from(svg))
    .webp()
    .toFile(path.join(dir, "public", "_pictures", "card-test-800.webp"));
  const file = { url: "/_pictures/card-test-800.webp", width: 800, bytes: info.size };
  writeFileSync(
    path.join(dir, ".pictures", "manifest.json"),
    JSON.stringify({ [SRC]: { src: SRC, width: 800, height: 1200, color: "#800080", avif: [file], webp: [file] } }),
  );
  process.chdir(dir);
});

afterAll(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

test("is a JPEG data URL of the card's size, cropped to cover it from the middle", async () => {
  const url = await socialCardPicture(SRC, CARD);
  expect(url.startsWith("data:image/jpeg;base64,")).toBe(true);
  const jpeg = sharp(Buffer.from(url.slice("data:image/jpeg;base64,".length), "base64"));
  expect(await jpeg.metadata()).toMatchObject({ format: "jpeg", width: CARD.width, height: CARD.height });
  // Covered from the middle: red above the centre line, blue below.
  const { data } = await jpeg.raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * CARD.width + x) * 3, (y * CARD.width + x) * 3 + 3)];
  expect(at(600, 100)[0]).toBeGreaterThan(200);
  expect(at(600, 530)[2]).toBeGreaterThan(200);
});

test("a picture the step did not make fails, naming it", async () => {
  await expect(socialCardPicture("/media/not-built.jpg", CARD)).rejects.toThrow("/media/not-built.jpg");
});

test("the hero's picture is the one used; a page whose hero has none, or whose h1 is another type's, has none", () => {
  const hero = exampleSection(sectionSchemaOf("hero"), {});
  const steps = exampleSection(sectionSchemaOf("steps"), {});
  const sections = pageSchema.shape.sections.parse([hero, steps]);
  const withPicture = sections.find((section): section is Extract<PageSection, { type: "hero" }> => section.type === "hero");
  expect(heroPictureOf(sections)).toBe(withPicture?.picture?.src);
  expect(withPicture?.picture?.src).toBeDefined();
  const without = pageSchema.shape.sections.parse([{ ...hero, picture: undefined, picturePlacement: undefined }, steps]);
  expect(heroPictureOf(without)).toBeUndefined();
  expect(heroPictureOf(pageSchema.shape.sections.parse([exampleSection(sectionSchemaOf("chat"), {}), steps]))).toBeUndefined();
});
