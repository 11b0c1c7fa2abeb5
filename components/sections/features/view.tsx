import { useId } from "react";
import Band from "@/components/ui/band";
import { IconCards } from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";
import FeatureIcon from "./feature-icon";

/** Features on cards, each with its drawn icon, under a heading (an eyebrow above it and an intro under it where given): three to a row on a wide screen, two on a tablet, one on a phone. */
export default function Features({ section }: SectionProps<"features">) {
  const headingId = useId();
  return (
    <Band headingId={headingId} heading={{ eyebrow: section.eyebrow, title: section.heading, body: section.intro }} className="bg-white">
      <IconCards cards={section.features.map((feature) => ({ icon: <FeatureIcon icon={feature.icon} />, title: feature.title, body: feature.line }))} />
    </Band>
  );
}
