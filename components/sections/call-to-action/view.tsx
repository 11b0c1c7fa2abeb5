import { useId } from "react";
import ActionButton from "@/components/sections/shared/action-button";
import CtaBand from "@/components/ui/cta-band";
import DropMark from "@/components/ui/drop-mark";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * A band asking for one thing, its button one of the action model's: the site's dark closing band, or (look "bright")
 * the aqua one between two drops the brands page closes with.
 */
export default function CallToAction({ section, anchor }: SectionProps<"call-to-action">) {
  const fallbackId = useId();
  const id = anchor ?? fallbackId;
  if (section.look === "bright")
    return (
      <section id={anchor} aria-labelledby={`${id}-title`} className="relative scroll-mt-16 overflow-hidden bg-aqua-400 text-ocean-950 md:scroll-mt-20">
        <DropMark className="pointer-events-none absolute -left-12 -top-12 h-72 w-56 -rotate-12 text-white/25" />
        <DropMark className="pointer-events-none absolute -bottom-16 -right-10 h-80 w-64 rotate-12 text-ocean-900/10" />
        <div className="relative mx-auto max-w-4xl px-5 py-24 text-center md:py-32">
          <h2 id={`${id}-title`} className="font-display text-display-lg uppercase">
            {section.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-xl font-semibold">{section.line}</p>
          <div className="mt-10">
            {section.button.map((button, i) => (
              <ActionButton key={i} action={button} look="closing-bright" />
            ))}
          </div>
        </div>
      </section>
    );
  return (
    <CtaBand id={id} title={section.title} body={section.line}>
      {section.button.map((button, i) => (
        <ActionButton key={i} action={button} look="closing" />
      ))}
    </CtaBand>
  );
}
