import type { ReactNode } from "react";
import type { SectionData } from "@/lib/sections/schemas";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";

type HomeFeatureCopy = SectionData<"home-features">["features"][number] & { id: string };

interface FeatureSectionProps {
  copy: HomeFeatureCopy;
  /** Illustration side alternates down the page. */
  flipped: boolean;
  illustration: ReactNode;
}

export default function FeatureSection({ copy, flipped, illustration }: FeatureSectionProps) {
  const titleId = `${copy.id}-title`;
  return (
    <section aria-labelledby={titleId} className={`overflow-x-clip ${flipped ? "bg-ocean-50" : "bg-white"}`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className={flipped ? "md:order-2" : undefined}>
          <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} size="lg" className="" />
          <PointList points={copy.points} />
        </div>
        <div className={flipped ? "md:order-1" : undefined}>{illustration}</div>
      </div>
    </section>
  );
}
