import { useId } from "react";
import ActionButton, { type ActionLook } from "@/components/sections/shared/action-button";
import CtaBand from "@/components/ui/cta-band";
import DropMark from "@/components/ui/drop-mark";
import type { SectionProps } from "@/lib/sections/schemas";
import type { Action } from "@/lib/sections/shared/action";

/** A lone button stands a little wider; of two, the first stands out and the second is the band's quieter one. */
function looksOf(buttons: readonly Action[], bright: boolean): ActionLook[] {
  if (buttons.length === 1) return [bright ? "closing-bright" : "closing"];
  return buttons.map((_, i) => (i === 0 ? (bright ? "closing-bright-first" : "wide") : bright ? "on-bright" : "on-dark"));
}

/**
 * A band asking for one thing, its button (or two) of the action model's: the site's dark closing band, or (look
 * "bright") the aqua one between two drops the brands page closes with. A band a button of the page scrolls to takes
 * the focus that button hands it (the charities' API page's "Get started").
 */
export default function CallToAction({ section, anchor, scrolledTo = false }: SectionProps<"call-to-action">) {
  const fallbackId = useId();
  const id = anchor ?? fallbackId;
  if (section.look === "bright") {
    const looks = looksOf(section.button, true);
    return (
      <section
        id={anchor}
        tabIndex={scrolledTo ? -1 : undefined}
        aria-labelledby={`${id}-title`}
        className={`relative scroll-mt-16 overflow-hidden bg-aqua-400 text-ocean-950 md:scroll-mt-20${scrolledTo ? " focus:outline-none" : ""}`}
      >
        <DropMark plain className="pointer-events-none absolute -left-12 -top-12 h-72 w-56 -rotate-12 text-white/25" />
        <DropMark plain className="pointer-events-none absolute -bottom-16 -right-10 h-80 w-64 rotate-12 text-ocean-900/10" />
        <div className="relative mx-auto max-w-4xl px-5 py-24 text-center md:py-32">
          <h2 id={`${id}-title`} className="font-display text-display-lg uppercase">
            {section.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-xl font-semibold">{section.line}</p>
          <div className={section.button.length > 1 ? "mt-10 flex flex-wrap justify-center gap-3" : "mt-10"}>
            {section.button.map((button, i) => (
              <ActionButton key={i} action={button} look={looks[i]!} />
            ))}
          </div>
        </div>
      </section>
    );
  }
  const looks = looksOf(section.button, false);
  return (
    <CtaBand id={id} title={section.title} body={section.line} focusTarget={scrolledTo}>
      {section.button.map((button, i) => (
        <ActionButton key={i} action={button} look={looks[i]!} />
      ))}
    </CtaBand>
  );
}
