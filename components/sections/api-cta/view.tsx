import CtaBand from "@/components/ui/cta-band";
import type { SectionProps } from "@/lib/sections/schemas";

/** Closing call to action. Both buttons are placeholders: there is no sign-up or docs site yet. */
export default function ApiCta({ section: copy }: SectionProps<"api-cta">) {
  return (
    <CtaBand id={copy.id} title={copy.title} body={copy.body} focusTarget={copy.focusTarget}>
      <button type="button" className="btn btn-primary h-14 px-9 text-lg">
        {copy.primary}
      </button>
      <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
        {copy.secondary}
      </button>
    </CtaBand>
  );
}
