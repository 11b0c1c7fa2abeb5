// The `sizes` of each place a picture is drawn (components/ui/picture.tsx): how
// wide it shows at each viewport, so the browser picks the narrowest file that
// fills it. Plain JavaScript, like lib/editor-media.mjs, so the picture step's
// budget check (the hero a 390 px phone at DPR 2 downloads) reads the hero's
// as the views write them.

export const PICTURE_SIZES = Object.freeze({
  /** Behind the hero's words, and a wide Picture section: the whole viewport. */
  full: "100vw",
  /** Beside the hero's words, and Picture and text: half the viewport from 64rem (Tailwind's lg), else all of it. */
  half: "(min-width: 64rem) 50vw, 100vw",
  /** An inset Picture section: the 42rem reading column from 48rem (md), else the viewport. */
  inset: "(min-width: 48rem) 42rem, 100vw",
  /** A quote's round portrait: 5rem (80 CSS px). */
  portrait: "5rem",
  /** An uploaded logo in the logo strip: at most 12rem wide. */
  logo: "12rem",
});

/** The hero's picture's `sizes`, by its placement (lib/sections/hero/schema.ts picturePlacement; beside when not given). */
export const HERO_PICTURE_SIZES = Object.freeze({ beside: PICTURE_SIZES.half, behind: PICTURE_SIZES.full });
