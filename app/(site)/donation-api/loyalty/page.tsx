import type { Metadata } from "next";
import LoyaltyDemo from "@/components/demos/loyalty-demo";
import DemoSection from "@/components/sections/donation-api/demo-section";
import DonationApiHero from "@/components/sections/donation-api/donation-api-hero";
import PointsValueCard from "@/components/sections/donation-api/loyalty/points-value-card";
import NumberedSteps from "@/components/ui/numbered-steps";
import {
  DONATION_API_LOYALTY_DEMO,
  DONATION_API_LOYALTY_EXPLAINER,
  DONATION_API_LOYALTY_HERO,
  DONATION_API_LOYALTY_META,
  DONATION_API_LOYALTY_VALUE,
} from "@/lib/content/donation-api/loyalty";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(DONATION_API_LOYALTY_META);

export default function DonationApiLoyaltyPage() {
  return (
    <>
      <DonationApiHero copy={DONATION_API_LOYALTY_HERO} aside={<PointsValueCard copy={DONATION_API_LOYALTY_VALUE} />} />
      <NumberedSteps copy={DONATION_API_LOYALTY_EXPLAINER} />
      <DemoSection copy={DONATION_API_LOYALTY_DEMO}>
        <LoyaltyDemo copy={DONATION_API_LOYALTY_DEMO} />
      </DemoSection>
    </>
  );
}
