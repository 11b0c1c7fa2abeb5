import type { PageMeta } from "../metadata";
import { formatCount, formatUsd } from "../money";
import { BRAND_CLAIMS, EXAMPLE_CAMPAIGN, FREE_DROPS_DAILY } from "../site";
import type { StepCopy } from "./shared";

export const BRANDS_META = {
  path: "/brands",
  title: "For brands",
  description:
    "Turn ad spend into donations. Drops lets people unlock free daily drops by engaging with your brand, and every drop goes to a verified charity.",
} satisfies PageMeta;

export interface BudgetFlowCopy {
  title: string;
  steps: readonly StepCopy[];
  /** The tilted badge on the card's corner. */
  badge: string;
}

export interface BrandsHeroCopy {
  eyebrow: string;
  headline: readonly [string, string];
  intro: string;
  cta: string;
  secondary: { label: string; href: string };
  flow: BudgetFlowCopy;
}

export const BRANDS_HERO = {
  eyebrow: "For brands",
  headline: ["Turn ad spend", "into real good"],
  intro: `Skip the banner nobody remembers. On Drops, people engage with your brand to unlock their ${FREE_DROPS_DAILY} free daily drops, and every drop they send lands with a verified charity. Your budget becomes donations. Your brand becomes the reason they happened.`,
  cta: "Partner With Us",
  secondary: { label: "See an example campaign", href: "#fund-drops" },
  flow: {
    title: "Where your budget goes",
    steps: [
      { title: "Your budget", body: "Set it once" },
      { title: "Engagement", body: "People watch, tap, redeem" },
      { title: "Donations", body: "Drops reach real causes" },
    ],
    badge: "+1 drop",
  },
} satisfies BrandsHeroCopy;

export interface BrandsTrustedCopy {
  title: string;
  /** Fictional brands, drawn as original wordmarks (components/sections/brands/brand-logo-strip.tsx). */
  names: readonly string[];
}

export const BRANDS_TRUSTED = {
  title: "Brands already making drops",
  names: ["Kettlebright", "Mossgrove", "Tidal & Tern", "Zumio", "Fernbyte", "Oatfield Co."],
} satisfies BrandsTrustedCopy;

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

export interface BrandsFundDropsCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  steps: readonly StepCopy[];
  campaign: CampaignCardCopy;
}

export const BRANDS_FUND_DROPS = {
  id: "fund-drops",
  eyebrow: "How it works",
  title: "Fund Consumer Drops",
  body: "You fund a pool of drops. People unlock them by spending a moment with your brand, then send them to the causes they care about. You pay for attention that turns into impact, and you get the receipts.",
  steps: [
    { title: "Set your budget", body: "Choose the causes you want to stand next to and how many drops to fund." },
    { title: "People engage", body: `A ${EXAMPLE_CAMPAIGN.impressionSeconds}-second spot, a poll or an offer unlocks drops in the feed.` },
    { title: "Drops become donations", body: "Every drop goes to a verified cause, with an impact report for your team." },
  ],
  campaign: {
    title: "Example campaign",
    caption: "An illustration of how one budget plays out.",
    badge: "Sample",
    budget: { label: "Campaign budget", value: formatUsd(EXAMPLE_CAMPAIGN.budgetUsd) },
    figures: [
      { label: "Drops funded", value: formatCount(EXAMPLE_CAMPAIGN.drops) },
      { label: `${EXAMPLE_CAMPAIGN.impressionSeconds}-second impressions`, value: formatCount(EXAMPLE_CAMPAIGN.impressions) },
    ],
    lifts: [
      { label: "Loyalty", value: `+${EXAMPLE_CAMPAIGN.loyaltyLiftPct}%` },
      { label: "Engagement", value: `+${EXAMPLE_CAMPAIGN.engagementLiftPct}%` },
    ],
  },
} satisfies BrandsFundDropsCopy;

export interface BrandStat {
  value: string;
  prefix?: string;
  label: string;
  body: string;
}

export interface BrandsNonprofitStatsCopy {
  eyebrow: string;
  title: string;
  intro: string;
  stats: readonly BrandStat[];
}

export const BRANDS_NONPROFIT_STATS = {
  eyebrow: "The non-profit effect",
  title: "Good causes make great partners",
  intro: "Standing next to a cause people love does more for your brand than another impression ever could.",
  stats: [
    {
      value: BRAND_CLAIMS.nonProfits,
      label: "Non-profits",
      body: "From local food banks to global climate groups: there is a cause that fits your brand.",
    },
    {
      value: BRAND_CLAIMS.supporterReach,
      label: "Supporter reach",
      body: "People who follow causes closely and share what they back.",
    },
    {
      value: BRAND_CLAIMS.brandAlignment,
      label: "Brand alignment",
      body: "People want the brands they buy from to stand for something.",
    },
    {
      value: BRAND_CLAIMS.brandLoyalty,
      label: "Brand loyalty",
      body: "Doing good together is remembered long after an ad is skipped.",
    },
    {
      value: BRAND_CLAIMS.conversionIncrease,
      prefix: "Up to",
      label: "Conversion increase",
      body: "Purpose gives people a reason to pick you at the checkout.",
    },
  ],
} satisfies BrandsNonprofitStatsCopy;

export interface BrandsClosingCopy {
  title: string;
  body: string;
  cta: string;
}

export const BRANDS_CLOSING = {
  title: "Make your budget make waves",
  body: "Tell us what you want to fund and we'll shape a campaign around it.",
  cta: "Partner With Us",
} satisfies BrandsClosingCopy;
