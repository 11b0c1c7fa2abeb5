/**
 * Every section type a page file may use, one line each: the key a section's
 * `"type"` names, its label in the editor's "Add section" list, its fields
 * (X.schema.ts, the editor's widgets and the build's check) and its component
 * (X.tsx), side by side in components/sections/. The site's pages
 * (lib/content/load.ts) and the editor's preview both render through here.
 */
import BrandLogoStrip from "./brands/brand-logo-strip";
import { logoStripFields } from "./brands/brand-logo-strip.schema";
import BrandsClosingCta from "./brands/brands-closing-cta";
import { brandsClosingFields } from "./brands/brands-closing-cta.schema";
import BrandsHero from "./brands/brands-hero";
import { brandsHeroFields } from "./brands/brands-hero.schema";
import FundDrops from "./brands/fund-drops-section";
import { fundDropsFields } from "./brands/fund-drops-section.schema";
import NonprofitStats from "./brands/nonprofit-stats";
import { nonprofitStatsFields } from "./brands/nonprofit-stats.schema";
import CharitiesHero from "./charities/charities-hero";
import { charitiesHeroFields } from "./charities/charities-hero.schema";
import CheckoutApi from "./charities/checkout-api-section";
import { checkoutApiFields } from "./charities/checkout-api-section.schema";
import ReceiveDrops from "./charities/receive-drops-section";
import { receiveDropsFields } from "./charities/receive-drops-section.schema";
import ChatSection from "./chatbot/chat-section";
import { chatSectionFields } from "./chatbot/chat-section.schema";
import ClosingCta from "./home/closing-cta";
import { closingCtaFields } from "./home/closing-cta.schema";
import HomeFeatures from "./home/home-features";
import { homeFeaturesFields } from "./home/home-features.schema";
import HomeHero from "./home/home-hero";
import { homeHeroFields } from "./home/home-hero.schema";
import { defineSection, type SectionType } from "./section-type";
import { apiCtaFields } from "./donation-api/api-cta.schema";
import BenefitsGrid from "./donation-api/charities/benefits-grid";
import { benefitsGridFields } from "./donation-api/charities/benefits-grid.schema";
import CheckoutCode from "./donation-api/charities/checkout-code";
import { checkoutCodeFields } from "./donation-api/charities/checkout-code.schema";
import CheckoutDemoSection from "./donation-api/charities/checkout-demo-section";
import { checkoutDemoFields } from "./donation-api/charities/checkout-demo-section.schema";
import SettledHero from "./donation-api/charities/settled-hero";
import { settledHeroFields } from "./donation-api/charities/settled-hero.schema";
import StatsBand from "./donation-api/charities/stats-band";
import { statsBandFields } from "./donation-api/charities/stats-band.schema";
import DonationApiCta from "./donation-api/donation-api-cta";
import CodeSamples from "./donation-api/ecommerce/code-samples";
import { codeSamplesFields } from "./donation-api/ecommerce/code-samples.schema";
import OrderHero from "./donation-api/ecommerce/order-hero";
import { orderHeroFields } from "./donation-api/ecommerce/order-hero.schema";
import PromptSection from "./donation-api/ecommerce/prompt-section";
import { promptSectionFields } from "./donation-api/ecommerce/prompt-section.schema";
import HowItWorks from "./donation-api/how-it-works";
import { howItWorksFields } from "./donation-api/how-it-works.schema";
import LoyaltyDemoSection from "./donation-api/loyalty/loyalty-demo-section";
import { loyaltyDemoFields } from "./donation-api/loyalty/loyalty-demo-section.schema";
import PointsHero from "./donation-api/loyalty/points-hero";
import { pointsHeroFields } from "./donation-api/loyalty/points-hero.schema";

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
