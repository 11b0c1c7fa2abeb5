import LightHero from "@/components/ui/light-hero";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import type { BrandsHeroCopy } from "@/lib/content/brands";
import BudgetFlowCard from "./budget-flow-card";

export default function BrandsHero({ copy }: { copy: BrandsHeroCopy }) {
  return (
    <LightHero
      id="brands-hero"
      eyebrow={copy.eyebrow}
      headline={copy.headline}
      intro={copy.intro}
      accent="sun"
      actions={
        <div className="mt-9 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
          <PartnerOpenButton audience="brand" className="btn btn-primary h-14 px-9 text-lg">
            {copy.cta}
          </PartnerOpenButton>
          <a
            href={copy.secondary.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-ocean-900 underline decoration-aqua-500 decoration-2 underline-offset-4 hover:decoration-ocean-900"
          >
            {copy.secondary.label}
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10 4v12M5 11l5 5 5-5" />
            </svg>
          </a>
        </div>
      }
      aside={<BudgetFlowCard copy={copy.flow} />}
    />
  );
}
