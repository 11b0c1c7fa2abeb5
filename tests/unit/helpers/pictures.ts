import type { BuiltPicture } from "@/lib/pictures/picture";

/**
 * A picture as the picture step's manifest describes it (lib/pictures/picture.ts),
 * for tests of how a picture is drawn whatever the step made of it (the
 * sections' examples are drawn with the real manifest, which Jest's global
 * setup has the step write). The files are named after the upload so a test
 * can tell two pictures apart; widths, size and colour are fixed here.
 */
export function builtForTest(src: string): BuiltPicture {
  const stem = src.replace(/^\/media\//, "").replace(/\.[a-z]+$/i, "");
  const files = (format: "avif" | "webp") => [480, 960].map((width) => ({ url: `/_pictures/${stem}-${width}.${format}`, width, bytes: width * 20 }));
  return { src, width: 960, height: 600, color: "#1b7fa8", avif: files("avif"), webp: files("webp") };
}

/** The sections' `picture` lookup over builtForTest. */
export const testPictures = (src: string) => ({ kind: "built" as const, ...builtForTest(src) });
