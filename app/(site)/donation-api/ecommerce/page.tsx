import type { Metadata } from "next";
import CodeSamples from "@/components/sections/api-ecommerce/code-samples";
import EcommerceCta from "@/components/sections/api-ecommerce/ecommerce-cta";
import EcommerceHero from "@/components/sections/api-ecommerce/ecommerce-hero";
import NumberedSteps from "@/components/ui/numbered-steps";
import PromptSection from "@/components/sections/api-ecommerce/prompt-section";
import {
  API_ECOMMERCE_META,
  CODE_SAMPLES,
  CODE_SAMPLES_INTRO,
  ECOMMERCE_CTA,
  ECOMMERCE_HERO,
  ECOMMERCE_PROMPT,
  HOW_IT_WORKS,
} from "@/lib/content/api-ecommerce";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(API_ECOMMERCE_META);

export default function DonationApiEcommercePage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...API_ECOMMERCE_META, name: API_ECOMMERCE_META.title })} />
      <EcommerceHero hero={ECOMMERCE_HERO} />
      <PromptSection prompt={ECOMMERCE_PROMPT} />
      <NumberedSteps id="how-it-works-title" title={HOW_IT_WORKS.title} steps={HOW_IT_WORKS.steps} />
      <CodeSamples title={CODE_SAMPLES_INTRO.title} body={CODE_SAMPLES_INTRO.body} samples={CODE_SAMPLES} />
      <EcommerceCta copy={ECOMMERCE_CTA} />
    </>
  );
}
