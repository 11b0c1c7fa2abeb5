import TemplateText from "@/components/ui/template-text";
import { LOYALTY } from "@/lib/constants";

export interface PointsValueCardCopy {
  claim: { value: string; label: string };
  /** "is what every 100 points give": {points} is filled in. */
  rate: { value: string; label: string };
}

/** Beside the loyalty hero: how many charities, and what points are worth. */
export default function PointsValueCard({ copy }: { copy: PointsValueCardCopy }) {
  return (
    <dl className="mx-auto grid max-w-sm gap-4">
      <div className="flex flex-col-reverse rounded-card bg-white p-6 text-ocean-900 shadow-lift">
        <dt className="mt-1 text-base font-bold text-ocean-700">{copy.claim.label}</dt>
        <dd className="font-display text-display-md uppercase text-ocean-900">{copy.claim.value}</dd>
      </div>
      <div className="flex flex-col-reverse rounded-card bg-sun-300 p-6 text-ocean-950 shadow-lift">
        <dt className="mt-1 text-base font-bold">
          <TemplateText template={copy.rate.label} values={{ points: LOYALTY.pointsPerPound }} />
        </dt>
        <dd className="font-display text-display-md uppercase">{copy.rate.value}</dd>
      </div>
    </dl>
  );
}
