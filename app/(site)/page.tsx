import type { Metadata } from "next";
import FeedPhone from "@/components/illustrations/feed-phone";
import ImpactCard from "@/components/illustrations/impact-card";
import InviteCard from "@/components/illustrations/invite-card";
import TapPhone from "@/components/illustrations/tap-phone";
import ClosingCta from "@/components/sections/home/closing-cta";
import FeatureSection from "@/components/sections/home/feature-section";
import HomeHero from "@/components/sections/home/home-hero";
import JsonLd from "@/components/seo/json-ld";
import {
  HOME_CLOSING,
  HOME_FEATURES,
  HOME_HERO,
  HOME_IMPACT_CARD,
  HOME_INVITE_CARD,
  HOME_META,
  HOME_TAP_PHONE,
  type HomeFeatureCopy,
} from "@/lib/content/home";
import { FEED_PHONE } from "@/lib/content/illustrations";
import { getMetadata } from "@/lib/metadata";
import { organizationLd, websiteLd } from "@/lib/structured-data";

export const metadata: Metadata = getMetadata(HOME_META);

const illustrations: Record<HomeFeatureCopy["illustration"], React.ReactNode> = {
  feed: <FeedPhone copy={FEED_PHONE} />,
  tap: <TapPhone copy={HOME_TAP_PHONE} />,
  impact: <ImpactCard copy={HOME_IMPACT_CARD} />,
  waves: <InviteCard copy={HOME_INVITE_CARD} />,
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationLd(), websiteLd()]} />
      <HomeHero copy={HOME_HERO} />
      <div id={HOME_HERO.target} tabIndex={-1} className="scroll-mt-16 focus:outline-none" aria-label={HOME_HERO.targetLabel} role="region">
        {HOME_FEATURES.map((feature, i) => (
          <FeatureSection key={feature.id} copy={feature} flipped={i % 2 === 1} illustration={illustrations[feature.illustration]} />
        ))}
      </div>
      <ClosingCta copy={HOME_CLOSING} />
    </>
  );
}
