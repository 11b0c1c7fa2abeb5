import localFont from "next/font/local";

/**
 * Archivo, self-hosted and split by unicode-range as font services split it:
 * three variable faces that carry both axes we use, weight (body 500, display
 * 850) and width (display condensed to 68%). @fontsource-variable/archivo's files
 * cut by scripts/subset-font.mjs, which writes the ranges below into
 * lib/font-faces.json (tests/unit/font-subset.test.ts holds the two in step;
 * next/font reads only literals, so they are written out here).
 *
 * The base face (ASCII, Latin-1 signs, our punctuation) is preloaded: every page
 * needs it. The two others hold the accented letters of European languages and
 * are not preloaded: the browser fetches one only when a page's words use a
 * character in its range, so a page in plain English downloads what it did before.
 * next/font/local gives all the files of one call one preload setting, hence one
 * call per face. Each call is its own family (Turbopack ignores a `font-family`
 * declaration when it writes the call's variable), so app/globals.css lists the
 * extensions' variables ahead of the base's: a character outside an extension's
 * range skips it, and the base's metric-matched fallback comes after all three.
 */
export const archivo = localFont({
  src: "./fonts/archivo-drops.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo",
  declarations: [
    { prop: "font-stretch", value: "68% 100%" },
    { prop: "unicode-range", value: "U+20-7E,U+A0-BF,U+D7,U+F7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2191,U+2193,U+2212" },
  ],
  adjustFontFallback: "Arial",
  preload: true,
});

/** Latin-1's letters (é ë ü ß …), Œ œ ı and the quotes ‚ „ ‹ ›: fetched when a page uses one. */
export const archivoAccents = localFont({
  src: "./fonts/archivo-drops-accents.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo-accents",
  declarations: [
    { prop: "font-stretch", value: "68% 100%" },
    { prop: "unicode-range", value: "U+C0-D6,U+D8-F6,U+F8-FF,U+131,U+152-153,U+201A,U+201E,U+2039-203A" },
  ],
  adjustFontFallback: false,
  preload: false,
});

/** Latin Extended-A (Ł ź č ő …): fetched when a page uses one. */
export const archivoLatinExt = localFont({
  src: "./fonts/archivo-drops-latin-ext.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo-latin-ext",
  declarations: [
    { prop: "font-stretch", value: "68% 100%" },
    { prop: "unicode-range", value: "U+100-130,U+132-151,U+154-17F" },
  ],
  adjustFontFallback: false,
  preload: false,
});

/** The classes that declare the three faces' variables: on <html>, so every page has the whole family. */
export const fontVariables = [archivo, archivoAccents, archivoLatinExt].map((font) => font.variable).join(" ");
