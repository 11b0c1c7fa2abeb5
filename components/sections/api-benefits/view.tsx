import Band from "@/components/ui/band";
import type { SectionProps } from "@/lib/sections/schemas";
import BenefitIcon from "./benefit-icon";

export default function ApiBenefits({ section: copy }: SectionProps<"api-benefits">) {
  return (
    <Band headingId="benefits-title" heading={copy} className="bg-white">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-card bg-ocean-50 p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-ocean-900 text-aqua-300">
              <BenefitIcon icon={benefit.icon} />
            </span>
            <h3 className="mt-5 text-xl font-extrabold leading-snug text-ocean-900">{benefit.title}</h3>
            <p className="mt-2 text-base text-ocean-700">{benefit.body}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
