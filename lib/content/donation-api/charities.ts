import type { PageMeta } from "../../metadata";
import { addMoney, formatAmount, formatGBP, formatPercent, shareOf } from "../../money";
import { CHECKOUT } from "../../site";
import { fillTemplate } from "../../template";
import { DONATION_API_CLAIMS } from "../claims";
import { andFigures, withFigures } from "../figures";
import { CODE_BLOCK, DEMO_FRAME, type CodeBlockCopy, type DemoCardCopy } from "../shared";
import type { DonationApiCharitiesContent } from "./charities.schema";
import data from "./charities.json";
import type { CodeSnippetCopy, DonationApiCtaCopy, DonationApiHeroCopy } from "./shared";

/** /donation-api/charities: the FOR CHARITIES pitch, the smart-checkout demo and Get Started. */

const SETTLED_GIFT_AID = shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift);

/**
 * lib/content/donation-api/charities.json with its figures filled in; checked
 * against charities.schema.ts at build time (lib/content/files.ts).
 */
const PAGE = withFigures(
  data as DonationApiCharitiesContent,
  andFigures({
    donation: formatGBP(CHECKOUT.defaultAmount),
    giftAid: formatGBP(SETTLED_GIFT_AID),
    maxAmount: formatAmount(CHECKOUT.maxCustomAmount),
    uplift: formatPercent(CHECKOUT.giftAidUplift),
    cardFee: formatGBP(CHECKOUT.cardFee),
  }),
);

export const DONATION_API_CHARITIES_META = { path: "/donation-api/charities", ...PAGE.meta } satisfies PageMeta;

export const DONATION_API_CHARITIES_HERO = {
  ...PAGE.hero,
  cta: { label: PAGE.hero.cta, target: PAGE.getStarted.id },
} satisfies DonationApiHeroCopy;

export type SettledCardCopy = Omit<DonationApiCharitiesContent["settled"], "total"> & {
  amount: string;
  total: { term: string; value: string };
};

/** Beside the hero: a donation notification as the charity sees it. Decorative numbers, real maths. */
export const DONATION_API_CHARITIES_SETTLED: SettledCardCopy = {
  ...PAGE.settled,
  amount: formatGBP(CHECKOUT.defaultAmount),
  total: { term: PAGE.settled.total.term, value: formatGBP(addMoney(CHECKOUT.defaultAmount, SETTLED_GIFT_AID)) },
};

export type BenefitsGridCopy = DonationApiCharitiesContent["benefits"];
export type Benefit = BenefitsGridCopy["benefits"][number];

export const DONATION_API_CHARITIES_BENEFITS: BenefitsGridCopy = PAGE.benefits;

export type CheckoutCodeCopy = Omit<DonationApiCharitiesContent["code"], "snippet"> & {
  /** Where Request Demo scrolls to. */
  demoTarget: string;
  snippet: CodeSnippetCopy;
  block: CodeBlockCopy;
};

const CHECKOUT_CODE = `import { DropsCheckout } from "@drops/checkout";

const checkout = new DropsCheckout({
  apiKey: "pk_live_your_public_key",
  charityId: "chr_your_charity_id",
  amount: ${CHECKOUT.defaultAmount},
  currency: "GBP",
  giftAid: true,
  onSuccess: (donation) => {
    console.log(\`Thank you! Donation \${donation.id} received.\`);
  },
});

checkout.mount("#donate");
`;

export const DONATION_API_CHARITIES_CODE: CheckoutCodeCopy = {
  ...PAGE.code,
  demoTarget: PAGE.demo.id,
  snippet: { ...PAGE.code.snippet, language: "javascript", code: CHECKOUT_CODE },
  block: CODE_BLOCK,
};

export interface StatsBandCopy {
  label: string;
  stats: readonly { value: string; label: string }[];
}

const STAT_VALUES = [
  DONATION_API_CLAIMS.raised,
  DONATION_API_CLAIMS.charities,
  DONATION_API_CLAIMS.increasedConversion,
  DONATION_API_CLAIMS.averageIntegration,
];

export const DONATION_API_CHARITIES_STATS: StatsBandCopy = {
  label: PAGE.stats.label,
  stats: PAGE.stats.stats.map(({ label }, i) => ({ value: STAT_VALUES[i]!, label })),
};

/** Everything the smart-checkout demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export type CheckoutDemoCopy = DonationApiCharitiesContent["demo"] & DemoCardCopy;

export const DONATION_API_CHARITIES_DEMO: CheckoutDemoCopy = {
  ...PAGE.demo,
  cardTitle: fillTemplate(PAGE.demo.cardTitle, { charity: PAGE.demo.charity }),
  frame: DEMO_FRAME,
};

export const DONATION_API_CHARITIES_GET_STARTED = { ...PAGE.getStarted, focusTarget: true } satisfies DonationApiCtaCopy;
