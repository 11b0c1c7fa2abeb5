import type { NumberedStepsCopy } from "@/lib/content/shared";
import Band from "./band";

/** "How it works": numbered steps in a row (a column on phones). */
export default function NumberedSteps({ copy, dark = true }: { copy: NumberedStepsCopy; dark?: boolean }) {
  return (
    <Band headingId={copy.id} heading={copy} className={dark ? "bg-ocean-900 text-white" : "bg-ocean-50"} dark={dark}>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {copy.steps.map((step, i) => (
          <li key={step.title} className={`rounded-card p-6 ${dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card"}`}>
            <span aria-hidden="true" className={`font-display text-6xl leading-none ${dark ? "text-aqua-400" : "text-aqua-600"}`}>
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className={`mt-4 text-xl font-extrabold ${dark ? "text-white" : "text-ocean-900"}`}>{step.title}</h3>
            <p className={`mt-2 text-base ${dark ? "text-ocean-100" : "text-ocean-700"}`}>{step.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
