import type { ReactNode } from "react";

/** One later step of a demo's card (later-steps.tsx): drawn at its step only, under the step's heading, its parts spaced by `space`. */
export default function StepPanel({ shown, space, children }: { shown: boolean; space: "space-y-3" | "space-y-5" | "space-y-6"; children: ReactNode }) {
  return shown ? <div className={`mt-6 ${space}`}>{children}</div> : null;
}
