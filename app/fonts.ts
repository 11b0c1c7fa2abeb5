import localFont from "next/font/local";

/**
 * Archivo, self-hosted: one variable file carries both axes we use, weight
 * (body 500, display 850) and width (display condensed to 68%), so a single
 * preload serves headlines and body copy. It is @fontsource-variable/archivo's
 * latin file cut to our characters and axis ranges by scripts/subset-font.mjs.
 */
export const archivo = localFont({
  src: "./fonts/archivo-drops.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-archivo",
  declarations: [{ prop: "font-stretch", value: "68% 100%" }],
  adjustFontFallback: "Arial",
  preload: true,
});
