import type { ReactNode } from "react";
import DropMark from "@/components/ui/drop-mark";
import StepList from "@/components/ui/step-list";
import type { Drawing } from "@/lib/sections/hero/drawing";

type BudgetFlowCopy = Omit<Extract<Drawing, { type: "budget-flow" }>, "type">;

const marks = [
  { bg: "bg-sun-300", icon: <path d="M12 4v16M16 7.5c-.8-1-2.2-1.5-4-1.5-2.2 0-3.8 1-3.8 2.8 0 4 8 2.2 8 6.2 0 1.8-1.7 3-4.2 3-1.9 0-3.5-.6-4.4-1.8" /> },
  {
    bg: "bg-aqua-300",
    icon: <path d="M9 11V5.5a1.5 1.5 0 0 1 3 0V10l4.2.8a2 2 0 0 1 1.6 2.3l-.9 5A2 2 0 0 1 14.9 20H11a3 3 0 0 1-2.4-1.2L5.5 14.6a1.5 1.5 0 0 1 2.2-2L9 14" />,
  },
  { bg: "bg-coral-300", icon: <path d="M12 19s-7-4.3-7-9.3A3.9 3.9 0 0 1 12 7.3a3.9 3.9 0 0 1 7 2.4c0 5-7 9.3-7 9.3Z" /> },
] as const;

const mark = (index: number): ReactNode => {
  const { bg, icon } = marks[index % marks.length]!;
  return (
    <span aria-hidden="true" className={`grid size-12 shrink-0 place-items-center rounded-full ${bg} text-ocean-950`}>
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {icon}
      </svg>
    </span>
  );
};

/** How a brand budget becomes donations, in three steps. */
export default function BudgetFlowCard({ copy }: { copy: BudgetFlowCopy }) {
  return (
    <div className="relative mx-auto w-full max-w-sm md:ml-auto">
      <div className="rounded-card bg-white p-6 shadow-lift ring-1 ring-ocean-100 sm:p-7">
        <p className="text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">{copy.title}</p>
        <div className="relative mt-6">
          <span aria-hidden="true" className="absolute bottom-6 left-6 top-6 w-0.5 -translate-x-1/2 border-l-2 border-dashed border-ocean-200" />
          <StepList steps={copy.steps} className="relative space-y-6" itemClassName="relative items-center" look="display" marker={mark} />
        </div>
      </div>
      <p
        aria-hidden="true"
        className="absolute -right-2 -top-4 flex rotate-6 items-center gap-1.5 rounded-full bg-ocean-900 px-4 py-2 text-sm font-bold text-white shadow-card sm:-right-5"
      >
        <DropMark className="h-4 w-3.5 text-aqua-400" /> {copy.badge}
      </p>
    </div>
  );
}
