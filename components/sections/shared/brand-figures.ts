import type { Claims } from "@/lib/content/claims.schema";
import { formatCount, formatUsd } from "@/lib/money";
import type { SectionData } from "@/lib/sections/schemas";

type FundDropsSection = SectionData<"fund-drops">;
type NonprofitStatsSection = SectionData<"nonprofit-stats">;

/*
 * The figures the brands sections show beside their words, from claims.json
 * (the sections' context): plain functions, so the components and the tests
 * read the same values.
 */

export interface CampaignFigure {
  label: string;
  value: string;
}

export interface CampaignCardCopy {
  title: string;
  caption: string;
  badge: string;
  budget: CampaignFigure;
  figures: readonly CampaignFigure[];
  lifts: readonly CampaignFigure[];
}

const withValues = (labels: readonly { label: string }[], values: readonly string[]) => labels.map(({ label }, i) => ({ label, value: values[i]! }));

/** The example campaign's card: its labels, with claims.json exampleCampaign's figures, formatted. */
export function campaignCard(campaign: FundDropsSection["campaign"], claims: Claims): CampaignCardCopy {
  const example = claims.exampleCampaign;
  return {
    ...campaign,
    budget: { label: campaign.budget.label, value: formatUsd(example.budgetUsd) },
    figures: withValues(campaign.figures, [formatCount(example.drops), formatCount(example.impressions)]),
    lifts: withValues(campaign.lifts, [`+${example.loyaltyLiftPct}%`, `+${example.engagementLiftPct}%`]),
  };
}

export interface BrandStat {
  value: string;
  prefix?: string;
  label: string;
  body: string;
}

/** The stats, each with its claim (claims.json brandClaims, in order). */
export function brandStats(stats: NonprofitStatsSection["stats"], claims: Claims): BrandStat[] {
  const { nonProfits, supporterReach, brandAlignment, brandLoyalty, conversionIncrease } = claims.brandClaims;
  const values = [nonProfits, supporterReach, brandAlignment, brandLoyalty, conversionIncrease];
  return stats.map((stat, i) => ({ value: values[i]!, ...stat }));
}
