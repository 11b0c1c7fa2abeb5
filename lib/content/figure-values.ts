import { formatPercent } from "../money";
import { FREE_DROPS_DAILY, SITE_NAME } from "../constants";
import { claimValue, claimValuesOf, type Claim } from "./claim-values";
import type { Figures } from "./figures.schema";
import type { FigureSlot, IslandFigureSlot } from "./schema";

/**
 * The figures an island's own content file may name (lib/content/schema.ts,
 * ISLAND_FIGURE_SLOTS): they come from lib/site.ts, which islands load anyway,
 * so filling them ships no figure file to the browser. figureValuesOf adds
 * the rest, for copy that stays on the server.
 */
export const ISLAND_FIGURE_VALUES: Record<IslandFigureSlot, string> = {
  siteName: SITE_NAME,
  freeDropsDaily: String(FREE_DROPS_DAILY),
};

/**
 * What each figure slot reads, worked out from the figures and the claims (a
 * claim slot shows the claim of its name): the site's (lib/content/figures.ts,
 * at build time) and the editor's preview, with the values being edited. No
 * file is read here, so the preview can use it; lib/template.ts fills them in.
 */
export function figureValuesOf(figures: Figures, claims: readonly Claim[]): Record<FigureSlot, string> {
  const values = claimValuesOf(claims);
  return {
    ...ISLAND_FIGURE_VALUES,
    freeDropsDaily: String(figures.freeDropsDaily),
    share: formatPercent(figures.revenueShare),
    // The claim slots (CLAIM_SLOTS in lib/content/schema.ts): each the claim of its own name.
    impressionSeconds: claimValue(values, "impressionSeconds"),
    lowerFees: claimValue(values, "lowerFees"),
    loyaltyCharities: claimValue(values, "loyaltyCharities"),
  };
}
