/**
 * A picture a marketer uploaded, as the pages draw it. The editor saves an
 * upload into lib/content/media/ and a picture field names it by `src`
 * ("/media/<file>"); before `next build`, the picture step
 * (scripts/build/pictures.mjs) decodes every picture a page uses and writes
 * AVIF and WebP files at a few widths, stripped of metadata, with a manifest
 * the loader reads. The upload itself never reaches the export. No React and
 * no Node here: the editor's preview imports these types too.
 */

/** Where a picture field's value points: the media folder as the editor names it. */
export const MEDIA_PUBLIC_PREFIX = "/media/";

/** One encoded file of a picture, at one width. */
export interface PictureFile {
  /** Where the export serves it ("/_pictures/<hash>-640.avif"). */
  url: string;
  width: number;
  bytes: number;
}

/** A picture as the build made it: one entry of the picture step's manifest. */
export interface BuiltPicture {
  /** The field's value it was made from ("/media/<file>"). */
  src: string;
  /** Upright (after its EXIF orientation), in pixels, of the widest file. */
  width: number;
  height: number;
  /** Its dominant colour ("#rrggbb"): the box's background until the picture arrives. */
  color: string;
  /** The same widths in each format, narrowest first. */
  avif: readonly PictureFile[];
  webp: readonly PictureFile[];
}

/**
 * What a view draws: a picture the build made or, in the editor's preview
 * before Save, the upload as the browser holds it (Decap's asset URL).
 */
export type ShownPicture = ({ kind: "built" } & BuiltPicture) | { kind: "upload"; src: string; url: string };
