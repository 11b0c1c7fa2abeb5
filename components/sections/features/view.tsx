import { useId } from "react";
import Band from "@/components/ui/band";
import PointList from "@/components/ui/point-list";
import TitledCard from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";
import FeatureIcon from "./feature-icon";
import FeatureRows from "./feature-rows";

/**
 * Features on cards under a heading (an eyebrow above it and an intro under it where given): three to a row on a wide
 * screen, two on a tablet, one on a phone; each its drawn icon, eyebrow and points where given. The rows look: one
 * region of wide feature rows, each with its drawing beside it (./feature-rows.tsx).
 */
export default function Features({ section, context, anchor, scrolledTo = false }: SectionProps<"features">) {
  const headingId = useId();
  if (section.look === "rows") return <FeatureRows section={section} context={context} anchor={anchor} scrolledTo={scrolledTo} />;
  return (
    <Band
      id={anchor}
      scrolledTo={scrolledTo}
      headingId={headingId}
      heading={{ eyebrow: section.eyebrow, title: section.heading, body: section.intro }}
      className="bg-white"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.features.map((feature, i) => (
          <TitledCard
            key={i}
            eyebrow={feature.eyebrow}
            title={feature.title}
            body={feature.line}
            look="icon"
            className="rounded-card bg-ocean-50 p-6"
            after={feature.points ? <PointList points={feature.points} small /> : null}
          >
            {feature.icon ? (
              <span className="grid size-12 place-items-center rounded-2xl bg-ocean-900 text-aqua-300">
                <FeatureIcon icon={feature.icon} />
              </span>
            ) : null}
          </TitledCard>
        ))}
      </ul>
    </Band>
  );
}
