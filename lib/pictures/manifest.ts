/**
 * The picture step's manifest as the page renderer reads it: `.pictures/manifest.json`,
 * written by scripts/build/pictures.mjs before `next build`, one BuiltPicture
 * per picture some page uses. Read once, on the first picture asked for, so a
 * page with none never needs it. A src it lacks fails the build naming it:
 * the step was not run, or the page names a picture the step did not see.
 * Server code only (it reads the file system).
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuiltPicture } from "./picture";

/** Where the picture step writes its manifest, at the project's root (gitignored). */
export const PICTURE_MANIFEST = path.join(".pictures", "manifest.json");

let manifest: Readonly<Record<string, BuiltPicture>> | undefined;

function readManifest(): Readonly<Record<string, BuiltPicture>> {
  if (manifest) return manifest;
  const file = path.join(process.cwd(), PICTURE_MANIFEST);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${PICTURE_MANIFEST} is missing: run the picture step (scripts/build/pictures.mjs) before next build`);
  }
  // The step wrote it moments ago from the same BuiltPicture type; it is not a marketer's file.
  manifest = JSON.parse(text) as Record<string, BuiltPicture>;
  return manifest;
}

/** The built picture of a picture field's value ("/media/<file>"); one the manifest lacks fails, naming it. */
export function builtPicture(src: string): BuiltPicture {
  const built = readManifest()[src];
  if (!built) throw new Error(`The picture ${src} is not in ${PICTURE_MANIFEST}: run the picture step (scripts/build/pictures.mjs) before next build`);
  return built;
}
