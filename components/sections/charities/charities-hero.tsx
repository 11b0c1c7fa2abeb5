import LightHero from "@/components/ui/light-hero";
import StepList from "@/components/ui/step-list";
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
    <LightHero
      id="charities-hero"
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      dotClass="bg-aqua-500"
      markClass="rotate-1 bg-coral-300"
      glowClass="bg-[radial-gradient(44rem_30rem_at_95%_5%,rgb(255_122_102/0.22),transparent_65%),radial-gradient(34rem_26rem_at_0%_100%,rgb(34_211_238/0.22),transparent_65%)]"
      actions={
        <PartnerOpenButton audience="charity" className="btn btn-primary mt-9 h-14 px-8 text-lg">
          {cta}
        </PartnerOpenButton>
      }
      aside={<VerifiedCauseCard {...card} />}
    >
      <div className="relative mx-auto max-w-6xl px-5 pb-20 md:px-8 md:pb-28">
        <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">How verification works</h2>
        <StepList steps={steps} className="mt-5 grid gap-4 md:grid-cols-3" itemClassName="rounded-card bg-white p-5 shadow-card ring-1 ring-ocean-100" />
      </div>
    </LightHero>
  );
}
