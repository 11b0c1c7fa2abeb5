import { useId } from "react";
import SectionHeading from "@/components/ui/section-heading";
import { withClaims } from "@/lib/content/claim-values";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * Two to four big figures, each the claim it names, on the dark numbers band: under the heading, or (headingVisibility
 * "hidden") alone on a slimmer band, the heading for screen readers only, as the charities' API page has them.
 */
export default function Numbers({ section, context }: SectionProps<"numbers">) {
  const headingId = useId();
  const count = section.figures.length;
  // Two figures sit closer together; three or four share a row on a wide screen. On a phone, two to a row, and a third alone takes the row's middle.
  const columns = count === 2 ? "max-w-3xl md:grid-cols-2" : count === 3 ? "md:grid-cols-3" : "md:grid-cols-4";
  const grid = `mx-auto grid grid-cols-2 gap-x-6 gap-y-10 max-md:[&>:last-child:nth-child(odd)]:col-span-2 ${columns}`;
  const hidden = section.headingVisibility === "hidden";
  // The figure first to the eye, its label under it (the label names it for screen readers first); justify-end keeps
  // each at the top of its cell when a neighbour's label wraps, as a reversed column packs from the bottom. The band
  // without a heading keeps the bottom packing the charities' API page has always had (issue 40: launch pages unchanged).
  const figures = withClaims(section.figures, context.claims).map((figure, i) => (
    <div key={i} className={hidden ? "flex flex-col-reverse text-center" : "flex flex-col-reverse justify-end text-center"}>
      <dt className="mt-2 text-base font-bold text-ocean-100">{figure.label}</dt>
      <dd className="font-display text-display-md uppercase text-aqua-300">{figure.value}</dd>
    </div>
  ));
  if (hidden)
    return (
      <section aria-labelledby={headingId} className="bg-ocean-900 text-white">
        <h2 id={headingId} className="sr-only">
          {section.heading}
        </h2>
        <dl className={`${grid} px-5 py-16 md:px-8 ${count === 2 ? "" : "max-w-6xl"}`}>{figures}</dl>
      </section>
    );
  return (
    <section aria-labelledby={headingId} className="bg-ocean-900 text-white">
      <div className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-20">
        <SectionHeading id={headingId} title={section.heading} dark centered />
        <dl className={`mt-12 ${grid}`}>{figures}</dl>
      </div>
    </section>
  );
}
