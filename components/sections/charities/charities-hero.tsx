import PartnerOpenButton from "@/components/partner/partner-open-button";
import type { ComponentProps } from "react";
import VerifiedCauseCard from "./verified-cause-card";

interface CharitiesHeroProps {
  eyebrow: string;
  headline: readonly [string, string];
  intro: string;
  cta: string;
  steps: readonly { title: string; body: string }[];
  card: ComponentProps<typeof VerifiedCauseCard>;
}

export default function CharitiesHero({ eyebrow, headline, intro, cta, steps, card }: CharitiesHeroProps) {
  return (
    <section aria-labelledby="charities-hero-title" className="relative overflow-hidden bg-ocean-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(44rem_30rem_at_95%_5%,rgb(255_122_102/0.22),transparent_65%),radial-gradient(34rem_26rem_at_0%_100%,rgb(34_211_238/0.22),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 pb-20 pt-28 md:grid-cols-[1.25fr_1fr] md:px-8 md:pb-28 md:pt-40">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-ocean-700 shadow-card ring-1 ring-ocean-100">
            <span className="size-2 rounded-full bg-aqua-500" aria-hidden="true" /> {eyebrow}
          </p>
          <h1 id="charities-hero-title" className="mt-6 font-display text-display-lg uppercase text-ocean-900">
            <span className="block">{headline[0]}</span>
            <span className="relative inline-block">
              <span aria-hidden="true" className="absolute inset-x-[-0.1em] bottom-[0.06em] h-[0.34em] rotate-1 rounded-sm bg-coral-300" />
              <span className="relative">{headline[1]}</span>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-700 md:text-xl">{intro}</p>
          <PartnerOpenButton audience="charity" className="btn btn-primary mt-9 h-14 px-8 text-lg">
            {cta}
          </PartnerOpenButton>
        </div>
        <VerifiedCauseCard {...card} />
      </div>
      <div className="relative mx-auto max-w-6xl px-5 pb-20 md:px-8 md:pb-28">
        <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">How verification works</h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ocean-100">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-ocean-900 font-display text-xl text-white">
                {i + 1}
              </span>
              <span>
                <span className="block text-lg font-extrabold text-ocean-900">{step.title}</span>
                <span className="mt-0.5 block text-base text-ocean-700">{step.body}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
