/**
 * @jest-environment node
 */
/**
 * The pictures' budgets (scripts/lib/budgets.mjs): the file a 390 px phone at
 * DPR 2 picks for a hero, each picture's largest file; the review page listing
 * them (scripts/build/review-page.mjs); and the export check that no upload as
 * sent and no picture's metadata reaches out/ (scripts/build/export-pictures.mjs),
 * which the post-build step runs first.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  HERO_PHONE_BUDGET_BYTES,
  PICTURE_FILE_BUDGET_BYTES,
  chosenFile,
  heroPhoneFile,
  pagePictures,
  pictureFileProblems,
  slotWidth,
} from "../../scripts/lib/budgets.mjs";
import { pageFacts, problemsOf, reviewHtml } from "../../scripts/build/review-page.mjs";
import { exportPictureProblems, pictureMetadata } from "../../scripts/build/export-pictures.mjs";
import { MANIFEST_FILE } from "../../scripts/build/pictures.mjs";
import { postbuild } from "../../scripts/postbuild.mjs";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { HERO_SIZES } from "../../lib/pictures/sizes.mjs";

const files = (ext: string, sizes: [number, number][]) => sizes.map(([width, bytes]) => ({ url: `/_pictures/abc-${width}.${ext}`, width, bytes }));
/** A built picture whose AVIF files weigh `avif` (width → bytes), its WebP twice as much. */
const built = (src: string, avif: [number, number][]) => ({
  src,
  width: avif[avif.length - 1][0],
  height: 100,
  color: "#336699",
  avif: files("avif", avif),
  webp: files(
    "webp",
    avif.map(([w, b]) => [w, b * 2]),
  ),
});

describe("which file a phone takes", () => {
  it("reads the hero's sizes: the whole width behind the words, the padded column beside them on a phone, half of it on a wide screen", () => {
    expect(slotWidth(HERO_SIZES.behind, 390)).toBe(390);
    expect(slotWidth(HERO_SIZES.beside, 390)).toBe(390 - 40);
    expect(slotWidth(HERO_SIZES.beside, 1100)).toBe(1100 / 2 - 60);
    expect(slotWidth(HERO_SIZES.beside, 1440)).toBe(516);
    expect(slotWidth("(max-width: 600px) 100vw, 20rem", 1000)).toBe(320);
    expect(slotWidth("(min-width: 40rem) calc(50vw + 1rem), 10px", 1000)).toBe(516);
    expect(() => slotWidth("calc(100vw * 2)", 390)).toThrow('sizes "calc(100vw * 2)": cannot read "calc(100vw * 2)"');
    expect(() => slotWidth("(min-width: 40rem) 50%, 10px", 390)).toThrow('sizes "(min-width: 40rem) 50%, 10px": cannot read "(min-width: 40rem) 50%"');
  });

  it("is the narrowest file at least slot × DPR wide, else the widest", () => {
    const list = files("avif", [
      [320, 1],
      [640, 2],
      [800, 3],
      [960, 4],
    ]);
    expect(chosenFile(list, 390, 2).width).toBe(800);
    expect(chosenFile(list, 390, 1).width).toBe(640);
    expect(chosenFile(list, 1440, 2).width).toBe(960);
    expect(
      heroPhoneFile(
        built("/media/h.jpg", [
          [320, 1],
          [800, 5],
          [960, 9],
        ]),
      ).url,
    ).toBe("/_pictures/abc-800.avif");
  });
});

describe("a page's pictures against their budgets", () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "picture-budgets-"));
    mkdirSync(path.join(project, "lib/content/pages"), { recursive: true });
    mkdirSync(path.join(project, ".pictures"), { recursive: true });
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const over = PICTURE_FILE_BUDGET_BYTES + 1;
  const heavyHero = HERO_PHONE_BUDGET_BYTES + 1;
  function setUp() {
    const sections = [
      { type: "hero", picture: { src: "/media/hero.jpg", alt: "Volunteers at a food bank" } },
      { type: "picture", picture: { src: "/media/wide.jpg", decorative: true } },
    ];
    writeFileSync(path.join(project, "lib/content/pages/about.json"), JSON.stringify({ path: "/about", sections }));
    writeFileSync(path.join(project, "lib/content/pages/home.json"), JSON.stringify({ path: "/", sections: [] }));
    writeFileSync(path.join(project, "lib/content/layout.json"), JSON.stringify({ logo: { src: "/media/logo.png", alt: "Logo" } }));
    const manifest = {
      "/media/hero.jpg": built("/media/hero.jpg", [
        [320, 1000],
        [800, heavyHero],
        [1920, 2000],
      ]),
      "/media/wide.jpg": built("/media/wide.jpg", [[1920, over]]),
      "/media/logo.png": built("/media/logo.png", [[320, over]]),
    };
    writeFileSync(path.join(project, MANIFEST_FILE), JSON.stringify(manifest));
  }

  it("flags the hero's phone file and any largest file over budget, naming the file", () => {
    setUp();
    const pages = pagePictures(project);
    expect([...pages.keys()]).toEqual(["/about"]);
    const [hero, wide] = pages.get("/about");
    expect(hero).toMatchObject({ src: "/media/hero.jpg", hero: true, phone: { url: "/_pictures/abc-800.avif", bytes: heavyHero } });
    expect(hero.problems).toEqual([
      `hero picture /media/hero.jpg: a 390 px phone at DPR 2 downloads /_pictures/abc-800.avif, ${(heavyHero / 1024).toFixed(1)} kB, over the 60.0 kB budget`,
    ]);
    expect(wide).toMatchObject({ hero: false, decorative: true });
    expect(wide.phone).toBeUndefined();
    expect(wide.problems).toEqual([
      `picture /media/wide.jpg: its largest file /_pictures/abc-1920.webp is ${((over * 2) / 1024).toFixed(1)} kB, over the 250.0 kB budget`,
    ]);
    // The shared file's picture is named with who uses it.
    expect(pictureFileProblems(project, undefined, new Set(["/media/wide.jpg"]))).toEqual([
      `picture /media/logo.png (used by lib/content/layout.json): its largest file /_pictures/abc-320.webp is ${((over * 2) / 1024).toFixed(1)} kB, over the 250.0 kB budget`,
    ]);
  });

  it("the review page lists each page's pictures with alt text and bytes, and flags those over budget", () => {
    setUp();
    const pictures = pagePictures(project).get("/about");
    const facts = pageFacts(
      `<title>${"t".repeat(40)}</title><meta name="description" content="${"d".repeat(130)}"><meta property="og:image" content="https://x.example/og/about.png">`,
    );
    const entries = [{ route: "/about", facts, js: 1, budget: 2, pictures }];
    const html = reviewHtml({ entries });
    expect(html).toContain("<h4>Pictures</h4>");
    expect(html).toContain("<td>Volunteers at a food bank</td>");
    expect(html).toContain("Decorative: no alt text");
    expect(html).toContain(`on a 390 px phone ${(heavyHero / 1024).toFixed(1)} kB (hero budget 60.0 kB)`);
    expect(problemsOf(entries).map((p: { text: string }) => p.text)).toEqual([
      expect.stringMatching(/^Hero picture \/media\/hero\.jpg: a 390 px phone/),
      expect.stringMatching(/^Picture \/media\/wide\.jpg: its largest file/),
    ]);
  });
});

describe("the export holds no upload as sent and no picture's metadata", () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "export-pictures-"));
    mkdirSync(path.join(project, PICTURES_FOLDER), { recursive: true });
    mkdirSync(path.join(project, "out", "_pictures"), { recursive: true });
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const base = () => sharp({ create: { width: 16, height: 8, channels: 3, background: "#cc0000" } });

  it.each(["jpeg", "png", "webp", "avif"] as const)("reads EXIF and XMP out of a %s's own structure", async (format) => {
    expect(pictureMetadata(await base().toFormat(format).toBuffer())).toEqual([]);
    expect(
      pictureMetadata(
        await base()
          .toFormat(format)
          .withExif({ IFD0: { Artist: "Jane" } })
          .toBuffer(),
      ),
    ).toEqual(["EXIF"]);
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>';
    expect(pictureMetadata(await base().toFormat(format).withXmp(xmp).toBuffer())).toEqual(["XMP"]);
  });

  it("names an upload copied as it is and a picture with metadata; the post-build step fails on them first", async () => {
    const upload = path.join(project, PICTURES_FOLDER, "team.jpg");
    writeFileSync(upload, await base().jpeg().toBuffer());
    copyFileSync(upload, path.join(project, "out", "renamed.bin"));
    writeFileSync(
      path.join(project, "out", "_pictures", "x-16.webp"),
      await base()
        .webp()
        .withExif({ IFD0: { Artist: "Jane" } })
        .toBuffer(),
    );
    writeFileSync(path.join(project, "out", "_pictures", "y-16.webp"), await base().webp().toBuffer());
    const expected = [
      `out/_pictures/x-16.webp: carries EXIF metadata (a position, an author): the export's pictures carry none`,
      `out/renamed.bin: is ${PICTURES_FOLDER}/team.jpg as uploaded; the export may hold only the picture step's re-encoded files`,
    ];
    expect(exportPictureProblems(path.join(project, "out"), project)).toEqual(expected);
    mkdirSync(path.join(project, "public"));
    expect(() => postbuild(path.join(project, "out"), { preview: false, serveConfigFile: path.join(project, "serve.json"), projectRoot: project })).toThrow(
      `The export holds what it must not (an upload as sent, a picture's metadata):\n  ${expected.join("\n  ")}`,
    );
  });
});
