import SectionHeading from "@/components/ui/section-heading";
import StepList from "@/components/ui/step-list";
import { claimValue, withClaims } from "@/lib/content/claim-values";
import type { SectionProps } from "@/lib/sections/schemas";
import CampaignCard from "./campaign-card";

export default function FundDrops({ section: copy, context }: SectionProps<"fund-drops">) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div>
          <SectionHeading id={`${copy.id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} size="lg" className="" />
          <StepList steps={copy.steps} className="mt-8 space-y-5" />
        </div>
        <CampaignCard
          copy={{
            ...copy.campaign,
            budget: { ...copy.campaign.budget, value: claimValue(context.claims, copy.campaign.budget.claim) },
            figures: withClaims(copy.campaign.figures, context.claims),
            lifts: withClaims(copy.campaign.lifts, context.claims),
          }}
        />
      </div>
    </section>
  );
}
