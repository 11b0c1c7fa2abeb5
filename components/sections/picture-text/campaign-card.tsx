import DropMark from "@/components/ui/drop-mark";
import { displayWidthEm } from "@/lib/display-width";

/** The figure's widest width in quarter-ems (lib/display-width.ts), as the class the `fit` class of app/globals.css reads. */
const FIT_STEPS = 48;
const fitWidth = (value: string) => `fit-w-${Math.min(FIT_STEPS, Math.ceil(displayWidthEm(value) * 4))}`;

const liftTones = ["bg-aqua-400", "bg-sun-300"] as const;

/** A figure of the card and its label, side by side. */
export interface CampaignFigure {
  label: string;
  value: string;
}

export interface CampaignCardCopy {
  title: string;
  caption: string;
  badge: string;
  budget: CampaignFigure;
  figures: readonly CampaignFigure[];
  lifts: readonly CampaignFigure[];
}

/** The example campaign (its figures the claims its Picture and text drawing names, lib/content/claims.json), as a results card. */
export default function CampaignCard({ copy }: { copy: CampaignCardCopy }) {
  const { title, caption, badge, budget, figures, lifts } = copy;
  return (
    <figure aria-labelledby="campaign-title" className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-5 -z-10 rounded-[2.5rem] bg-gradient-to-br from-aqua-300 via-ocean-200 to-sun-300 opacity-60 blur-2xl"
      />
      <div className="@container rounded-card bg-ocean-900 p-6 text-white shadow-lift sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <h3 id="campaign-title" className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.18em] text-aqua-300">
            <DropMark className="h-4 w-3.5 text-aqua-400" /> {title}
          </h3>
          <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-bold text-ocean-100">{badge}</span>
        </div>
        {/* Every dt/dd pair sits in a div that is a direct child of the dl, as HTML requires. The figures and the lifts
            each share a row while they fit, and wrap one under the other where the card is too narrow for their words
            and numbers (a tablet's half of the page, a small phone): a flex item is never narrower than its longest
            word or number, so nothing runs into its neighbour, whatever the claims read. */}
        <dl className="mt-6 flex flex-wrap gap-x-4 gap-y-6">
          <div className="flex basis-full flex-col border-b border-white/15 pb-6 text-6xl sm:text-7xl">
            <dt className="text-sm font-semibold text-ocean-100">{budget.label}</dt>
            <dd className={`fit ${fitWidth(budget.value)} mt-1 font-display leading-none`}>{budget.value}</dd>
          </div>
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-1 flex-col text-4xl sm:text-5xl">
              <dt className="text-sm font-semibold text-ocean-100">{figure.label}</dt>
              <dd className={`fit ${fitWidth(figure.value)} mt-auto pt-1 font-display leading-none`}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-6 flex flex-wrap gap-4">
          {lifts.map((lift, i) => (
            <div
              key={lift.label}
              className={`flex flex-1 flex-col rounded-2xl p-4 text-5xl text-ocean-950 [--fit-pad:2rem] ${liftTones[i % liftTones.length]}`}
            >
              <dt className="text-sm font-bold uppercase tracking-wider">{lift.label}</dt>
              <dd className={`fit ${fitWidth(lift.value)} mt-1 font-display leading-none`}>{lift.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ocean-700">{caption}</figcaption>
    </figure>
  );
}
