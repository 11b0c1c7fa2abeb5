import { formatPercent } from "../money";
import { FREE_DROPS_DAILY, SITE_NAME } from "../constants";
import { claimValue, claimValuesOf, type Claim } from "./claim-values";
import type { Figures } from "./figures.schema";
import type { FigureSlot, IslandFigureSlot } from "./schema";

/**
 * The figures an island's own content file may name (lib/content/schema.ts,
 * ISLAND_FIGURE_SLOTS), from the figures file: the first part of
 * figureValuesOf, so the site's values and the islands' are one recipe.
 */
export const islandFigureValuesOf = (figures: Pick<Figures, "freeDropsDaily">): Record<IslandFigureSlot, string> => ({
  siteName: SITE_NAME,
  freeDropsDaily: String(figures.freeDropsDaily),
});

/**
 * What an island fills its copy's slots with: the figures file's values as
 * lib/constants.ts has them (islands load it anyway; it reads the file through
 * the manifest's island half, checked by the build), so filling them ships no
 * other file and no schema to the browser. On the server, the manifest's
 * FIGURE_VALUES hold the same values and the rest.
 */
export const ISLAND_FIGURE_VALUES: Record<IslandFigureSlot, string> = islandFigureValuesOf({ freeDropsDaily: FREE_DROPS_DAILY });

/**
 * What each figure slot reads, worked out from the figures and the claims (a
 * claim slot shows the claim of its name): the site's (lib/content/shared-files.ts,
 * once at build time) and the editor's preview, with the values being edited. No
 * file is read here, so the preview can use it; lib/template.ts fills them in.
 */
export function figureValuesOf(figures: Figures, claims: readonly Claim[]): Record<FigureSlot, string> {
  const values = claimValuesOf(claims);
  return {
    ...islandFigureValuesOf(figures),
    share: formatPercent(figures.revenueShare),
    // The claim slots (CLAIM_SLOTS in lib/content/schema.ts): each the claim of its own name.
    impressionSeconds: claimValue(values, "impressionSeconds"),
    lowerFees: claimValue(values, "lowerFees"),
    loyaltyCharities: claimValue(values, "loyaltyCharities"),
  };
}
