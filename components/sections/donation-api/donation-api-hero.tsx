import type { ReactNode } from "react";
import PageHero from "@/components/ui/page-hero";
import SectionLink from "@/components/ui/section-link";
import type { DonationApiHeroCopy } from "@/lib/content/donation-api/shared";

/** The dark opening band of a donation-API page: the pitch, a button down to the demo or the prompt, and a drawn card. */
export default function DonationApiHero({ copy, aside }: { copy: DonationApiHeroCopy; aside: ReactNode }) {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.title}
      body={copy.body}
      actions={
        <>
          <SectionLink targetId={copy.cta.target} className="btn btn-primary h-14 px-9 text-lg">
            {copy.cta.label}
          </SectionLink>
          {copy.secondary ? (
            <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
              {copy.secondary}
            </button>
          ) : null}
        </>
      }
      aside={aside}
    />
  );
}
