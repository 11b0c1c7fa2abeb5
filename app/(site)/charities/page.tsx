import type { Metadata } from "next";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import CharitiesHero from "@/components/sections/charities/charities-hero";
import CheckoutApiSection from "@/components/sections/charities/checkout-api-section";
import ReceiveDropsSection from "@/components/sections/charities/receive-drops-section";
import { CHARITIES_APPLY_CTA, CHARITIES_HERO, CHARITIES_META, CHARITIES_CHECKOUT_API, CHARITIES_RECEIVE_DROPS } from "@/lib/content/charities";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(CHARITIES_META);

export default function CharitiesPage() {
  return (
    <>
      <CharitiesHero {...CHARITIES_HERO} cta={CHARITIES_APPLY_CTA} />
      <ReceiveDropsSection {...CHARITIES_RECEIVE_DROPS} cta={CHARITIES_APPLY_CTA} />
      <CheckoutApiSection {...CHARITIES_CHECKOUT_API} cta={CHARITIES_APPLY_CTA} />
      <PartnerEnquiryHost />
    </>
  );
}
