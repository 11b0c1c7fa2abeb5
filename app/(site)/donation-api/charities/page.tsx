import type { Metadata } from "next";
import BenefitsGrid from "@/components/sections/api-charities/benefits-grid";
import CharitiesHero from "@/components/sections/api-charities/charities-hero";
import CheckoutCode from "@/components/sections/api-charities/checkout-code";
import CheckoutDemoSection from "@/components/sections/api-charities/checkout-demo-section";
import GetStarted from "@/components/sections/api-charities/get-started";
import StatsBand from "@/components/sections/api-charities/stats-band";
import {
  API_CHARITIES_META,
  BENEFITS_INTRO,
  CHARITIES_HERO,
  CHARITY_BENEFITS,
  CHARITY_CODE,
  CHARITY_STATS,
  CHECKOUT_DEMO_COPY,
  GET_STARTED,
} from "@/lib/content/api-charities";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(API_CHARITIES_META);

export default function DonationApiCharitiesPage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...API_CHARITIES_META, name: API_CHARITIES_META.title })} />
      <CharitiesHero hero={CHARITIES_HERO} />
      <BenefitsGrid title={BENEFITS_INTRO.title} body={BENEFITS_INTRO.body} benefits={CHARITY_BENEFITS} />
      <CheckoutCode snippet={CHARITY_CODE} demoTarget={CHARITIES_HERO.demoTarget} />
      <StatsBand stats={CHARITY_STATS} />
      <CheckoutDemoSection id={CHARITIES_HERO.demoTarget} copy={CHECKOUT_DEMO_COPY} />
      <GetStarted id={CHARITIES_HERO.getStartedTarget} copy={GET_STARTED} />
    </>
  );
}
