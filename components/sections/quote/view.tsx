import { useId } from "react";
import DropMark from "@/components/ui/drop-mark";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * Someone's words: a <figure> of the <blockquote> and a <figcaption> naming
 * the speaker. The name is the section's heading, so the region is named by
 * who speaks without a word the marketer did not write.
 */
export default function Quote({ section, anchor }: SectionProps<"quote">) {
  const nameId = useId();
  return (
    <section id={anchor} aria-labelledby={nameId} className="scroll-mt-16 bg-white md:scroll-mt-20">
      <figure className="relative mx-auto max-w-4xl px-5 py-20 md:px-8 md:py-24">
        <DropMark className="h-12 w-10 text-aqua-500" />
        <blockquote className="mt-6 text-2xl font-bold leading-snug text-ocean-900 md:text-4xl md:leading-tight">
          <p className="before:content-['“'] after:content-['”']">{section.words}</p>
        </blockquote>
        <figcaption className="mt-8 border-l-4 border-coral-400 pl-4">
          <h2 id={nameId} className="text-lg font-extrabold text-ocean-900">
            {section.name}
          </h2>
          <p className="text-base text-ocean-700">{section.role}</p>
        </figcaption>
      </figure>
    </section>
  );
}
