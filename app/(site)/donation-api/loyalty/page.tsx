import type { Metadata } from "next";
import LoyaltyDemoSection from "@/components/sections/donation-api/loyalty/loyalty-demo-section";
import LoyaltyHero from "@/components/sections/donation-api/loyalty/loyalty-hero";
import NumberedSteps from "@/components/ui/numbered-steps";
import { DONATION_API_LOYALTY_META, LOYALTY_CHARITIES, DONATION_API_LOYALTY_DEMO, DONATION_API_LOYALTY_EXPLAINER, DONATION_API_LOYALTY_HERO } from "@/lib/content/donation-api/loyalty";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(DONATION_API_LOYALTY_META);

export default function DonationApiLoyaltyPage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...DONATION_API_LOYALTY_META, name: DONATION_API_LOYALTY_META.title })} />
      <LoyaltyHero hero={DONATION_API_LOYALTY_HERO} />
      <NumberedSteps id="loyalty-explainer-title" title={DONATION_API_LOYALTY_EXPLAINER.title} steps={DONATION_API_LOYALTY_EXPLAINER.steps} />
      <LoyaltyDemoSection id={DONATION_API_LOYALTY_HERO.target} copy={DONATION_API_LOYALTY_DEMO} charities={LOYALTY_CHARITIES} />
    </>
  );
}
