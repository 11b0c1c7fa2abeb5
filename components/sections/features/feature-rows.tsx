import type { ReactNode } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import ImpactCard from "@/components/illustrations/impact-card";
import InviteCard from "@/components/illustrations/invite-card";
import TapPhone from "@/components/illustrations/tap-phone";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionContext } from "@/lib/content/section-context";
import type { FeatureDrawing } from "@/lib/sections/features/drawings";
import type { SectionData } from "@/lib/sections/schemas";

type Feature = SectionData<"features">["features"][number];

/** The drawing beside a feature: the feed phone's words are the shared illustrations file's, the others' its own. */
function Drawing({ drawing, context }: { drawing: FeatureDrawing | undefined; context: SectionContext }): ReactNode {
  switch (drawing?.type) {
    case "feed":
      return <FeedPhone copy={context.illustrations.feedPhone} />;
    case "tap":
      return <TapPhone copy={drawing} />;
    case "impact":
      return <ImpactCard copy={drawing} />;
    case "waves":
      return <InviteCard copy={drawing} />;
    default:
      return null;
  }
}

interface FeatureRowProps {
  feature: Feature & { id: string };
  /** Illustration side alternates down the page. */
  flipped: boolean;
  illustration: ReactNode;
}

function FeatureRow({ feature, flipped, illustration }: FeatureRowProps) {
  const titleId = `${feature.id}-title`;
  return (
    <section aria-labelledby={titleId} className={`overflow-x-clip ${flipped ? "bg-ocean-50" : "bg-white"}`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className={flipped ? "md:order-2" : undefined}>
          <SectionHeading id={titleId} eyebrow={feature.eyebrow} title={feature.title} body={feature.line} size="lg" className="" />
          <PointList points={feature.points ?? []} />
        </div>
        <div className={flipped ? "md:order-1" : undefined}>{illustration}</div>
      </div>
    </section>
  );
}

/**
 * The rows look: one region, named by the section's heading (not shown) and at its anchor (a button may scroll here),
 * of feature rows, each with its drawing beside it; the drawing's side and the background alternate down the page.
 */
export default function FeatureRows({ section, context, anchor }: { section: SectionData<"features">; context: SectionContext; anchor?: string }) {
  return (
    <div id={anchor} tabIndex={-1} className="scroll-mt-16 focus:outline-none" aria-label={section.heading} role="region">
      {section.features.map((feature, i) => {
        const id = feature.id ?? `feature-${i + 1}`;
        return (
          <FeatureRow key={id} feature={{ ...feature, id }} flipped={i % 2 === 1} illustration={<Drawing drawing={feature.drawing?.[0]} context={context} />} />
        );
      })}
    </div>
  );
}
