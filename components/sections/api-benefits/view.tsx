import Band from "@/components/ui/band";
import { IconCards } from "@/components/ui/titled-card";
import type { SectionProps } from "@/lib/sections/schemas";
import BenefitIcon from "./benefit-icon";

export default function ApiBenefits({ section: copy }: SectionProps<"api-benefits">) {
  return (
    <Band headingId="benefits-title" heading={copy} className="bg-white">
      <IconCards cards={copy.benefits.map((benefit) => ({ icon: <BenefitIcon icon={benefit.icon} />, title: benefit.title, body: benefit.body }))} />
    </Band>
  );
}
