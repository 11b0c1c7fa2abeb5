import "server-only";
import { z } from "zod";
import { fields, figure, text } from "./schema";

/** A claim as the page prints it, word for word ("170k+", "£12M+"). */
const claim = () => text({ max: 12, hint: "Printed exactly as written, unit and all (3k+, £2M+, 75%)." });

/** The marketing claims and the example campaign: lines of copy quote some of them through {slots}. */
export const claimsSchema = fields({
  /** The example campaign on /brands. */
  exampleCampaign: fields({
    budgetUsd: figure({ min: 1, integer: true, hint: "In US dollars, whole: the example campaign's budget." }),
    drops: figure({ integer: true, hint: "A count: the drops the example budget funds." }),
    impressions: figure({ integer: true, hint: "A count: the brand impressions the example campaign earns." }),
    impressionSeconds: figure({
      min: 1,
      max: 600,
      integer: true,
      hint: "In seconds: how long each impression holds attention. Lines that say {impressionSeconds} show it.",
    }),
    loyaltyLiftPct: figure({ max: 1000, hint: "A percentage (12 is 12%): the example campaign's lift in brand loyalty." }),
    engagementLiftPct: figure({ max: 1000, hint: "A percentage (64 is 64%): the example campaign's lift in engagement." }),
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
