import FeedPhone from "@/components/illustrations/feed-phone";
import ImpactCard from "@/components/illustrations/impact-card";
import InviteCard from "@/components/illustrations/invite-card";
import TapPhone from "@/components/illustrations/tap-phone";
import type { SectionProps } from "@/lib/sections/schemas";
import FeatureSection from "./feature-section";

/** The features, one region the hero's button scrolls to; the drawing's side alternates down the page. */
export default function HomeFeatures({ section, context }: SectionProps<"home-features">) {
  const illustrations: Record<SectionProps<"home-features">["section"]["features"][number]["illustration"], React.ReactNode> = {
    feed: <FeedPhone copy={context.illustrations.feedPhone} />,
    tap: <TapPhone copy={section.tapPhone} />,
    impact: <ImpactCard copy={section.impactCard} />,
    waves: <InviteCard copy={section.inviteCard} />,
  };
  return (
    <div id={section.id} tabIndex={-1} className="scroll-mt-16 focus:outline-none" aria-label={section.label} role="region">
      {section.features.map((feature, i) => {
        const id = feature.id ?? `feature-${i + 1}`;
        return <FeatureSection key={id} copy={{ ...feature, id }} flipped={i % 2 === 1} illustration={illustrations[feature.illustration]} />;
      })}
    </div>
  );
}
