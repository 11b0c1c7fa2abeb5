import { useId } from "react";
import ActionButton from "@/components/sections/shared/action-button";
import CtaBand from "@/components/ui/cta-band";
import type { SectionProps } from "@/lib/sections/schemas";

/** A dark band asking for one thing: the site's closing band, its button one of the action model's. */
export default function CallToAction({ section, anchor }: SectionProps<"call-to-action">) {
  const fallbackId = useId();
  return (
    <CtaBand id={anchor ?? fallbackId} title={section.title} body={section.line}>
      {section.button.map((button, i) => (
        <ActionButton key={i} action={button} look="primary" />
      ))}
    </CtaBand>
  );
}
