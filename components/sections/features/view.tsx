import { useId } from "react";
import Band from "@/components/ui/band";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import { IconCards } from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";

/** Two to six features on cards, each with its drawn icon: three to a row on a wide screen, two on a tablet, one on a phone. */
export default function Features({ section }: SectionProps<"features">) {
  const headingId = useId();
  return (
    <Band headingId={headingId} heading={{ title: section.heading }} className="bg-white">
      <IconCards
        cards={section.features.map((feature) => ({
          icon: <LineIcon d={ICON_PATHS[feature.icon]} size={26} strokeWidth={1.8} />,
          title: feature.title,
          body: feature.line,
        }))}
      />
    </Band>
  );
}
