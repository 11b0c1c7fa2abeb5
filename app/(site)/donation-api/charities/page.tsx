import type { Metadata } from "next";
import BenefitsGrid from "@/components/sections/donation-api/charities/benefits-grid";
import DonationApiCharitiesHero from "@/components/sections/donation-api/charities/donation-api-charities-hero";
import CheckoutCode from "@/components/sections/donation-api/charities/checkout-code";
import CheckoutDemoSection from "@/components/sections/donation-api/charities/checkout-demo-section";
import GetStarted from "@/components/sections/donation-api/charities/get-started";
import StatsBand from "@/components/sections/donation-api/charities/stats-band";
import {
  DONATION_API_CHARITIES_META,
  DONATION_API_CHARITIES_BENEFITS_INTRO,
  DONATION_API_CHARITIES_HERO,
  DONATION_API_CHARITIES_BENEFITS,
  DONATION_API_CHARITIES_CODE,
  DONATION_API_CHARITIES_STATS,
  DONATION_API_CHARITIES_DEMO,
  DONATION_API_CHARITIES_GET_STARTED,
} from "@/lib/content/donation-api/charities";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { apiProductLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(DONATION_API_CHARITIES_META);

export default function DonationApiCharitiesPage() {
  return (
    <>
      <JsonLd data={apiProductLd({ ...DONATION_API_CHARITIES_META, name: DONATION_API_CHARITIES_META.title })} />
      <DonationApiCharitiesHero hero={DONATION_API_CHARITIES_HERO} />
      <BenefitsGrid title={DONATION_API_CHARITIES_BENEFITS_INTRO.title} body={DONATION_API_CHARITIES_BENEFITS_INTRO.body} benefits={DONATION_API_CHARITIES_BENEFITS} />
      <CheckoutCode snippet={DONATION_API_CHARITIES_CODE} demoTarget={DONATION_API_CHARITIES_HERO.demoTarget} />
      <StatsBand stats={DONATION_API_CHARITIES_STATS} />
      <CheckoutDemoSection id={DONATION_API_CHARITIES_HERO.demoTarget} copy={DONATION_API_CHARITIES_DEMO} />
      <GetStarted id={DONATION_API_CHARITIES_HERO.getStartedTarget} copy={DONATION_API_CHARITIES_GET_STARTED} />
    </>
  );
}
