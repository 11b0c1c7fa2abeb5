// How wide a picture is drawn, as the `sizes` of its <picture>: one definition
// the views (components/sections/) and the picture budgets
// (scripts/lib/budgets.mjs) both read, so the file the budget weighs is the
// file a browser picks. Plain JavaScript, like lib/editor-media.mjs: the build
// scripts import it as is.

// Each is the box the view draws the picture in, to the rem: a phone a little wider than the
// budget's (a 412 px one) takes a file one width smaller than with a rounder "100vw" (the
// 800 px AVIF of a 3:4 photo, 47 kB, where it took the 960 px one, 86 kB). The views' boxes:
// a max-w-6xl (72rem) column padded 1.25rem (px-5), 2rem from 48rem (md:px-8); two columns
// from 64rem (lg) with the view's gap between them. tests/e2e/pictures.spec.ts holds each
// to the width the picture is drawn at, at 390 and 1280 px.

/** The hero's picture: the whole width behind its words; beside them, the padded column, half of it (less the 3.5rem gap) from 64rem up. */
export const HERO_SIZES = {
  behind: "100vw",
  beside: "(min-width: 72rem) 32.25rem, (min-width: 64rem) calc(50vw - 3.75rem), (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)",
};

/** Every other place a picture is drawn (components/ui/picture.tsx). */
export const PICTURE_SIZES = {
  /** A wide Picture section: edge to edge. */
  full: "100vw",
  /** Picture and text: the padded column, half of it (less the 4rem gap) from 64rem (Tailwind's lg). */
  half: "(min-width: 72rem) 32rem, (min-width: 64rem) calc(50vw - 4rem), (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)",
  /** An inset Picture section: the 42rem reading column from 48rem (md), else the viewport less its 1.25rem padding. */
  inset: "(min-width: 48rem) 42rem, calc(100vw - 2.5rem)",
  /** A quote's round portrait: 5rem (80 CSS px). */
  portrait: "5rem",
  /** An uploaded logo in the logo strip: at most 12rem wide. */
  logo: "12rem",
};
