/**
 * @jest-environment node
 */
/**
 * The picture step (scripts/build/pictures.mjs) on tiny pictures made here with
 * sharp, in a project of its own under the system's temporary folder: what it
 * writes (upright, at the ladder's widths, with no metadata, never the upload
 * itself), that its cache spares a second encode, and that each file it must
 * refuse fails the step naming the file and the content file that uses it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  buildPictures,
  CACHE_DIR,
  CACHE_UNUSED_DAYS,
  cacheKey,
  ENCODE,
  GALLERY,
  MANIFEST_FILE,
  OUTPUT_DIR,
  PICTURE_WIDTHS,
  sniffFormat,
  widthsFor,
} from "../../scripts/build/pictures.mjs";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { CARD_CACHE_DIR } from "../../lib/pictures/cache-dirs.mjs";
import { builtPicture, builtPictures } from "@/lib/pictures/built-pictures";

let project: string;
beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), "pictures-"));
  mkdirSync(path.join(project, "lib/content/pages"), { recursive: true });
  mkdirSync(path.join(project, PICTURES_FOLDER), { recursive: true });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const PAGE = "lib/content/pages/home.json";

/** A page file whose first section shows each of `srcs`. */
function pageUsing(...srcs: string[]) {
  const sections = srcs.map((src) => ({ type: "picture", picture: { src, alt: "A test picture" } }));
  writeFileSync(path.join(project, PAGE), JSON.stringify({ path: "/", sections }));
}
const upload = (name: string, bytes: Buffer | string) => writeFileSync(path.join(project, PICTURES_FOLDER, name), bytes);
const run = (options: { maxPixels?: number; maxBytes?: number; maxFileBytes?: number; concurrency?: number } = {}) =>
  buildPictures({ projectRoot: project, cacheDir: path.join(project, "cache"), ...options });
const outputs = () => readdirSync(path.join(project, OUTPUT_DIR)).sort();

const AUTHOR = "Jane Example, Photographer";
/** A 40×30 JPEG stored sideways: EXIF orientation 6 (turn 90° clockwise to show), with an author and a GPS position. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: AUTHOR }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" } })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

describe("a picture the content uses", () => {
  it("is turned upright from its EXIF orientation, and keeps no metadata", async () => {
    const original = await sidewaysJpeg();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([40, 30, 6]);
    expect(before.exif?.includes(AUTHOR)).toBe(true);
    upload("sideways.jpg", original);
    pageUsing("/media/sideways.jpg");

    const { manifest } = await run();
    const built = manifest["/media/sideways.jpg"];
    expect([built.width, built.height]).toEqual([30, 40]);
    expect(built.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(outputs()).toHaveLength(2);
    for (const name of outputs()) {
      const bytes = readFileSync(path.join(project, OUTPUT_DIR, name));
      const meta = await sharp(bytes).metadata();
      expect([name, meta.width, meta.height]).toEqual([name, 30, 40]);
      expect({ name, exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({ name });
      for (const marker of ["Exif", "GPS", AUTHOR]) expect(bytes.includes(marker)).toBe(false);
    }
  });

  it("is written at the ladder's widths up to its own, narrowest first, in AVIF and WebP, with the manifest", async () => {
    upload("wide.png", await png(1000, 500));
    upload("small.png", await png(200, 100));
    pageUsing("/media/wide.png", "/media/small.png");
    const { manifest } = await run();

    const wide = manifest["/media/wide.png"];
    expect(widthsFor(1000)).toEqual([...PICTURE_WIDTHS.filter((w) => w < 900), 1000]);
    expect(wide.avif.map((f) => f.width)).toEqual(widthsFor(1000));
    expect(wide.webp.map((f) => f.width)).toEqual(widthsFor(1000));
    // Smaller than the ladder's first step: one file, at its own width.
    expect(manifest["/media/small.png"].avif.map((f) => f.width)).toEqual([200]);
    expect(widthsFor(5000).at(-1)).toBe(PICTURE_WIDTHS.at(-1));

    for (const file of [...wide.avif, ...wide.webp]) {
      const bytes = readFileSync(path.join(project, "public", file.url));
      expect(bytes.length).toBe(file.bytes);
      const meta = await sharp(bytes).metadata();
      expect([file.url, meta.width, meta.height]).toEqual([file.url, file.width, file.width / 2]);
      expect(sniffFormat(bytes)).toBe(file.url.endsWith(".avif") ? "avif" : "webp");
    }
    expect(JSON.parse(readFileSync(path.join(project, MANIFEST_FILE), "utf8"))).toEqual(manifest);
  });

  it("leaves out the widths no quality brings within the file budget, and its box is the widest file kept", async () => {
    // Noise: no encoder makes it small, so the wider files are over a budget the narrow ones keep.
    const noise = Buffer.from(Array.from({ length: 1000 * 500 * 3 }, (_, i) => (i * 2654435761) % 251));
    upload(
      "noisy.png",
      await sharp(noise, { raw: { width: 1000, height: 500, channels: 3 } })
        .png()
        .toBuffer(),
    );
    pageUsing("/media/noisy.png");
    const full = (await run()).manifest["/media/noisy.png"];
    const budget = Math.max(...[...full.avif, ...full.webp].filter((f) => f.width === 480).map((f) => f.bytes)) + 1;
    // Another budget is another cache entry: encoded again, not the files made under the first.
    const second = await run({ maxFileBytes: budget });
    expect([second.encoded, second.cached]).toEqual([1, 0]);
    const kept = second.manifest["/media/noisy.png"];
    expect(kept.avif.map((f) => f.width)).toEqual([320, 480]);
    expect(kept.webp.map((f) => f.width)).toEqual([320, 480]);
    expect(Math.max(...[...kept.avif, ...kept.webp].map((f) => f.bytes))).toBeLessThanOrEqual(budget);
    expect([kept.width, kept.height]).toEqual([480, 240]);
    // A budget for the work, not a measure of it: two encodes of noise at every width, 2.7-3.3 s alone on this 2-core
    // machine, past jest's 5 s once npm test ran the lint and type check beside jest.
  }, 30_000);

  it("may be a JPEG, PNG, WebP or AVIF, each checked by its first bytes", async () => {
    const base = () => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 30, g: 160, b: 90 } } });
    upload("a.jpeg", await base().jpeg().toBuffer());
    upload("b.PNG", await base().png().toBuffer());
    upload("c.webp", await base().webp().toBuffer());
    upload("d.avif", await base().avif().toBuffer());
    const srcs = ["/media/a.jpeg", "/media/b.PNG", "/media/c.webp", "/media/d.avif"];
    pageUsing(...srcs);
    const { manifest } = await run();
    expect(Object.keys(manifest)).toEqual(srcs);
    expect(Object.values(manifest).map((p) => [p.width, p.height])).toEqual(srcs.map(() => [48, 32]));
  });

  it("never reaches the output as uploaded, and a picture no page uses is not written", async () => {
    const used = await png(400, 300);
    upload("used.png", used);
    upload("unused.png", await png(300, 300));
    pageUsing("/media/used.png");
    const { manifest } = await run();
    expect(Object.keys(manifest)).toEqual(["/media/used.png"]);
    for (const name of outputs()) expect(readFileSync(path.join(project, OUTPUT_DIR, name)).includes(used)).toBe(false);
    expect(outputs().every((name) => /^[0-9a-f]{12}-\d+\.(avif|webp)$/.test(name))).toBe(true);
  });

  it("is encoded once: an unchanged picture comes from the cache, and the output folder is refilled", async () => {
    upload("a.png", await png(500, 300));
    pageUsing("/media/a.png");
    const first = await run();
    expect([first.encoded, first.cached]).toEqual([1, 0]);
    writeFileSync(path.join(project, OUTPUT_DIR, "stale.avif"), "left from an old build");

    const second = await run();
    expect([second.encoded, second.cached]).toEqual([0, 1]);
    expect(second.manifest).toEqual(first.manifest);
    expect(outputs()).not.toContain("stale.avif");

    upload("a.png", await png(501, 300));
    expect((await run()).encoded).toBe(1);
  });

  it("is cached under its upload's sha256 and the encode settings, in CACHE_DIR by default, not node_modules/", async () => {
    const bytes = await png(500, 300);
    upload("a.png", bytes);
    pageUsing("/media/a.png");
    const first = await buildPictures({ projectRoot: project });
    expect([first.encoded, first.cached]).toEqual([1, 0]);
    expect(CACHE_DIR.split("/")).not.toContain("node_modules");
    const sha = createHash("sha256").update(bytes).digest("hex");
    expect(readdirSync(path.join(project, CACHE_DIR, sha))).toEqual([cacheKey()]);
    expect(existsSync(path.join(project, CACHE_DIR, sha, cacheKey(), "picture.json"))).toBe(true);
    const second = await buildPictures({ projectRoot: project });
    expect([second.encoded, second.cached]).toEqual([0, 1]);
  });

  it("has a cache key that changes with every encode setting and the encoder's version", () => {
    const base = cacheKey();
    expect(cacheKey()).toBe(base);
    expect(cacheKey({ maxFileBytes: ENCODE.maxFileBytes })).toBe(base);
    expect(cacheKey({ maxFileBytes: ENCODE.maxFileBytes - 1 })).not.toBe(base);
    expect(cacheKey({ encoder: { ...sharp.versions, vips: "0.0.0" } })).not.toBe(base);
    expect(cacheKey({ encoder: { ...sharp.versions, aom: "0.0.0" } })).not.toBe(base);
    expect(cacheKey({ widths: [...PICTURE_WIDTHS, 2560] })).not.toBe(base);
    expect(cacheKey({ widths: PICTURE_WIDTHS.slice(1) })).not.toBe(base);
    // Each of the encoder's settings, one at a time.
    const settings = (value: unknown, at: string[] = []): string[][] =>
      value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => settings(v, [...at, k])) : [at];
    const changed = (encode: unknown, at: string[]): typeof ENCODE => {
      const copy = structuredClone(encode) as Record<string, unknown>;
      let holder = copy;
      for (const key of at.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
      const last = at.at(-1)!;
      holder[last] = typeof holder[last] === "number" ? (holder[last] as number) + 1 : `${holder[last]}x`;
      return copy as unknown as typeof ENCODE;
    };
    const paths = settings(ENCODE);
    expect(paths.map((at) => at.join("."))).toEqual(expect.arrayContaining(["avif.quality", "avif.effort", "webp.quality", "step", "floor"]));
    for (const at of paths) expect([at.join("."), cacheKey({ encode: changed(ENCODE, at) })]).not.toEqual([at.join("."), base]);
  });

  it("encodes an upload sent twice under two names once, and keeps the content's order whatever finishes first", async () => {
    const same = await png(400, 300);
    upload("one.png", same);
    upload("two.png", same);
    // The widest first: it finishes after the ones behind it.
    upload("big.png", await png(900, 500));
    upload("small.png", await png(100, 60));
    const srcs = ["/media/big.png", "/media/one.png", "/media/small.png", "/media/two.png"];
    pageUsing(...srcs);
    const { manifest, encoded, cached } = await run({ concurrency: 4 });
    expect([encoded, cached]).toEqual([3, 1]);
    expect(Object.keys(manifest)).toEqual(srcs);
    expect(manifest["/media/two.png"].avif).toEqual(manifest["/media/one.png"].avif);
  });

  it("drops cache entries no run has used for CACHE_UNUSED_DAYS, and keeps the rest", async () => {
    upload("kept.png", await png(300, 200));
    upload("gone.png", await png(310, 200));
    upload("recent.png", await png(320, 200));
    pageUsing("/media/kept.png", "/media/gone.png", "/media/recent.png");
    await run();
    const cache = path.join(project, "cache");
    const entryOf = (name: string) =>
      path.join(
        cache,
        createHash("sha256")
          .update(readFileSync(path.join(project, PICTURES_FOLDER, name)))
          .digest("hex"),
      );
    const long = new Date(Date.now() - (CACHE_UNUSED_DAYS + 1) * 24 * 60 * 60 * 1000);
    for (const name of ["kept.png", "gone.png"]) utimesSync(path.join(entryOf(name), cacheKey(), "picture.json"), long, long);
    // A run stopped halfway long ago left a half entry.
    const partial = path.join(entryOf("gone.png"), `${cacheKey()}.partial-1-x`);
    mkdirSync(partial);
    utimesSync(partial, long, long);

    // The social cards' folder (lib/pictures/card-cache.ts): a card no build has drawn for as long goes too.
    const cards = path.join(cache, path.relative(CACHE_DIR, CARD_CACHE_DIR));
    mkdirSync(cards);
    writeFileSync(path.join(cards, "old.png"), "png");
    utimesSync(path.join(cards, "old.png"), long, long);
    writeFileSync(path.join(cards, "drawn.png"), "png");

    pageUsing("/media/kept.png");
    expect((await run()).cached).toBe(1);
    expect(readdirSync(cards)).toEqual(["drawn.png"]);
    expect(existsSync(entryOf("kept.png"))).toBe(true);
    expect(existsSync(entryOf("recent.png"))).toBe(true);
    expect(existsSync(entryOf("gone.png"))).toBe(false);
    // Used, so touched: it stays another CACHE_UNUSED_DAYS.
    expect(statSync(path.join(entryOf("kept.png"), cacheKey(), "picture.json")).mtimeMs).toBeGreaterThan(long.getTime());
  });

  it("includes the section examples' pictures, which the gallery draws, and the shared files'", async () => {
    upload("example-field.png", await png(100, 80));
    upload("logo.png", await png(120, 40));
    writeFileSync(path.join(project, PAGE), JSON.stringify({ path: "/", sections: [] }));
    writeFileSync(path.join(project, "lib/content/layout.json"), JSON.stringify({ footer: { logo: { src: "/media/logo.png", decorative: true } } }));
    const { manifest } = await run();
    expect(Object.keys(manifest).sort()).toEqual(["/media/example-field.png", "/media/logo.png"]);
  });
});

/** The first box of an iPhone's HEIC file: ftyp, brand heic, compatible mif1 and heic. */
const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(32)]);

describe("the step refuses, naming the file and who uses it", () => {
  const refusal = async (options: { maxPixels?: number; maxBytes?: number } = {}) => {
    const error = await run(options).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    return error instanceof Error ? error.message : "";
  };
  const html = "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>";
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

  it.each([
    ["an HTML file named .png", "page.png", () => html, "an HTML file named like a PNG"],
    ["an SVG with a script named .png", "drawing.png", () => svg, "an SVG file named like a PNG"],
    ["a JPEG named .png", "photo.png", () => sidewaysJpeg(), "a JPEG named like a PNG"],
    ["an iPhone's HEIC named .jpg", "iphone.jpg", () => heic, "a HEIC picture (an iPhone's own format)"],
    ["bytes of no picture format", "noise.webp", () => Buffer.from("0123456789abcdef"), "is not a WebP: its first bytes (30 31 32 33)"],
  ])("%s", async (_, name, make, words) => {
    upload(name, await make());
    pageUsing(`/media/${name}`);
    const message = await refusal();
    expect(message).toContain(`${PICTURES_FOLDER}/${name}: is ${words.replace(/^is /, "")}`);
    expect(message).toContain(`(used by ${PAGE})`);
  });

  it("an SVG named .svg is no picture field's value, so no page can name it", () => {
    // The schema's PICTURE_SRC refuses it before the step: the step never sees an .svg.
    writeFileSync(path.join(project, PAGE), JSON.stringify({ path: "/", sections: [{ picture: { src: "/media/drawing.svg", alt: "x" } }] }));
    upload("drawing.svg", svg);
    return expect(run()).resolves.toEqual(expect.objectContaining({ manifest: {} }));
  });

  it("a truncated JPEG, cut in its header or in its picture data", async () => {
    // Noise, so most of the file is picture data after the header.
    const noise = Buffer.from(Array.from({ length: 96 * 96 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .jpeg()
      .toBuffer();
    upload("head.jpg", whole.subarray(0, 100));
    upload("tail.jpg", whole.subarray(0, Math.floor(whole.length * 0.8)));
    pageUsing("/media/head.jpg", "/media/tail.jpg");
    const message = await refusal();
    expect(message).toContain(`${PICTURES_FOLDER}/head.jpg: could not be read as a JPEG: it is truncated or damaged`);
    expect(message).toContain(`${PICTURES_FOLDER}/tail.jpg: could not be decoded: it is truncated or damaged`);
    expect(message.match(/\(used by lib\/content\/pages\/home\.json\)/g)).toHaveLength(2);
  });

  it("a picture over the pixel limit, and one over the upload limit", async () => {
    upload("big.png", await png(100, 100));
    upload("heavy.png", await png(20, 20));
    pageUsing("/media/big.png", "/media/heavy.png");
    expect(await refusal({ maxPixels: 5000 })).toContain(
      `${PICTURES_FOLDER}/big.png: is 100×100, 10,000 pixels: over the 5,000 a picture may have (used by ${PAGE})`,
    );
    const heavy = readFileSync(path.join(project, PICTURES_FOLDER, "heavy.png")).length;
    expect(await refusal({ maxBytes: heavy - 1 })).toContain(
      `${PICTURES_FOLDER}/heavy.png: is ${heavy} bytes (0.0 MB), over the ${heavy - 1} bytes (0.0 MB) an upload may be (used by ${PAGE})`,
    );
  });

  it("a missing file, naming every file that uses it, and every problem at once", async () => {
    pageUsing("/media/gone.jpg", "/media/gone.jpg", "/media/also-gone.png");
    writeFileSync(path.join(project, "lib/content/layout.json"), JSON.stringify({ logo: { src: "/media/gone.jpg", alt: "Logo" } }));
    const message = await refusal();
    expect(message).toContain(`${PICTURES_FOLDER}/gone.jpg: is missing: no such file in ${PICTURES_FOLDER}/ (used by lib/content/layout.json, ${PAGE})`);
    expect(message).toContain(`${PICTURES_FOLDER}/also-gone.png: is missing`);
    expect(existsSync(path.join(project, MANIFEST_FILE))).toBe(false);
  });

  it("an example picture that is not one names the gallery", async () => {
    upload("example-fake.jpg", html);
    writeFileSync(path.join(project, PAGE), JSON.stringify({ path: "/", sections: [] }));
    expect(await refusal()).toContain(`(used by ${GALLERY})`);
  });
});

describe("the loader's lookup (lib/pictures/built-pictures.ts)", () => {
  it("throws naming a picture the step did not build, and where the step runs", () => {
    expect(() => builtPicture("/media/never-uploaded.jpg")).toThrow(
      "/media/never-uploaded.jpg: no built picture (the picture step, scripts/build/pictures.mjs, runs before next build)",
    );
  });

  it("finds each picture the step built for the project, as the manifest holds it", () => {
    // Jest's global setup ran the step on this project (tests/unit/global-setup.mjs).
    const manifest: Record<string, unknown> = JSON.parse(readFileSync(path.join(process.cwd(), MANIFEST_FILE), "utf8"));
    for (const [src, entry] of Object.entries(manifest)) expect(builtPicture(src)).toEqual(entry);
    expect(Object.keys(builtPictures())).toEqual(Object.keys(manifest));
  });

  it("reads the manifest the step wrote, and refuses one not as the step writes it", async () => {
    upload("team.png", await png(700, 400));
    pageUsing("/media/team.png");
    const { manifest } = await run();
    jest.spyOn(process, "cwd").mockReturnValue(project);
    try {
      const fresh = () => {
        let loaded: typeof import("@/lib/pictures/built-pictures") | undefined;
        jest.isolateModules(() => {
          loaded = jest.requireActual("@/lib/pictures/built-pictures");
        });
        if (!loaded) throw new Error("lib/pictures/built-pictures.ts did not load");
        return loaded;
      };
      expect(fresh().builtPicture("/media/team.png")).toEqual(manifest["/media/team.png"]);
      writeFileSync(path.join(project, MANIFEST_FILE), JSON.stringify({ "/media/team.png": { ...manifest["/media/team.png"], color: "red" } }));
      expect(() => fresh().builtPicture("/media/team.png")).toThrow(/^\.pictures\/manifest\.json: not as the picture step writes it .*color/s);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("hands the editor's preview every built picture (out/admin/preview.json)", async () => {
    const { GET } = await import("@/app/(editor)/admin/preview.json/route");
    const preview: { pictures: unknown } = await GET().json();
    expect(preview.pictures).toEqual(JSON.parse(readFileSync(path.join(process.cwd(), MANIFEST_FILE), "utf8")));
  });
});
