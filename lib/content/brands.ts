import type { PageMeta } from "../metadata";
import { formatCount, formatUsd } from "../money";
import type { BrandsContent } from "./brands.schema";
import data from "./brands.json";
import { BRAND_CLAIMS, EXAMPLE_CAMPAIGN } from "./claims";
import { withFigures } from "./figures";

/** lib/content/brands.json with its figures filled in; checked against brands.schema.ts at build time (lib/content/files.ts). */
const BRANDS = withFigures(data as BrandsContent);

export const BRANDS_META = { path: "/brands", ...BRANDS.meta } satisfies PageMeta;

export type BrandsHeroCopy = BrandsContent["hero"];
export type BudgetFlowCopy = BrandsHeroCopy["flow"];
export type BrandsTrustedCopy = BrandsContent["trusted"];

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

export type BrandsFundDropsCopy = Omit<BrandsContent["fundDrops"], "campaign"> & { campaign: CampaignCardCopy };

export interface BrandStat {
  value: string;
  prefix?: string;
  label: string;
  body: string;
}

export type BrandsNonprofitStatsCopy = Omit<BrandsContent["nonprofitStats"], "stats"> & { stats: readonly BrandStat[] };
export type BrandsClosingCopy = BrandsContent["closing"];

export const BRANDS_HERO: BrandsHeroCopy = BRANDS.hero;

export const BRANDS_TRUSTED: BrandsTrustedCopy = BRANDS.trusted;

const { campaign } = BRANDS.fundDrops;
const withValues = (labels: readonly { label: string }[], values: readonly string[]) => labels.map(({ label }, i) => ({ label, value: values[i]! }));

export const BRANDS_FUND_DROPS: BrandsFundDropsCopy = {
  ...BRANDS.fundDrops,
  campaign: {
    ...campaign,
    budget: { label: campaign.budget.label, value: formatUsd(EXAMPLE_CAMPAIGN.budgetUsd) },
    figures: withValues(campaign.figures, [formatCount(EXAMPLE_CAMPAIGN.drops), formatCount(EXAMPLE_CAMPAIGN.impressions)]),
    lifts: withValues(campaign.lifts, [`+${EXAMPLE_CAMPAIGN.loyaltyLiftPct}%`, `+${EXAMPLE_CAMPAIGN.engagementLiftPct}%`]),
  },
};

const STAT_VALUES = [
  BRAND_CLAIMS.nonProfits,
  BRAND_CLAIMS.supporterReach,
  BRAND_CLAIMS.brandAlignment,
  BRAND_CLAIMS.brandLoyalty,
  BRAND_CLAIMS.conversionIncrease,
];

export const BRANDS_NONPROFIT_STATS: BrandsNonprofitStatsCopy = {
  ...BRANDS.nonprofitStats,
  stats: BRANDS.nonprofitStats.stats.map((stat, i) => ({ value: STAT_VALUES[i]!, ...stat })),
};

export const BRANDS_CLOSING: BrandsClosingCopy = BRANDS.closing;
