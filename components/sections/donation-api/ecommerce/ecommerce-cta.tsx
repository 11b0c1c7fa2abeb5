import CtaBand from "@/components/ui/cta-band";
import type { DONATION_API_ECOMMERCE_CTA } from "@/lib/content/donation-api/ecommerce";

/** Closing call to action. Both buttons are placeholders: there is no sign-up or docs site yet. */
export default function EcommerceCta({ copy }: { copy: typeof DONATION_API_ECOMMERCE_CTA }) {
  return (
    <CtaBand id="ecommerce-cta" title={copy.title} body={copy.body}>
      <button type="button" className="btn btn-primary h-14 px-9 text-lg">
        {copy.primary}
      </button>
      <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
        {copy.secondary}
      </button>
    </CtaBand>
  );
}
