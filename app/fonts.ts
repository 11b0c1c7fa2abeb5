import localFont from "next/font/local";

/**
 * Archivo, self-hosted and split by unicode-range as font services split it:
 * three variable faces that carry both axes we use, weight (body 500, display
 * 850) and width (display condensed to 68%). @fontsource-variable/archivo's files
 * cut by scripts/subset-font.mjs, which writes each face's range into
 * lib/font-faces.json; tests/unit/font-subset.test.ts holds the declarations in
 * step with it (next/font reads only literals, so the base's is written out here).
 *
 * The base face (ASCII, Latin-1 signs, our punctuation) is next/font's: every
 * page needs it, so it is preloaded, with a metric-matched fallback. The two
 * others hold the accented letters of European languages and are not preloaded:
 * the browser fetches one only when a page's words use a character in its range.
 * Needing neither preload nor fallback, they are plain @font-face rules of one
 * family, "Archivo Accents", in app/globals.css, whose stacks list it ahead of
 * the base: a character outside the accents' ranges skips that family, and the
 * base's fallback comes after both.
 */
export const archivo = localFont({
  src: "./fonts/archivo-drops.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo",
  declarations: [
    // The family, by name (next/font's default is this constant's name): app/globals.css's stacks name it and its
    // fallback, "archivo Fallback", literally, so no inherited font-family reads a var() (issue 41).
    { prop: "font-family", value: "archivo" },
    { prop: "font-stretch", value: "68% 100%" },
    { prop: "unicode-range", value: "U+20-7E,U+A0-BF,U+D7,U+F7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2191,U+2193,U+2212" },
  ],
  adjustFontFallback: "Arial",
  preload: true,
});

/** The class that declares the base face's variable: on <html>, so every page has it. */
export const fontVariables = archivo.variable;
