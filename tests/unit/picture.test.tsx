/**
 * How an uploaded picture is drawn (components/ui/picture.tsx): the build's
 * formats and widths offered to the browser, the box kept before it arrives,
 * loaded at once only in the page's first section; and what the editor's
 * preview draws for a picture the build has not made yet
 * (components/editor/preview-pictures.ts). The alt text read here is the test's
 * own: pictures' words are a page file's, and these are not from one.
 */
import { render } from "@testing-library/react";
import PageSections from "@/components/sections/page-sections";
import Picture, { PICTURE_SIZES, pictureAlt } from "@/components/ui/picture";
import { pagePreview } from "@/components/editor/page-preview";
import { fileNameOf, previewPictures } from "@/components/editor/preview-pictures";
import type { PreviewProps } from "@/components/editor/preview-props";
import { SECTION_CONTEXT } from "@/lib/content/load";
import type { SectionContext } from "@/lib/content/section-context";
import { exampleSection, sectionSchemaOf } from "@/lib/sections/schemas";
import { builtForTest, testPictures } from "./helpers/pictures";

const SRC = "/media/a-test-picture.jpg";
const built = builtForTest(SRC);
const context = { picture: testPictures };

function drawn(props: Partial<Parameters<typeof Picture>[0]> = {}) {
  const { container } = render(<Picture field={{ src: SRC, alt: "A test picture" }} context={context} sizes={PICTURE_SIZES.half} {...props} />);
  return container;
}

test("offers AVIF then WebP at every width the build made, with the sizes it is given", () => {
  const sources = [...drawn().querySelectorAll("picture > source")];
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]!.getAttribute("srcset")).toBe(built.avif.map((file) => `${file.url} ${file.width}w`).join(", "));
  expect(sources[1]!.getAttribute("srcset")).toBe(built.webp.map((file) => `${file.url} ${file.width}w`).join(", "));
  for (const source of sources) expect(source.getAttribute("sizes")).toBe(PICTURE_SIZES.half);
});

test("its img is the widest WebP, keeps its box (width, height, the dominant colour behind it) and decodes off the main thread", () => {
  const img = drawn().querySelector("picture > img")!;
  expect(img.getAttribute("src")).toBe(built.webp.at(-1)!.url);
  expect(img.getAttribute("width")).toBe(String(built.width));
  expect(img.getAttribute("height")).toBe(String(built.height));
  expect(img.getAttribute("decoding")).toBe("async");
  expect((img as HTMLElement).style.backgroundColor).not.toBe("");
  expect(img.getAttribute("alt")).toBe("A test picture");
});

test("is lazy unless in the page's first section, where it loads at once and first", () => {
  const later = drawn().querySelector("img")!;
  expect(later.getAttribute("loading")).toBe("lazy");
  expect(later.hasAttribute("fetchpriority")).toBe(false);
  const first = drawn({ first: true }).querySelector("img")!;
  expect(first.getAttribute("loading")).toBe("eager");
  expect(first.getAttribute("fetchpriority")).toBe("high");
});

test("a decorative picture has an empty alt, whatever alt text it kept", () => {
  expect(pictureAlt({ src: SRC, alt: "Kept from before", decorative: true })).toBe("");
  expect(
    drawn({ field: { src: SRC, alt: "Kept from before", decorative: true } })
      .querySelector("img")!
      .getAttribute("alt"),
  ).toBe("");
});

test("the page's first section gets `first`, the others not", () => {
  const full: SectionContext = { ...SECTION_CONTEXT, highlight: () => "", picture: testPictures };
  const picture = exampleSection(sectionSchemaOf("picture"), full.figures);
  const { container } = render(<PageSections sections={[picture, picture]} context={full} />);
  expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
});

describe("in the editor's preview", () => {
  // Decap's getAsset resolves a name in the media folder; a value starting "/" it hands back as a public URL.
  const getAsset = (asked: string) => ({ url: asked.startsWith("/") ? asked : `blob:editor/${asked}` });

  test("a picture the build made is drawn as the site draws it", () => {
    expect(previewPictures({ [SRC]: built }, getAsset)(SRC)).toEqual({ kind: "built", ...built });
  });

  test("an upload the build has not made is the file as the editor holds it, a plain img", () => {
    const shown = previewPictures({}, getAsset)(SRC);
    expect(shown).toEqual({ kind: "upload", src: SRC, url: `blob:editor/${fileNameOf(SRC)}` });
    const { container } = render(<Picture field={{ src: SRC, alt: "A test picture" }} context={{ picture: () => shown }} sizes={PICTURE_SIZES.full} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe(`blob:editor/${fileNameOf(SRC)}`);
  });

  test("without the editor's lookup (pages drawn as built), a picture the build did not make is named", () => {
    expect(() => previewPictures(undefined)(SRC)).toThrow(`The picture ${SRC} was not in the build`);
  });
});

test("the editor's page preview draws a picture uploaded before Save from Decap's getAsset", () => {
  const Preview = pagePreview({ ...SECTION_CONTEXT, highlight: () => "", picture: previewPictures(undefined) }, "", undefined);
  const section = { ...exampleSection(sectionSchemaOf("picture"), SECTION_CONTEXT.figures), picture: { src: SRC, alt: "A test picture" } };
  const asked: string[] = [];
  // What Decap hands a preview template, as far as the page preview reads it: the entry's data (Immutable.js) and getAsset.
  const props = {
    entry: { getIn: () => ({ toJS: () => ({ sections: [section] }) }) },
    getAsset: (src: string) => {
      asked.push(src);
      return { url: `blob:editor/${src}`, path: src, fileObj: new File([], "x.jpg") };
    },
  };
  const { container } = render(<Preview {...(props as unknown as PreviewProps)} />);
  // By the file's name, which Decap finds in the media folder (a value starting "/" it would take for a public URL).
  expect(asked).toContain(fileNameOf(SRC));
  expect(container.querySelector("img")!.getAttribute("src")).toBe(`blob:editor/${fileNameOf(SRC)}`);
});
