/**
 * The picture a page's social card is drawn over: its hero's, when it has one
 * (issue #31: "a page whose hero has a picture uses it on its social card").
 * The card's renderer (next/og) takes PNG or JPEG, not the AVIF and WebP the
 * picture step made, so the widest WebP the step wrote is turned, at build
 * time, into a 1200×630 JPEG cover and handed over as a data URL: the step's
 * file, not the upload, so what the card shows was checked and stripped of its
 * metadata like every other picture. Server code only.
 */
import "server-only";
import path from "node:path";
import sharp from "sharp";
import type { PageSection } from "@/lib/content/page.schema";
import { builtPicture } from "./built-pictures";
import { fileHash } from "./card-cache";

/** The hero's picture field of a page's sections, if its hero has one. */
export function heroPictureOf(sections: readonly PageSection[]): string | undefined {
  const hero = sections.find((section): section is Extract<PageSection, { type: "hero" }> => section.type === "hero");
  return hero?.picture?.src;
}

/** The picture step's file a card is drawn from: the widest WebP of the picture. */
function cardSource(src: string): string {
  const widest = builtPicture(src).webp.at(-1);
  if (!widest) throw new Error(`The picture ${src} has no WebP file in the picture step's manifest`);
  return path.join(process.cwd(), "public", widest.url);
}

/** A hash of the bytes a card is drawn from, for its cache key (lib/pictures/card-cache.ts). */
export function socialCardPictureHash(src: string): string {
  return fileHash(cardSource(src));
}

/** The picture as a JPEG data URL of the card's size, cropped to cover it (the middle kept). */
export async function socialCardPicture(src: string, size: { width: number; height: number }): Promise<string> {
  const jpeg = await sharp(cardSource(src))
    .resize(size.width, size.height, { fit: "cover" })
    // Plain libjpeg, not mozjpeg: this JPEG is only handed to the card's renderer, never served, and mozjpeg took
    // 70-85 ms a card against 7-8 (35 s of a 500-page build).
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
