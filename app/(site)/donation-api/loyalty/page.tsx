import type { Metadata } from "next";
import LoyaltyDemoSection from "@/components/sections/api-loyalty/loyalty-demo-section";
import LoyaltyHero from "@/components/sections/api-loyalty/loyalty-hero";
import NumberedSteps from "@/components/ui/numbered-steps";
import { API_LOYALTY_META, LOYALTY_CHARITIES, LOYALTY_DEMO_COPY, LOYALTY_EXPLAINER, LOYALTY_HERO } from "@/lib/content/api-loyalty";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(API_LOYALTY_META);

export default function DonationApiLoyaltyPage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...API_LOYALTY_META, name: API_LOYALTY_META.title })} />
      <LoyaltyHero hero={LOYALTY_HERO} />
      <NumberedSteps id="loyalty-explainer-title" title={LOYALTY_EXPLAINER.title} steps={LOYALTY_EXPLAINER.steps} />
      <LoyaltyDemoSection id={LOYALTY_HERO.target} copy={LOYALTY_DEMO_COPY} charities={LOYALTY_CHARITIES} />
    </>
  );
}
