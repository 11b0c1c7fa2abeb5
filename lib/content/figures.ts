// Server only: it reads the claims, which no island ships (islands fill their slots with ISLAND_FIGURE_VALUES).
import "server-only";
import { fillSlots } from "../template";
import claims from "./claims.json";
import { claimsSchema } from "./claims.schema";
import { figureValuesOf } from "./figure-values";
import figures from "./figures.json";
import { figuresSchema } from "./figures.schema";
import { loadContent } from "./load-file";
import type { FigureSlot } from "./schema";

/** What each figure slot reads on the page (lib/content/figure-values.ts; islands read theirs from ISLAND_FIGURE_VALUES there). */
export const FIGURE_VALUES: Record<FigureSlot, string> = figureValuesOf(
  loadContent("lib/content/figures.json", figuresSchema, figures),
  loadContent("lib/content/claims.json", claimsSchema, claims).claims,
);

/**
 * The copy with its figure slots filled in, at build time: "your first
 * {freeDropsDaily} every day" reads "your first 5 every day" (lib/template.ts
 * fillSlots). Slots an island fills later ("{left} of {total} left") stay as
 * they are; the schemas allow no other names (lib/content/schema.ts).
 */
export function withFigures<T>(copy: T): T {
  return fillSlots(copy, FIGURE_VALUES);
}
