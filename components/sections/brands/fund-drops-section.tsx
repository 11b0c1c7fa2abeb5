import StepList from "@/components/ui/step-list";
import type { ComponentProps } from "react";
import CampaignCard from "./campaign-card";

interface FundDropsSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  steps: readonly { title: string; body: string }[];
  campaign: ComponentProps<typeof CampaignCard>;
}

export default function FundDropsSection({ id, eyebrow, title, body, steps, campaign }: FundDropsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-3 font-display text-display-lg uppercase text-ocean-900">
            {title}
          </h2>
          <p className="mt-5 max-w-lg text-lg text-ocean-700">{body}</p>
          <StepList steps={steps} className="mt-8 space-y-5" />
        </div>
        <CampaignCard {...campaign} />
      </div>
    </section>
  );
}
