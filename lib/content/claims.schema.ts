import { z } from "zod";
import { fields, figure, text } from "./schema";

/** A claim as the page prints it, word for word ("170k+", "£12M+"). */
const claim = () => text({ max: 12 });

/** The marketing claims and the example campaign: lines of copy quote some of them through {slots}. */
export const claimsSchema = fields({
  /** The example campaign on /brands. */
  exampleCampaign: fields({
    budgetUsd: figure({ min: 1, integer: true }),
    drops: figure({ integer: true }),
    impressions: figure({ integer: true }),
    impressionSeconds: figure({ min: 1, max: 600, integer: true }),
    loyaltyLiftPct: figure({ max: 1000 }),
    engagementLiftPct: figure({ max: 1000 }),
  }),
  /** The brands page's claims, word for word. */
  brandClaims: fields({
    nonProfits: claim(),
    supporterReach: claim(),
    brandAlignment: claim(),
    brandLoyalty: claim(),
    conversionIncrease: claim(),
  }),
  /** The donation API's claims, word for word. */
  donationApiClaims: fields({
    raised: claim(),
    charities: claim(),
    increasedConversion: claim(),
    lowerFees: claim(),
    averageIntegration: claim(),
  }),
  /** The loyalty page's claim, word for word. */
  loyaltyClaims: fields({ charities: claim() }),
});

export type Claims = z.infer<typeof claimsSchema>;
