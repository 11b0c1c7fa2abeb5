import type { Metadata } from "next";
import DonationApiCta from "@/components/sections/donation-api/donation-api-cta";
import DonationApiHero from "@/components/sections/donation-api/donation-api-hero";
import CodeSamples from "@/components/sections/donation-api/ecommerce/code-samples";
import OrderCard from "@/components/sections/donation-api/ecommerce/order-card";
import PromptSection from "@/components/sections/donation-api/ecommerce/prompt-section";
import NumberedSteps from "@/components/ui/numbered-steps";
import {
  DONATION_API_ECOMMERCE_CTA,
  DONATION_API_ECOMMERCE_HERO,
  DONATION_API_ECOMMERCE_HOW_IT_WORKS,
  DONATION_API_ECOMMERCE_META,
  DONATION_API_ECOMMERCE_ORDER,
  DONATION_API_ECOMMERCE_PROMPT,
  DONATION_API_ECOMMERCE_SAMPLES,
} from "@/lib/content/donation-api/ecommerce";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(DONATION_API_ECOMMERCE_META);

export default function DonationApiEcommercePage() {
  return (
    <>
      <DonationApiHero copy={DONATION_API_ECOMMERCE_HERO} aside={<OrderCard copy={DONATION_API_ECOMMERCE_ORDER} />} />
      <PromptSection copy={DONATION_API_ECOMMERCE_PROMPT} />
      <NumberedSteps copy={DONATION_API_ECOMMERCE_HOW_IT_WORKS} />
      <CodeSamples copy={DONATION_API_ECOMMERCE_SAMPLES} />
      <DonationApiCta copy={DONATION_API_ECOMMERCE_CTA} />
    </>
  );
}
