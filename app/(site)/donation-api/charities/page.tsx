import type { Metadata } from "next";
import CheckoutDemo from "@/components/demos/checkout-demo";
import BenefitsGrid from "@/components/sections/donation-api/charities/benefits-grid";
import CheckoutCode from "@/components/sections/donation-api/charities/checkout-code";
import SettledCard from "@/components/sections/donation-api/charities/settled-card";
import StatsBand from "@/components/sections/donation-api/charities/stats-band";
import DemoSection from "@/components/sections/donation-api/demo-section";
import DonationApiCta from "@/components/sections/donation-api/donation-api-cta";
import DonationApiHero from "@/components/sections/donation-api/donation-api-hero";
import {
  DONATION_API_CHARITIES_BENEFITS,
  DONATION_API_CHARITIES_CODE,
  DONATION_API_CHARITIES_DEMO,
  DONATION_API_CHARITIES_GET_STARTED,
  DONATION_API_CHARITIES_HERO,
  DONATION_API_CHARITIES_META,
  DONATION_API_CHARITIES_SETTLED,
  DONATION_API_CHARITIES_STATS,
} from "@/lib/content/donation-api/charities";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(DONATION_API_CHARITIES_META);

export default function DonationApiCharitiesPage() {
  return (
    <>
      <DonationApiHero copy={DONATION_API_CHARITIES_HERO} aside={<SettledCard copy={DONATION_API_CHARITIES_SETTLED} />} />
      <BenefitsGrid copy={DONATION_API_CHARITIES_BENEFITS} />
      <CheckoutCode copy={DONATION_API_CHARITIES_CODE} />
      <StatsBand copy={DONATION_API_CHARITIES_STATS} />
      <DemoSection copy={DONATION_API_CHARITIES_DEMO}>
        <CheckoutDemo copy={DONATION_API_CHARITIES_DEMO} />
      </DemoSection>
      <DonationApiCta copy={DONATION_API_CHARITIES_GET_STARTED} />
    </>
  );
}
