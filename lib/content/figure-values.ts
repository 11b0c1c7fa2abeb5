import { formatPercent } from "../money";
import { SITE_NAME } from "../constants";
import type { Claims } from "./claims.schema";
import type { Figures } from "./figures.schema";
import type { FigureSlot } from "./schema";

/**
 * What each figure slot reads, worked out from the figures and the claims: the
 * site's (lib/content/figures.ts, at build time) and the editor's preview, with
 * the values being edited. No file is read here, so the preview can use it.
 */
export function figureValuesOf(figures: Figures, claims: Claims): Record<FigureSlot, string> {
  return {
    siteName: SITE_NAME,
    freeDropsDaily: String(figures.freeDropsDaily),
    impressionSeconds: String(claims.exampleCampaign.impressionSeconds),
    lowerFees: claims.donationApiClaims.lowerFees,
    share: formatPercent(figures.revenueShare),
    loyaltyCharities: claims.loyaltyClaims.charities,
  };
}
