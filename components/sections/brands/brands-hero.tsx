import LightHero from "@/components/ui/light-hero";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import BudgetFlowCard from "./budget-flow-card";

interface BrandsHeroProps {
  eyebrow: string;
  headline: readonly [string, string];
  intro: string;
  cta: string;
  secondary: { label: string; href: string };
  flow: readonly { step: string; detail: string }[];
}

export default function BrandsHero({ eyebrow, headline, intro, cta, secondary, flow }: BrandsHeroProps) {
  return (
    <LightHero
      id="brands-hero"
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      dotClass="bg-coral-500"
      markClass="-rotate-1 bg-sun-300"
      glowClass="bg-[radial-gradient(44rem_30rem_at_90%_0%,rgb(34_211_238/0.25),transparent_65%),radial-gradient(30rem_24rem_at_0%_100%,rgb(255_210_63/0.25),transparent_65%)]"
      actions={
        <div className="mt-9 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
          <PartnerOpenButton audience="brand" className="btn btn-primary h-14 px-9 text-lg">
            {cta}
          </PartnerOpenButton>
          <a
            href={secondary.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-ocean-900 underline decoration-aqua-500 decoration-2 underline-offset-4 hover:decoration-ocean-900"
          >
            {secondary.label}
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10 4v12M5 11l5 5 5-5" />
            </svg>
          </a>
        </div>
      }
      aside={<BudgetFlowCard flow={flow} />}
    />
  );
}
