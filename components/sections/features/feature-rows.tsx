import type { ReactNode } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import ImpactCard from "@/components/illustrations/impact-card";
import InviteCard from "@/components/illustrations/invite-card";
import TapPhone from "@/components/illustrations/tap-phone";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionContext } from "@/lib/content/section-context";
import { featureRowId } from "@/lib/sections/features/drawings";
import type { SectionData } from "@/lib/sections/schemas";
import FeatureIcon from "./feature-icon";

type Feature = SectionData<"features">["features"][number];

/**
 * What stands beside a feature: its drawing (the feed phone's words are the shared illustrations file's, the others'
 * its own); without one, its icon, large on a dark tile; with neither, nothing, and the row is its words alone.
 */
function Beside({ feature, context }: { feature: Feature; context: SectionContext }): ReactNode {
  const drawing = feature.drawing?.[0];
  switch (drawing?.type) {
    case "feed":
      return <FeedPhone copy={context.illustrations.feedPhone} className={drawing.tilted ? "-rotate-2" : undefined} />;
    case "tap":
      return <TapPhone copy={drawing} />;
    case "impact":
      return <ImpactCard copy={drawing} />;
    case "waves":
      return <InviteCard copy={drawing} />;
  }
  if (!feature.icon) return null;
  return (
    <div className="grid place-items-center">
      <span className="grid size-40 place-items-center rounded-[2.5rem] bg-ocean-900 text-aqua-300 [&_svg]:size-16">
        <FeatureIcon icon={feature.icon} />
      </span>
    </div>
  );
}

interface FeatureRowProps {
  feature: Feature;
  id: string;
  /** The drawing's side and the background alternate down the page. */
  flipped: boolean;
  context: SectionContext;
}

function FeatureRow({ feature, id, flipped, context }: FeatureRowProps) {
  const titleId = `${id}-title`;
  const beside = <Beside feature={feature} context={context} />;
  const words = (
    <>
      <SectionHeading id={titleId} eyebrow={feature.eyebrow} title={feature.title} body={feature.line} size="lg" className="" />
      <PointList points={feature.points ?? []} />
    </>
  );
  return (
    <section aria-labelledby={titleId} className={`overflow-x-clip ${flipped ? "bg-ocean-50" : "bg-white"}`}>
      {feature.drawing?.length || feature.icon ? (
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
          <div className={flipped ? "md:order-2" : undefined}>{words}</div>
          <div className={flipped ? "md:order-1" : undefined}>{beside}</div>
        </div>
      ) : (
        <div className="mx-auto max-w-3xl px-5 py-20 md:px-8 md:py-28">{words}</div>
      )}
    </section>
  );
}

/**
 * The rows look: one region, named by the section's heading (not shown) and at its anchor (a button may scroll here,
 * and hands it the focus), of feature rows, each with its drawing beside it.
 */
export default function FeatureRows({
  section,
  context,
  anchor,
  scrolledTo,
}: {
  section: SectionData<"features">;
  context: SectionContext;
  anchor?: string;
  scrolledTo: boolean;
}) {
  return (
    <div
      id={anchor}
      tabIndex={scrolledTo ? -1 : undefined}
      className={`scroll-mt-16${scrolledTo ? " focus:outline-none" : ""}`}
      aria-label={section.heading}
      role="region"
    >
      {section.features.map((feature, i) => {
        const id = featureRowId(feature, i, anchor);
        return <FeatureRow key={id} id={id} feature={feature} flipped={i % 2 === 1} context={context} />;
      })}
    </div>
  );
}
