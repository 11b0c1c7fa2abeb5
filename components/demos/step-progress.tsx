import type { DemoFrameCopy } from "@/lib/content/shared";
import TemplateText from "@/components/ui/template-text";

interface StepProgressProps {
  label: string;
  steps: readonly string[];
  /** 1-based. */
  current: number;
  frame: DemoFrameCopy;
}

/** Where the visitor is in a demo: done steps, the current one (aria-current) and what is left. */
export default function StepProgress({ label, steps, current, frame }: StepProgressProps) {
  return (
    <ol aria-label={label} className={`grid gap-2 ${steps.length === 4 ? "grid-cols-4" : "grid-cols-3"}`}>
      {steps.map((step, i) => {
        const n = i + 1;
        const state = n < current ? "done" : n === current ? "current" : "todo";
        return (
          <li key={step} aria-current={state === "current" ? "step" : undefined} className="min-w-0">
            <span
              aria-hidden="true"
              className={`block h-1.5 rounded-full ${state === "todo" ? "bg-white/20" : state === "current" ? "bg-aqua-400" : "bg-aqua-200"}`}
            />
            <span className={`mt-2 block truncate text-xs font-bold ${state === "todo" ? "text-ocean-200" : "text-white"}`}>
              <span className="sr-only">
                <TemplateText template={frame.stepNumber} values={{ step: n }} />
              </span>
              {step}
              {state === "done" ? <span className="sr-only">{frame.done}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
