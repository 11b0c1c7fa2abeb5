import LightHero from "@/components/ui/light-hero";
import StepList from "@/components/ui/step-list";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import type { SectionProps } from "@/lib/sections/schemas";
import VerifiedCauseCard from "./verified-cause-card";

export default function CharitiesHero({ section: copy }: SectionProps<"charities-hero">) {
  return (
    <LightHero
      id="charities-hero"
      copy={copy}
      accent="coral"
      actions={
        <PartnerOpenButton audience="charity" className="btn btn-primary mt-9 h-14 px-8 text-lg">
          {copy.apply}
        </PartnerOpenButton>
      }
      aside={<VerifiedCauseCard copy={copy.card} />}
    >
      <div className="relative mx-auto max-w-6xl px-5 pb-20 md:px-8 md:pb-28">
        <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{copy.stepsTitle}</h2>
        <StepList steps={copy.steps} className="mt-5 grid gap-4 md:grid-cols-3" itemClassName="rounded-card bg-white p-5 shadow-card ring-1 ring-ocean-100" />
      </div>
    </LightHero>
  );
}
