import { useId } from "react";
import Band from "@/components/ui/band";
import { IconCards } from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";
import FeatureIcon from "./feature-icon";
import FeatureRows from "./feature-rows";

/**
 * Features on cards, each with its drawn icon, under a heading (an eyebrow above it and an intro under it where given):
 * three to a row on a wide screen, two on a tablet, one on a phone. The rows look: one region of wide feature rows,
 * each with its drawing beside it (./feature-rows.tsx).
 */
export default function Features({ section, context, anchor }: SectionProps<"features">) {
  const headingId = useId();
  if (section.look === "rows") return <FeatureRows section={section} context={context} anchor={anchor} />;
  return (
    <Band id={anchor} headingId={headingId} heading={{ eyebrow: section.eyebrow, title: section.heading, body: section.intro }} className="bg-white">
      <IconCards
        cards={section.features.map((feature) => ({ icon: feature.icon ? <FeatureIcon icon={feature.icon} /> : null, title: feature.title, body: feature.line }))}
      />
    </Band>
  );
}
