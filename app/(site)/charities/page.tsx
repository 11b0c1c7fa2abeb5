import type { Metadata } from "next";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import CharitiesHero from "@/components/sections/charities/charities-hero";
import CheckoutApiSection from "@/components/sections/charities/checkout-api-section";
import ReceiveDropsSection from "@/components/sections/charities/receive-drops-section";
import { APPLY_CTA, CHARITIES_HERO, CHARITIES_META, CHECKOUT_API, RECEIVE_DROPS } from "@/lib/content/charities";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata({ path: "/charities", ...CHARITIES_META });

export default function CharitiesPage() {
  return (
    <>
      <CharitiesHero {...CHARITIES_HERO} cta={APPLY_CTA} />
      <ReceiveDropsSection {...RECEIVE_DROPS} cta={APPLY_CTA} />
      <CheckoutApiSection {...CHECKOUT_API} cta={APPLY_CTA} />
      <PartnerEnquiryHost />
    </>
  );
}
