import CtaBand from "@/components/ui/cta-band";
import type { DONATION_API_CHARITIES_GET_STARTED } from "@/lib/content/donation-api/charities";

/** Closing call to action. Both buttons are placeholders: there is no sign-up or docs site yet. */
export default function GetStarted({ id, copy }: { id: string; copy: typeof DONATION_API_CHARITIES_GET_STARTED }) {
  return (
    <CtaBand id={id} title={copy.title} body={copy.body} focusTarget>
      <button type="button" className="btn btn-primary h-14 px-9 text-lg">
        {copy.primary}
      </button>
      <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
        {copy.secondary}
      </button>
    </CtaBand>
  );
}
