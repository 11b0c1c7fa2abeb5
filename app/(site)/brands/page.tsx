import type { Metadata } from "next";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import BrandLogoStrip from "@/components/sections/brands/brand-logo-strip";
import BrandsClosingCta from "@/components/sections/brands/brands-closing-cta";
import BrandsHero from "@/components/sections/brands/brands-hero";
import FundDropsSection from "@/components/sections/brands/fund-drops-section";
import NonprofitStats from "@/components/sections/brands/nonprofit-stats";
import { BRANDS_CLOSING, BRANDS_FUND_DROPS, BRANDS_HERO, BRANDS_META, BRANDS_NONPROFIT_STATS, BRANDS_TRUSTED } from "@/lib/content/brands";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(BRANDS_META);

export default function BrandsPage() {
  return (
    <>
      <BrandsHero copy={BRANDS_HERO} />
      <BrandLogoStrip copy={BRANDS_TRUSTED} />
      <FundDropsSection copy={BRANDS_FUND_DROPS} />
      <NonprofitStats copy={BRANDS_NONPROFIT_STATS} />
      <BrandsClosingCta copy={BRANDS_CLOSING} />
      <PartnerEnquiryHost />
    </>
  );
}
