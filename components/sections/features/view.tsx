import { useId } from "react";
import Band from "@/components/ui/band";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import type { SectionProps } from "@/lib/sections/schemas";

/** Two to six features on cards, each with its drawn icon: three to a row on a wide screen, two on a tablet, one on a phone. */
export default function Features({ section }: SectionProps<"features">) {
  const headingId = useId();
  return (
    <Band headingId={headingId} heading={{ title: section.heading }} className="bg-white">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.features.map((feature, i) => (
          <li key={i} className="rounded-card bg-ocean-50 p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-ocean-900 text-aqua-300">
              <LineIcon d={ICON_PATHS[feature.icon]} size={26} strokeWidth={1.8} />
            </span>
            <h3 className="mt-5 text-xl font-extrabold leading-snug text-ocean-900">{feature.title}</h3>
            <p className="mt-2 text-base text-ocean-700">{feature.line}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
