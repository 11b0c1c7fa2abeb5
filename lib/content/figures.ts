// Server only: it reads the claims, which no island ships (islands fill their slots from ./slots).
import "server-only";
import type { Claims } from "./claims.schema";
import claims from "./claims.json";
import { figureValuesOf } from "./figure-values";
import type { Figures } from "./figures.schema";
import figures from "./figures.json";
import type { FigureSlot } from "./schema";
import { fillSlots } from "./slots";

/** What each figure slot reads on the page (lib/content/figure-values.ts; islands read theirs from ./slots). */
export const FIGURE_VALUES: Record<FigureSlot, string> = figureValuesOf(figures as Figures, claims as Claims);

/**
 * The copy with its figure slots filled in, at build time: "your first
 * {freeDropsDaily} every day" reads "your first 5 every day". Slots an island
 * fills later ("{left} of {total} left") stay as they are; the schemas allow
 * no other names (lib/content/schema.ts).
 */
export function withFigures<T>(copy: T, values: Readonly<Record<string, string>> = FIGURE_VALUES): T {
  return fillSlots(copy, values);
}
