import LightHero from "@/components/ui/light-hero";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import type { SectionProps } from "@/lib/sections/schemas";
import BudgetFlowCard from "./budget-flow-card";

export default function BrandsHero({ section: copy }: SectionProps<"brands-hero">) {
  return (
    <LightHero
      id="brands-hero"
      copy={copy}
      accent="sun"
      actions={
        <div className="mt-9 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
          <PartnerOpenButton audience="brand" className="btn btn-primary h-14 px-9 text-lg">
            {copy.cta}
          </PartnerOpenButton>
          {copy.secondary.href ? (
            <a
              href={copy.secondary.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-ocean-900 underline decoration-aqua-500 decoration-2 underline-offset-4 hover:decoration-ocean-900"
            >
              {copy.secondary.label}
              <LineIcon d={ICON_PATHS.arrowDown} size={18} />
            </a>
          ) : null}
        </div>
      }
      aside={<BudgetFlowCard copy={copy.flow} />}
    />
  );
}
