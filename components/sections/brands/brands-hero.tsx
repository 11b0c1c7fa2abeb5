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
    <section aria-labelledby="brands-hero-title" className="relative overflow-hidden bg-ocean-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(44rem_30rem_at_90%_0%,rgb(34_211_238/0.25),transparent_65%),radial-gradient(30rem_24rem_at_0%_100%,rgb(255_210_63/0.25),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 pb-20 pt-28 md:grid-cols-[1.25fr_1fr] md:px-8 md:pb-28 md:pt-40">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-ocean-700 shadow-card ring-1 ring-ocean-100">
            <span className="size-2 rounded-full bg-coral-500" aria-hidden="true" /> {eyebrow}
          </p>
          <h1 id="brands-hero-title" className="mt-6 font-display text-display-lg uppercase text-ocean-900">
            <span className="block">{headline[0]}</span>
            <span className="relative inline-block">
              <span aria-hidden="true" className="absolute inset-x-[-0.1em] bottom-[0.06em] -z-0 h-[0.34em] -rotate-1 rounded-sm bg-sun-300" />
              <span className="relative">{headline[1]}</span>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-700 md:text-xl">{intro}</p>
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
        </div>
        <BudgetFlowCard flow={flow} />
      </div>
    </section>
  );
}
