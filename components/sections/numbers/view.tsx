import { useId } from "react";
import SectionHeading from "@/components/ui/section-heading";
import TitledCard from "@/components/ui/titled-card";
import { withClaims } from "@/lib/content/claim-values";
import type { SectionProps } from "@/lib/sections/schemas";

/** The band's columns on a wide screen, by count: two closer together, three or four in a row, more in rows of three or four. */
const BAND_COLUMNS: Record<number, string> = {
  2: "max-w-3xl md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-4",
  5: "md:grid-cols-3",
  6: "md:grid-cols-3",
  7: "md:grid-cols-4",
  8: "md:grid-cols-4",
  9: "md:grid-cols-3",
};

/** The cards' figures take these colours in turn. */
const CARD_TONES = ["text-aqua-400", "text-sun-300", "text-coral-300"] as const;

/**
 * Big figures, each the claim it names. Look "band" (the default): in a row on the dark numbers band, under the
 * heading or (headingVisibility "hidden") alone on a slimmer band, the heading for screen readers only, as the
 * charities' API page has them. Look "cards": each on a card of the deep band the brands page has, its label a title.
 */
export default function Numbers(props: SectionProps<"numbers">) {
  return props.section.look === "cards" ? <NumberCards {...props} /> : <NumberBand {...props} />;
}

function NumberBand({ section, context }: SectionProps<"numbers">) {
  const headingId = useId();
  const count = section.figures.length;
  // On a phone, two to a row, and a last one alone takes the row's middle.
  const grid = `mx-auto grid grid-cols-2 gap-x-6 gap-y-10 max-md:[&>:last-child:nth-child(odd)]:col-span-2 ${BAND_COLUMNS[count] ?? "md:grid-cols-4"}`;
  const hidden = section.headingVisibility === "hidden";
  // The figure first to the eye, its label under it (the label names it for screen readers first); justify-end keeps
  // each at the top of its cell when a neighbour's label wraps, as a reversed column packs from the bottom. The band
  // without a heading keeps the bottom packing the charities' API page has always had (issue 40: launch pages unchanged).
  // A figure's line, where it has one, reads after it and stands under its label (first in order: the reversed column's bottom).
  const figures = withClaims(section.figures, context.claims).map((figure, i) => (
    <div key={i} className="flex flex-col-reverse justify-end text-center">
      <dt className="mt-2 text-base font-bold text-ocean-100">{figure.label}</dt>
      <dd className="font-display text-display-md uppercase text-aqua-300">
        {figure.prefix ? <span className="block text-2xl">{figure.prefix}</span> : null}
        {figure.value}
      </dd>
      {figure.body ? <dd className="order-first mx-auto mt-2 max-w-xs text-base text-ocean-100">{figure.body}</dd> : null}
    </div>
  ));
  if (hidden)
    return (
      <section aria-labelledby={headingId} className="surface-dark bg-ocean-900 text-white">
        <h2 id={headingId} className="sr-only">
          {section.heading}
        </h2>
        <dl className={`${grid} px-5 py-16 md:px-8 ${count === 2 ? "" : "max-w-6xl"}`}>{figures}</dl>
      </section>
    );
  return (
    <section aria-labelledby={headingId} className="surface-dark bg-ocean-900 text-white">
      <div className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-20">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.heading} body={section.intro} dark centered />
        <dl className={`mt-12 ${grid}`}>{figures}</dl>
      </div>
    </section>
  );
}

/** The brands page's big figures: each on a card, the first one wider, under a large heading on the left. */
function NumberCards({ section, context }: SectionProps<"numbers">) {
  const headingId = useId();
  const hidden = section.headingVisibility === "hidden";
  return (
    <section aria-labelledby={headingId} className="surface-dark relative overflow-hidden bg-ocean-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_26rem_at_100%_0%,rgb(34_211_238/0.18),transparent_65%)]" />
      <div className="relative mx-auto max-w-6xl px-5 py-20 md:px-8 md:py-28">
        {hidden ? (
          <h2 id={headingId} className="sr-only">
            {section.heading}
          </h2>
        ) : (
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.heading} body={section.intro} size="lg" dark wideBody className="max-w-2xl" />
        )}
        <ul className={`${hidden ? "" : "mt-12 "}grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
          {withClaims(section.figures, context.claims).map((figure, i) => (
            <TitledCard
              key={i}
              title={figure.label}
              body={figure.body}
              look="figure"
              className={`flex flex-col rounded-card bg-white/[0.06] p-6 ring-1 ring-white/10 sm:p-7 ${i === 0 ? "sm:col-span-2" : ""}`}
            >
              <p className={`font-display leading-none ${CARD_TONES[i % CARD_TONES.length]}`}>
                {figure.prefix ? <span className="mb-1 block text-2xl uppercase">{figure.prefix}</span> : null}
                <span className={i === 0 ? "text-7xl sm:text-8xl" : "text-6xl sm:text-7xl"}>{figure.value}</span>
              </p>
            </TitledCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
