import type { PageMeta } from "../../metadata";
import { formatGBP } from "../../money";
import { LOYALTY_CLAIMS } from "../claims";
import { andFigures, withFigures } from "../figures";
import { DEMO_FRAME, type DemoCardCopy, type NumberedStepsCopy } from "../shared";
import { LOYALTY_CHARITIES, type SampleCharity } from "./loyalty-charities";
import type { DonationApiLoyaltyContent } from "./loyalty.schema";
import data from "./loyalty.json";
import type { DonationApiHeroCopy } from "./shared";

export { LOYALTY_CHARITIES, type SampleCharity };

/** /donation-api/loyalty: points-to-donation explainer and the supermarket club-card demo. */

/**
 * lib/content/donation-api/loyalty.json with its figures filled in; checked
 * against loyalty.schema.ts at build time (lib/content/files.ts).
 */
const PAGE = withFigures(data as DonationApiLoyaltyContent, andFigures({ charities: LOYALTY_CLAIMS.charities }));

export const DONATION_API_LOYALTY_META = { path: "/donation-api/loyalty", ...PAGE.meta } satisfies PageMeta;

export const DONATION_API_LOYALTY_HERO = {
  ...PAGE.hero,
  cta: { label: PAGE.hero.cta, target: PAGE.demo.id },
} satisfies DonationApiHeroCopy;

export interface PointsValueCardCopy {
  claim: { value: string; label: string };
  /** "is what every 100 points give": {points} is filled in. */
  rate: { value: string; label: string };
}

/** Beside the hero: the charities claim and what points are worth. */
export const DONATION_API_LOYALTY_VALUE: PointsValueCardCopy = {
  claim: { value: LOYALTY_CLAIMS.charities, label: PAGE.value.claim.label },
  rate: { value: formatGBP(1), label: PAGE.value.rate.label },
};

export const DONATION_API_LOYALTY_EXPLAINER = PAGE.explainer satisfies NumberedStepsCopy;

/** Everything the club-card demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export type LoyaltyDemoCopy = DonationApiLoyaltyContent["demo"] &
  DemoCardCopy & {
    /** The first is chosen to begin with. */
    charities: readonly SampleCharity[];
  };

export const DONATION_API_LOYALTY_DEMO: LoyaltyDemoCopy = { ...PAGE.demo, charities: LOYALTY_CHARITIES, frame: DEMO_FRAME };
