import type { NumberedStepsCopy } from "@/lib/content/shared";
import Band from "./band";

/** "How it works": numbered steps in a row (a column on phones) on the dark band: Steps with look "dark". */
export default function NumberedSteps({ copy }: { copy: NumberedStepsCopy }) {
  return (
    <Band headingId={copy.id} heading={copy} className="surface-dark bg-ocean-900 text-white" dark>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {/* By place, as Steps' light look keys them: two steps a marketer gives the same title are still two. */}
        {copy.steps.map((step, i) => (
          <li key={i} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
            <span aria-hidden="true" className="font-display text-6xl leading-none text-aqua-400">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-xl font-extrabold text-white">{step.title}</h3>
            <p className="mt-2 text-base text-ocean-100">{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
