import type { ReactNode } from "react";

interface StepListProps {
  steps: readonly { title: string; body: string }[];
  className?: string;
  /** Classes of each step; cards on a tinted band, plain rows on white. */
  itemClassName?: string;
  /** What stands beside each step: a numbered disc unless given (decorative either way). */
  marker?: (index: number) => ReactNode;
  /** "display": the title in the display face, for a drawn card. */
  look?: "plain" | "display";
}

const LOOKS = {
  plain: { title: "block text-lg font-extrabold text-ocean-900", body: "mt-0.5 block text-base text-ocean-700" },
  display: { title: "block font-display text-2xl uppercase leading-none text-ocean-900", body: "mt-1 block text-sm text-ocean-700" },
} as const;

const numbered = (index: number) => (
  <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-ocean-900 font-display text-xl text-white">
    {index + 1}
  </span>
);

/** A compact ordered list of steps, a marker beside each (inside a section; NumberedSteps is a whole band). */
export default function StepList({ steps, className, itemClassName = "", marker = numbered, look = "plain" }: StepListProps) {
  const { title, body } = LOOKS[look];
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className={`flex gap-4 ${itemClassName}`}>
          {marker(i)}
          <span>
            <span className={title}>{step.title}</span>
            <span className={body}>{step.body}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
