/**
 * Every section type a page file may use, one line each: the key a section's
 * `"type"` names, its label in the editor's "Add section" list, its fields
 * (X.schema.ts, the editor's widgets and the build's check) and its component
 * (X.tsx), side by side in components/sections/. The site's pages
 * (lib/content/load.ts) and the editor's preview both render through here.
 */
import BrandLogoStrip from "./logo-strip/view";
import { logoStripFields } from "@/lib/sections/logo-strip/schema";
import BrandsClosingCta from "./brands-closing/view";
import { brandsClosingFields } from "@/lib/sections/brands-closing/schema";
import BrandsHero from "./brands-hero/view";
import { brandsHeroFields } from "@/lib/sections/brands-hero/schema";
import FundDrops from "./fund-drops/view";
import { fundDropsFields } from "@/lib/sections/fund-drops/schema";
import NonprofitStats from "./nonprofit-stats/view";
import { nonprofitStatsFields } from "@/lib/sections/nonprofit-stats/schema";
import CharitiesHero from "./charities-hero/view";
import { charitiesHeroFields } from "@/lib/sections/charities-hero/schema";
import CheckoutApi from "./checkout-api/view";
import { checkoutApiFields } from "@/lib/sections/checkout-api/schema";
import ReceiveDrops from "./receive-drops/view";
import { receiveDropsFields } from "@/lib/sections/receive-drops/schema";
import ChatSection from "./chat/view";
import { chatSectionFields } from "@/lib/sections/chat/schema";
import ClosingCta from "./closing-cta/view";
import { closingCtaFields } from "@/lib/sections/closing-cta/schema";
import HomeFeatures from "./home-features/view";
import { homeFeaturesFields } from "@/lib/sections/home-features/schema";
import HomeHero from "./home-hero/view";
import { homeHeroFields } from "@/lib/sections/home-hero/schema";
import { defineSection, type SectionType } from "./section-type";
import { apiCtaFields } from "@/lib/sections/api-cta/schema";
import BenefitsGrid from "./api-benefits/view";
import { benefitsGridFields } from "@/lib/sections/api-benefits/schema";
import CheckoutCode from "./api-checkout-code/view";
import { checkoutCodeFields } from "@/lib/sections/api-checkout-code/schema";
import CheckoutDemoSection from "./api-checkout-demo/view";
import { checkoutDemoFields } from "@/lib/sections/api-checkout-demo/schema";
import SettledHero from "./api-hero-settled/view";
import { settledHeroFields } from "@/lib/sections/api-hero-settled/schema";
import StatsBand from "./api-stats/view";
import { statsBandFields } from "@/lib/sections/api-stats/schema";
import DonationApiCta from "./api-cta/view";
import CodeSamples from "./api-code-samples/view";
import { codeSamplesFields } from "@/lib/sections/api-code-samples/schema";
import OrderHero from "./api-hero-order/view";
import { orderHeroFields } from "@/lib/sections/api-hero-order/schema";
import PromptSection from "./api-prompt/view";
import { promptSectionFields } from "@/lib/sections/api-prompt/schema";
import HowItWorks from "./how-it-works/view";
import { howItWorksFields } from "@/lib/sections/how-it-works/schema";
import LoyaltyDemoSection from "./api-loyalty-demo/view";
import { loyaltyDemoFields } from "@/lib/sections/api-loyalty-demo/schema";
import PointsHero from "./api-hero-points/view";
import { pointsHeroFields } from "@/lib/sections/api-hero-points/schema";

export const SECTION_TYPES = [
  defineSection("home-hero", { label: "Hero with the app's feed (dark)", fields: homeHeroFields, Component: HomeHero, darkTop: true }),
  defineSection("home-features", { label: "Feature rows with drawings", fields: homeFeaturesFields, Component: HomeFeatures }),
  defineSection("closing-cta", { label: "Closing band: join the Droplist", fields: closingCtaFields, Component: ClosingCta }),
  defineSection("chat", { label: "Chat assistant", fields: chatSectionFields, Component: ChatSection }),
  defineSection("brands-hero", { label: "Brands hero: partner button and budget flow", fields: brandsHeroFields, Component: BrandsHero, partnerEnquiry: true }),
  defineSection("logo-strip", { label: "Strip of brand logos", fields: logoStripFields, Component: BrandLogoStrip }),
  defineSection("fund-drops", { label: "How brands fund drops, with the example campaign", fields: fundDropsFields, Component: FundDrops }),
  defineSection("nonprofit-stats", { label: "Brand claims as big figures (dark)", fields: nonprofitStatsFields, Component: NonprofitStats }),
  defineSection("brands-closing", {
    label: "Closing band: partner enquiry (brands)",
    fields: brandsClosingFields,
    Component: BrandsClosingCta,
    partnerEnquiry: true,
  }),
  defineSection("charities-hero", {
    label: "Charities hero: apply button and verified cause",
    fields: charitiesHeroFields,
    Component: CharitiesHero,
    partnerEnquiry: true,
  }),
  defineSection("receive-drops", { label: "Charities pitch beside the app's feed", fields: receiveDropsFields, Component: ReceiveDrops, partnerEnquiry: true }),
  defineSection("checkout-api", { label: "Charities pitch for the checkout API", fields: checkoutApiFields, Component: CheckoutApi, partnerEnquiry: true }),
  defineSection("api-hero-settled", { label: "Donation API hero with a settled donation (dark)", fields: settledHeroFields, Component: SettledHero }),
  defineSection("api-hero-order", { label: "Donation API hero with an order (dark)", fields: orderHeroFields, Component: OrderHero }),
  defineSection("api-hero-points", { label: "Donation API hero with points' value (dark)", fields: pointsHeroFields, Component: PointsHero }),
  defineSection("api-benefits", { label: "Benefits grid with icons", fields: benefitsGridFields, Component: BenefitsGrid }),
  defineSection("api-checkout-code", { label: "Checkout code sample", fields: checkoutCodeFields, Component: CheckoutCode }),
  defineSection("api-stats", { label: "Donation API in numbers (claims)", fields: statsBandFields, Component: StatsBand }),
  defineSection("api-checkout-demo", { label: "Smart checkout demo", fields: checkoutDemoFields, Component: CheckoutDemoSection }),
  defineSection("api-loyalty-demo", { label: "Loyalty club-card demo", fields: loyaltyDemoFields, Component: LoyaltyDemoSection }),
  defineSection("api-prompt", { label: "AI-assistant prompt with copy button", fields: promptSectionFields, Component: PromptSection }),
  defineSection("how-it-works", { label: "How it works: numbered steps (dark)", fields: howItWorksFields, Component: HowItWorks }),
  defineSection("api-code-samples", { label: "Platform code samples (Shopify, WooCommerce)", fields: codeSamplesFields, Component: CodeSamples }),
  defineSection("api-cta", { label: "Closing band: API key and docs buttons", fields: apiCtaFields, Component: DonationApiCta }),
] as const satisfies readonly SectionType[];
