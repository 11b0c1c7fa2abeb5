import localFont from "next/font/local";

/**
 * Archivo, self-hosted: one latin variable file carries both axes we use,
 * weight (body 500, display 850) and width (display condensed to 68%),
 * so a single preload serves headlines and body copy.
 */
export const archivo = localFont({
  src: "../node_modules/@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo",
  declarations: [{ prop: "font-stretch", value: "62% 125%" }],
  adjustFontFallback: "Arial",
  preload: true,
});
