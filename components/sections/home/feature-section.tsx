import type { ReactNode } from "react";
import type { Feature } from "@/lib/content/home";
import DropMark from "@/components/ui/drop-mark";

interface FeatureSectionProps {
  feature: Feature;
  /** Illustration side alternates down the page. */
  flipped: boolean;
  illustration: ReactNode;
}

export default function FeatureSection({ feature, flipped, illustration }: FeatureSectionProps) {
  const titleId = `${feature.id}-title`;
  return (
    <section aria-labelledby={titleId} className={`overflow-x-clip ${flipped ? "bg-ocean-50" : "bg-white"}`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className={flipped ? "md:order-2" : undefined}>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{feature.eyebrow}</p>
          <h2 id={titleId} className="mt-3 font-display text-display-lg uppercase text-ocean-900">
            {feature.title}
          </h2>
          <p className="mt-5 max-w-lg text-lg text-ocean-700">{feature.body}</p>
          <ul className="mt-7 space-y-3">
            {feature.points.map((point) => (
              <li key={point} className="flex items-center gap-3 text-base font-bold text-ocean-900">
                <DropMark className="h-5 w-4 shrink-0 text-aqua-500" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={flipped ? "md:order-1" : undefined}>{illustration}</div>
      </div>
    </section>
  );
}
