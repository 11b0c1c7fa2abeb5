import { useId } from "react";
import NumberedSteps from "@/components/ui/numbered-steps";
import SectionHeading from "@/components/ui/section-heading";
import TitledCard from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * Numbered steps under a heading: an <ol>, so the order is the list's, and the
 * big numbers are decoration. Three to a row on a wide screen, but two or four
 * in rows of two, so none is left alone on a row.
 */
export default function Steps({ section, anchor }: SectionProps<"steps">) {
  const headingId = useId();
  // The dark band the API pages explain themselves with: its anchor on the heading, as they have always had it.
  if (section.look === "dark") return <NumberedSteps copy={{ id: anchor ?? headingId, title: section.heading, steps: section.steps }} />;
  return (
    <section id={anchor} aria-labelledby={headingId} className="scroll-mt-16 bg-white md:scroll-mt-20">
      <div className="mx-auto max-w-6xl px-5 py-20 md:px-8 md:py-24">
        <SectionHeading id={headingId} title={section.heading} />
        <ol className={`mt-12 grid gap-5 sm:grid-cols-2 ${section.steps.length % 2 === 0 && section.steps.length < 6 ? "" : "lg:grid-cols-3"}`}>
          {section.steps.map((step, i) => (
            <TitledCard key={i} title={step.title} body={step.body} look="numbered" className="rounded-card bg-ocean-50 p-6 ring-1 ring-ocean-100">
              <span aria-hidden="true" className="font-display text-6xl leading-none text-aqua-600">
                {String(i + 1).padStart(2, "0")}
              </span>
            </TitledCard>
          ))}
        </ol>
      </div>
    </section>
  );
}
