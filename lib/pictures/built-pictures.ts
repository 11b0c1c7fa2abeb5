/**
 * The pictures as the build made them: the picture step
 * (scripts/build/pictures.mjs) runs before `next build` and writes
 * .pictures/manifest.json, which this reads once per process. Server code only:
 * the editor's preview gets the same entries through out/admin/preview.json.
 * The file is the build's own output, still checked where it is read, so a
 * stale or hand-edited one fails naming what is wrong rather than drawing a
 * broken picture.
 */
import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BuiltPicture } from "./picture";

/** Where the picture step writes the manifest, from the project's root (scripts/build/pictures.mjs, MANIFEST_FILE). */
export const PICTURES_MANIFEST = ".pictures/manifest.json";

const pictureFile = z.object({ url: z.string().startsWith("/_pictures/"), width: z.number().int().positive(), bytes: z.number().int().positive() });
const builtPictureSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  avif: z.array(pictureFile).min(1),
  webp: z.array(pictureFile).min(1),
});
const manifestSchema = z.record(z.string(), builtPictureSchema);

const RUNS_FIRST = "the picture step, scripts/build/pictures.mjs, runs before next build";

let readOnce: Readonly<Record<string, BuiltPicture>> | undefined;

/** Every picture the build made, by its src (what out/admin/preview.json hands the editor). */
export function builtPictures(): Readonly<Record<string, BuiltPicture>> {
  if (readOnce) return readOnce;
  const file = path.join(process.cwd(), PICTURES_MANIFEST);
  if (!existsSync(file)) return {};
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${PICTURES_MANIFEST}: not as the picture step writes it (${RUNS_FIRST}): ${z.prettifyError(parsed.error)}`);
  readOnce = parsed.data;
  return readOnce;
}

/** The built picture of a field's value ("/media/x.jpg"); throws naming it when the build made none. */
export function builtPicture(src: string): BuiltPicture {
  const picture = builtPictures()[src];
  if (!picture) throw new Error(`${src}: no built picture (${RUNS_FIRST})`);
  return picture;
}
