// The pure parts of scripts/add-pages.mjs: the campaign pages it adds to a copy
// of the project and the photos they show, worked out from numbers alone so
// that a measurement repeats exactly.
import { PICTURE_SRC, PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from "../../lib/editor-media.mjs";
import { PAGES_DIR, routeSlug } from "../../lib/content/page-files.mjs";

/** The general section types (lib/sections/<type>/): those a marketer composes any page from; each added page holds every one, the Hero first (it holds the h1). */
export const GENERAL_TYPES = ["hero", "text", "picture", "picture-text", "features", "numbers", "questions", "quote", "steps", "call-to-action"];

/** How many distinct photos the pages share. */
export const PHOTO_COUNT = 100;

/** The n-th photo's file name (from 1): scale-photo-001.jpg. */
export const photoName = (i) => `scale-photo-${String(i).padStart(3, "0")}.jpg`;

/** Where the editor commits an upload, and how a picture field names it. */
export const photoFile = (i) => `${PICTURES_FOLDER}/${photoName(i)}`;
export const photoSrc = (i) => `${PICTURES_PUBLIC_FOLDER}/${photoName(i)}`;

/** The n-th added page's path (from 1). */
export const scalePath = (n) => `/campaigns/scale-${n}`;

/** Its page file, named as the editor names a new page: its path's slug. */
export const scaleFile = (n) => `${PAGES_DIR}/${routeSlug(scalePath(n))}.json`;

/**
 * Every picture field's value in some data, in order: each object whose `src`
 * is an upload's address (PICTURE_SRC), however deep.
 * @param {unknown} data
 * @returns {{ src: string }[]}
 */
export function pictureFields(data) {
  if (Array.isArray(data)) return data.flatMap(pictureFields);
  if (!data || typeof data !== "object") return [];
  const own = typeof data.src === "string" && PICTURE_SRC.test(data.src) ? [data] : [];
  return [...own, ...Object.values(data).flatMap(pictureFields)];
}

/**
 * The n-th page's data (from 1): every general type as the editor's "Add"
 * makes it (`added`, by type), the Hero first, then the others in the order
 * given, each picture a photo, dealt in turn across the pages so that all
 * PHOTO_COUNT are used between them. Not in the footer: a footer listing
 * hundreds of pages would put every page over its HTML budget.
 * @param {number} n
 * @param {readonly { type: string }[]} added  each type's section as "Add" makes it
 * @param {{ photos?: number }} [options]
 */
export function scalePage(n, added, { photos = PHOTO_COUNT } = {}) {
  const missing = GENERAL_TYPES.filter((type) => !added.some((section) => section.type === type));
  if (missing.length) throw new Error(`no section as "Add" makes it for ${missing.join(", ")}`);
  const sections = structuredClone(GENERAL_TYPES.flatMap((type) => added.filter((section) => section.type === type).slice(0, 1)));
  const fields = pictureFields(sections);
  fields.forEach((field, j) => {
    field.src = photoSrc((((n - 1) * fields.length + j) % photos) + 1);
  });
  return {
    path: scalePath(n),
    title: `Scale campaign ${n}`,
    description: `A campaign page added to measure the site at scale: every general section type, page ${n}, with uploaded photos.`,
    label: `Scale ${n}`,
    showInFooter: false,
    headline: `Scale campaign ${n}`,
    sections,
  };
}

/** A 32-bit xorshift generator from a seed: the same photos on every run. */
export function seeded(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/**
 * What the i-th photo is made of (from 1): a 3000×2000 picture, like a
 * camera's, of colour fields blended from a coarse grid of random colours,
 * with a fine grain whose strength varies so files run from about half a
 * megabyte to one (JPEG at quality 90).
 * @param {number} i
 */
export function photoSpec(i) {
  const random = seeded(i * 7919 + 17);
  const grid = { width: 12, height: 8 };
  const colours = Array.from({ length: grid.width * grid.height * 3 }, () => Math.floor(random() * 256));
  return { width: 3000, height: 2000, grid, colours, grain: 6 + (i % 5) * 2, seed: i * 104729 + 3 };
}

/**
 * Adds the spec's grain to raw RGB pixels, in place.
 * @param {Buffer} pixels
 * @param {{ grain: number, seed: number }} spec
 */
export function addGrain(pixels, { grain, seed }) {
  const random = seeded(seed);
  for (let k = 0; k < pixels.length; k++) {
    const v = pixels[k] + Math.round((random() - 0.5) * grain);
    pixels[k] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return pixels;
}
