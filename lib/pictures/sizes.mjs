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
