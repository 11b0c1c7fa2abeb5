/**
 * @jest-environment node
 */
import {
  HEAD_BYTES,
  PICTURE_ACCEPT,
  altProblems,
  checkUploadsBeforeSave,
  emptyPictureGroups,
  pictureTypeOfBytes,
  pictureTypeOfName,
  uploadProblems,
  withoutEmptyPictures,
} from "@/components/editor/upload-checks";
import { MAX_UPLOAD_BYTES, PICTURE_TYPES } from "@/lib/editor-media.mjs";

/** The first bytes of each format, as a file would start (the rest does not matter to the check). */
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF");
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR");
const WEBP = bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ");
/** An ISO box: its size (big-endian), "ftyp", the major brand, a minor version, then compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], "ftyp", major, [0, 0, 0, 0], compatible.join(""));
const HTML = bytes("<!doctype html><script>alert(1)</script>");
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe("a picture's format by its first bytes", () => {
  test("tells the four formats the site takes", () => {
    expect(pictureTypeOfBytes(JPEG)).toBe("image/jpeg");
    expect(pictureTypeOfBytes(PNG)).toBe("image/png");
    expect(pictureTypeOfBytes(WEBP)).toBe("image/webp");
    expect(pictureTypeOfBytes(ftyp("avif", "mif1", "miaf"))).toBe("image/avif");
    expect(pictureTypeOfBytes(ftyp("avis", "msf1"))).toBe("image/avif");
    // Some encoders put "avif" among the compatible brands only.
    expect(pictureTypeOfBytes(ftyp("mif1", "miaf", "avif"))).toBe("image/avif");
  });

  test("knows nothing else, nor a truncated signature", () => {
    for (const head of [
      HTML,
      SVG,
      bytes("GIF89a"),
      bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "),
      ftyp("heic", "mif1", "heic"),
      ftyp("isom", "mp41"),
      bytes([0xff, 0xd8]),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes([]),
    ])
      expect(pictureTypeOfBytes(head)).toBeUndefined();
    // A brand past the ftyp box's own size belongs to the next box.
    const short = ftyp("mif1", "miaf", "avif");
    short[3] = 20;
    expect(pictureTypeOfBytes(short)).toBeUndefined();
  });

  test("the check reads enough bytes for an AVIF file's brands", () => {
    expect(ftyp("mif1", "miaf", "MA1B", "avif").length).toBeLessThanOrEqual(HEAD_BYTES);
  });
});

describe("an upload before Save", () => {
  test("a picture named as what it holds passes", () => {
    expect(pictureTypeOfName("zoë-at-the-café.JPEG")).toBe("image/jpeg");
    for (const [name, head] of [
      ["team.jpg", JPEG],
      ["team.jpeg", JPEG],
      ["logo.png", PNG],
      ["hero.webp", WEBP],
      ["hero.avif", ftyp("avif")],
    ] as const)
      expect(uploadProblems({ name, size: 1000, head })).toEqual([]);
    // Where Decap does not hand over the bytes, the name and size are all there is to check.
    expect(uploadProblems({ name: "team.jpg", size: 1000 })).toEqual([]);
  });

  test("over the size limit: refused, naming the file and the limit", () => {
    expect(uploadProblems({ name: "huge.jpg", size: MAX_UPLOAD_BYTES, head: JPEG })).toEqual([]);
    expect(uploadProblems({ name: "huge.jpg", size: MAX_UPLOAD_BYTES + 1, head: JPEG })).toEqual([
      "huge.jpg is 10.1 MB; a picture may be at most 10 MB: save it smaller (2,000 pixels across is plenty) and upload it again.",
    ]);
    expect(uploadProblems({ name: "huge.jpg", size: 25 * 1024 * 1024 })[0]).toMatch(/^huge\.jpg is 25 MB; /);
  });

  test("a name that is not a picture's: refused whatever it holds", () => {
    for (const name of ["drawing.svg", "anim.gif", "page.html", "photo.heic", "photo", ".png", "notes.png.txt"])
      expect(uploadProblems({ name, size: 10, head: PNG })).toEqual([
        `${name} is not a picture the site takes: upload a JPEG, PNG, WebP or AVIF file (ending .jpg, .jpeg, .png, .webp or .avif).`,
      ]);
  });

  test("a page, a drawing or a damaged file named as a picture: refused, naming it", () => {
    expect(uploadProblems({ name: "cat.png", size: HTML.length, head: HTML })).toEqual([
      "cat.png is named as a PNG picture, but what it holds is not a JPEG, PNG, WebP or AVIF picture (a web page or a drawing renamed, or a damaged file): upload the picture itself.",
    ]);
    expect(uploadProblems({ name: "logo.webp", size: SVG.length, head: SVG })[0]).toMatch(/^logo\.webp is named as a WebP picture, but /);
    expect(uploadProblems({ name: "cut.jpg", size: 2, head: bytes([0xff, 0xd8]) })[0]).toMatch(/^cut\.jpg is named as a JPEG picture, but /);
  });

  test("a picture of one format named as another: refused, saying the name it should have", () => {
    expect(uploadProblems({ name: "photo.jpg", size: 10, head: PNG })).toEqual([
      "photo.jpg holds a PNG picture but is named as a JPEG: rename it to end .png and upload it again.",
    ]);
    expect(uploadProblems({ name: "photo.png", size: 10, head: ftyp("avif") })[0]).toMatch(/rename it to end \.avif/);
  });
});

describe("alt text before Save", () => {
  const page = (portrait: Record<string, unknown>) => ({
    path: "/stories",
    sections: [
      { type: "hero", headline: "a" },
      { type: "quote", quote: "Words", portrait },
    ],
  });

  test("a picture with alt text, or ticked decorative, passes; an empty picture field is no picture", () => {
    expect(altProblems(page({ src: "/media/ana.jpg", alt: "Ana at the well" }))).toEqual([]);
    expect(altProblems(page({ src: "/media/ana.jpg", decorative: true }))).toEqual([]);
    expect(altProblems(page({ src: "", alt: "" }))).toEqual([]);
  });

  test("a picture with no alt text (or only spaces) and not decorative: refused, naming the file and where it is", () => {
    const expected =
      'The picture ana.jpg (Sections 2 (quote) › Portrait) has no alt text: say what it shows, or tick "Decorative" if it adds nothing the words do not say.';
    expect(altProblems(page({ src: "/media/ana.jpg" }))).toEqual([expected]);
    expect(altProblems(page({ src: "/media/ana.jpg", alt: "  ", decorative: false }))).toEqual([expected]);
    expect(altProblems({ logos: [{ name: "Acme", picture: { src: "/media/acme.png" } }] })).toEqual([
      'The picture acme.png (Logos 1 › Picture) has no alt text: say what it shows, or tick "Decorative" if it adds nothing the words do not say.',
    ]);
  });
});

describe("Decap's preSave listener", () => {
  /** Decap's entry draft as the listener gets it: an Immutable Map, whose toJS() the listener reads. */
  const entry = (data: unknown, mediaFiles: unknown[]) => {
    const values: Record<string, unknown> = { data: { toJS: () => data }, mediaFiles: { toJS: () => mediaFiles } };
    return { get: (key: string) => values[key] };
  };
  const file = (head: Uint8Array<ArrayBuffer>, name: string) => new File([head], name);

  test("lets a save with good uploads through, unchanged", async () => {
    const upload = file(JPEG, "ana.jpg");
    await expect(
      checkUploadsBeforeSave({
        entry: entry({ portrait: { src: "/media/ana.jpg", alt: "Ana" } }, [{ name: "ana.jpg", size: upload.size, file: upload, draft: true }]),
      }),
    ).resolves.toBeUndefined();
  });

  test("stops a save, naming every problem: the new uploads' (read from their bytes) and the alt text's", async () => {
    const page = file(HTML, "cat.png");
    const check = checkUploadsBeforeSave({
      entry: entry({ portrait: { src: "/media/cat.png" } }, [
        { name: "cat.png", size: page.size, file: page, draft: true },
        // A file the branch already has (not a draft) is not committed again: the build checks it.
        { name: "old.gif", size: 10, draft: false },
        { name: "big.webp", size: MAX_UPLOAD_BYTES + 1, draft: true },
      ]),
    });
    await expect(check).rejects.toThrow(
      [
        "cat.png is named as a PNG picture, but what it holds is not a JPEG, PNG, WebP or AVIF picture (a web page or a drawing renamed, or a damaged file): upload the picture itself.",
        "big.webp is 10.1 MB; a picture may be at most 10 MB: save it smaller (2,000 pixels across is plenty) and upload it again.",
        'The picture cat.png (Portrait) has no alt text: say what it shows, or tick "Decorative" if it adds nothing the words do not say.',
      ].join(" "),
    );
  });
});

describe("an optional picture left out, before Save", () => {
  const portraitLeftOut = { sections: [{ type: "quote", name: "A name", portrait: { src: "", decorative: true } }] };

  test("finds a picture group with neither file nor alt text, wherever it is", () => {
    expect(emptyPictureGroups(portraitLeftOut)).toEqual([["sections", 0, "portrait"]]);
    expect(emptyPictureGroups({ hero: { picture: { src: null } }, logo: { src: undefined, alt: " " } })).toEqual([["hero", "picture"], ["logo"]]);
  });

  test("keeps a picture with a file, one with alt text but no file (the page check names it), and any group that is not a picture", () => {
    expect(emptyPictureGroups({ portrait: { src: "/media/a.jpg", decorative: true } })).toEqual([]);
    expect(emptyPictureGroups({ portrait: { src: "", alt: "Someone smiling" } })).toEqual([]);
    expect(emptyPictureGroups({ cta: { src: "", label: "" } })).toEqual([]);
    expect(emptyPictureGroups({ src: "" })).toEqual([]);
  });

  test("Decap's preSave listener returns the entry's data without them, and nothing when there is none", () => {
    /** Decap's entry data as far as the listener uses it: toJS, and deleteIn returning a new copy. */
    class FakeData {
      constructor(readonly value: unknown) {}
      toJS(): unknown {
        return structuredClone(this.value);
      }
      deleteIn(path: (string | number)[]): FakeData {
        const copy = this.toJS();
        const parent = path.slice(0, -1).reduce<unknown>((at, key) => Reflect.get(Object(at), key), copy);
        Reflect.deleteProperty(Object(parent), path.at(-1)!);
        return new FakeData(copy);
      }
    }
    const entry = (data: unknown) => ({ get: (key: string) => (key === "data" ? new FakeData(data) : undefined) });
    const result = withoutEmptyPictures({ entry: entry(portraitLeftOut) });
    expect(result instanceof FakeData ? result.value : result).toEqual({ sections: [{ type: "quote", name: "A name" }] });
    expect(withoutEmptyPictures({ entry: entry({ sections: [{ type: "quote", name: "A name" }] }) })).toBeUndefined();
  });
});

describe("the media library's file picker", () => {
  test("offers the four formats, by type and by every name the checks take", () => {
    const offered = PICTURE_ACCEPT.split(",");
    expect(offered.filter((item) => item.startsWith("image/"))).toEqual(PICTURE_TYPES);
    const names = offered.filter((item) => item.startsWith("."));
    expect(names.map((name) => pictureTypeOfName(`a${name}`))).not.toContain(undefined);
    expect(new Set(names.map((name) => pictureTypeOfName(`a${name}`)))).toEqual(new Set(PICTURE_TYPES));
    expect(offered).toHaveLength(PICTURE_TYPES.length + names.length);
  });
});
