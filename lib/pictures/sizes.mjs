// How wide a picture is drawn, as the `sizes` of its <picture>: one definition
// the views (components/sections/) and the picture budgets
// (scripts/lib/budgets.mjs) both read, so the file the budget weighs is the
// file a browser picks. Plain JavaScript, like lib/editor-media.mjs: the build
// scripts import it as is.

/** The hero's picture: the whole width behind its words, half of it beside them from 64rem up. */
export const HERO_SIZES = {
  behind: "100vw",
  beside: "(min-width: 64rem) 50vw, 100vw",
};

/** Every other place a picture is drawn (components/ui/picture.tsx). */
export const PICTURE_SIZES = {
  /** A wide Picture section: edge to edge. */
  full: "100vw",
  /** Picture and text: half the viewport from 64rem (Tailwind's lg), else all of it. */
  half: "(min-width: 64rem) 50vw, 100vw",
  /** An inset Picture section: the 42rem reading column from 48rem (md), else the viewport. */
  inset: "(min-width: 48rem) 42rem, 100vw",
  /** A quote's round portrait: 5rem (80 CSS px). */
  portrait: "5rem",
  /** An uploaded logo in the logo strip: at most 12rem wide. */
  logo: "12rem",
};
