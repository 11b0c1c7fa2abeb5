// Jest's global setup: the picture step (scripts/build/pictures.mjs) before any test, as
// before `next build`, so the tests that draw sections with pictures (the section examples)
// read the same manifest the site is built with. Cached by each upload's hash, it encodes
// nothing when no picture changed.
import { buildPictures } from "../../scripts/build/pictures.mjs";

export default async function globalSetup() {
  await buildPictures();
}
