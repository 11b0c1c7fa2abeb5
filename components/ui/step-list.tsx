interface StepListProps {
  steps: readonly { title: string; body: string }[];
  className?: string;
  /** Classes of each step; cards on a tinted band, plain rows on white. */
  itemClassName?: string;
}

/** A compact ordered list of steps, a numbered disc beside each (inside a section; NumberedSteps is a whole band). */
export default function StepList({ steps, className, itemClassName = "" }: StepListProps) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className={`flex gap-4 ${itemClassName}`}>
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-ocean-900 font-display text-xl text-white">
            {i + 1}
          </span>
          <span>
            <span className="block text-lg font-extrabold text-ocean-900">{step.title}</span>
            <span className="mt-0.5 block text-base text-ocean-700">{step.body}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
