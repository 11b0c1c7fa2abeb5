import type { Metadata } from "next";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import CharitiesHero from "@/components/sections/charities/charities-hero";
import CheckoutApiSection from "@/components/sections/charities/checkout-api-section";
import ReceiveDropsSection from "@/components/sections/charities/receive-drops-section";
import { CHARITIES_CHECKOUT_API, CHARITIES_HERO, CHARITIES_META, CHARITIES_RECEIVE_DROPS } from "@/lib/content/charities";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(CHARITIES_META);

export default function CharitiesPage() {
  return (
    <>
      <CharitiesHero copy={CHARITIES_HERO} />
      <ReceiveDropsSection copy={CHARITIES_RECEIVE_DROPS} />
      <CheckoutApiSection copy={CHARITIES_CHECKOUT_API} />
      <PartnerEnquiryHost />
    </>
  );
}
