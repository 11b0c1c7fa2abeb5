import type { ReactNode } from "react";
import PageHero from "@/components/ui/page-hero";
import SectionLink from "@/components/ui/section-link";

/** The hero's words, as each hero section type gives them. */
export interface DonationApiHeroCopy {
  eyebrow: string;
  /** One line, or two with the second in the accent colour. */
  title: string | readonly [string, string];
  body: string;
  cta: string;
  /** Id of the section the main button scrolls to; absent, no button (lib/sections/shared/api-fields.ts heroFields). */
  target?: string;
  /** A second button that does nothing yet (there is no documentation site). */
  secondary?: string;
}

/** The dark opening band of a donation-API page: the pitch, a button down to the demo or the prompt, and a drawn card. */
export default function DonationApiHero({ copy, aside }: { copy: DonationApiHeroCopy; aside: ReactNode }) {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.title}
      body={copy.body}
      actions={
        <>
          {copy.target ? (
            <SectionLink targetId={copy.target} className="btn btn-primary h-14 px-9 text-lg">
              {copy.cta}
            </SectionLink>
          ) : null}
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
