import type { Metadata } from "next";
import FeedPhone from "@/components/illustrations/feed-phone";
import ImpactCard from "@/components/illustrations/impact-card";
import InviteCard from "@/components/illustrations/invite-card";
import TapPhone from "@/components/illustrations/tap-phone";
import ClosingCta from "@/components/sections/home/closing-cta";
import FeatureSection from "@/components/sections/home/feature-section";
import HomeHero from "@/components/sections/home/home-hero";
import { HOME_CLOSING, HOME_FEATURES, HOME_HERO, HOME_META, type Feature } from "@/lib/content/home";
import JsonLd from "@/components/seo/json-ld";
import { getMetadata } from "@/lib/metadata";
import { organizationLd, websiteLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(HOME_META);

const illustrations: Record<Feature["illustration"], React.ReactNode> = {
  feed: <FeedPhone />,
  tap: <TapPhone />,
  impact: <ImpactCard />,
  waves: <InviteCard />,
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationLd(), websiteLd()]} />
      <HomeHero {...HOME_HERO} />
      <div id={HOME_HERO.target} tabIndex={-1} className="scroll-mt-16 focus:outline-none" aria-label="How it works" role="region">
        {HOME_FEATURES.map((feature, i) => (
          <FeatureSection key={feature.id} feature={feature} flipped={i % 2 === 1} illustration={illustrations[feature.illustration]} />
        ))}
      </div>
      <ClosingCta {...HOME_CLOSING} />
    </>
  );
}
