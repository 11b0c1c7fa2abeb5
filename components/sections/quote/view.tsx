import { useId } from "react";
import DropMark from "@/components/ui/drop-mark";
import Picture, { PICTURE_SIZES } from "@/components/ui/picture";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * Someone's words: a <figure> of the <blockquote> and a <figcaption> naming
 * the speaker. The name is the section's heading, so the region is named by
 * who speaks without a word the marketer did not write. A portrait, if given,
 * sits round beside the name.
 */
export default function Quote({ section, anchor, context, first }: SectionProps<"quote">) {
  const nameId = useId();
  return (
    <section id={anchor} aria-labelledby={nameId} className="scroll-mt-16 bg-white md:scroll-mt-20">
      <figure className="relative mx-auto max-w-4xl px-5 py-20 md:px-8 md:py-24">
        <DropMark className="h-12 w-10 text-aqua-500" />
        <blockquote className="mt-6 text-2xl font-bold leading-snug text-ocean-900 md:text-4xl md:leading-tight">
          <p className="before:content-['“'] after:content-['”']">{section.words}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          {section.portrait ? (
            <Picture
              field={section.portrait}
              context={context}
              sizes={PICTURE_SIZES.portrait}
              first={first}
              frameClassName="shrink-0"
              className="size-20 shrink-0 rounded-full object-cover ring-4 ring-aqua-100"
            />
          ) : null}
          <div className="border-l-4 border-coral-400 pl-4">
            <h2 id={nameId} className="text-lg font-extrabold text-ocean-900">
              {section.name}
            </h2>
            <p className="text-base text-ocean-700">{section.role}</p>
          </div>
        </figcaption>
      </figure>
    </section>
  );
}
