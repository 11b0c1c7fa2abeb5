import { useId } from "react";
import { withClaims } from "@/lib/content/claim-values";
import type { SectionProps } from "@/lib/sections/schemas";

/** The numbers band: big figure (the claim each stat names), short label. Its label is its heading, for screen readers only: the figures speak for themselves on screen. */
export default function ApiStats({ section: copy, context }: SectionProps<"api-stats">) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-ocean-900 text-white">
      <h2 id={titleId} className="sr-only">
        {copy.label}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-16 md:grid-cols-4 md:px-8">
        {withClaims(copy.stats, context.claims).map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="mt-2 text-base font-bold text-ocean-100">{stat.label}</dt>
            <dd className="font-display text-display-md uppercase text-aqua-300">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
