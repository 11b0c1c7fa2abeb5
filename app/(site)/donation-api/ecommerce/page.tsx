import type { Metadata } from "next";
import CodeSamples from "@/components/sections/donation-api/ecommerce/code-samples";
import EcommerceCta from "@/components/sections/donation-api/ecommerce/ecommerce-cta";
import EcommerceHero from "@/components/sections/donation-api/ecommerce/ecommerce-hero";
import NumberedSteps from "@/components/ui/numbered-steps";
import PromptSection from "@/components/sections/donation-api/ecommerce/prompt-section";
import {
  DONATION_API_ECOMMERCE_META,
  DONATION_API_ECOMMERCE_SAMPLES,
  DONATION_API_ECOMMERCE_SAMPLES_INTRO,
  DONATION_API_ECOMMERCE_CTA,
  DONATION_API_ECOMMERCE_HERO,
  DONATION_API_ECOMMERCE_PROMPT,
  DONATION_API_ECOMMERCE_HOW_IT_WORKS,
} from "@/lib/content/donation-api/ecommerce";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(DONATION_API_ECOMMERCE_META);

export default function DonationApiEcommercePage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...DONATION_API_ECOMMERCE_META, name: DONATION_API_ECOMMERCE_META.title })} />
      <EcommerceHero hero={DONATION_API_ECOMMERCE_HERO} />
      <PromptSection prompt={DONATION_API_ECOMMERCE_PROMPT} />
      <NumberedSteps id="how-it-works-title" title={DONATION_API_ECOMMERCE_HOW_IT_WORKS.title} steps={DONATION_API_ECOMMERCE_HOW_IT_WORKS.steps} />
      <CodeSamples title={DONATION_API_ECOMMERCE_SAMPLES_INTRO.title} body={DONATION_API_ECOMMERCE_SAMPLES_INTRO.body} samples={DONATION_API_ECOMMERCE_SAMPLES} />
      <EcommerceCta copy={DONATION_API_ECOMMERCE_CTA} />
    </>
  );
}
