"use client";

import type { ReactNode, Ref } from "react";
import StepProgress from "./step-progress";
import { useStepFocus } from "./use-step-focus";

interface DemoCardProps {
  /** The card's title row (brand, balance...). */
  header: ReactNode;
  progressLabel: string;
  /** Short names under the progress bar, and the full step titles. */
  shortSteps: readonly string[];
  steps: readonly string[];
  step: number;
  /** The current step's content. */
  children: ReactNode;
  nav: {
    back?: { label: string; onClick: () => void };
    next?: { label: string; onClick: () => void };
    startOver?: { label: string; onClick: () => void };
  };
  /** The card's outer element, and a call for the first touch or focus inside it (useLaterSteps). */
  rootRef?: Ref<HTMLDivElement>;
  onInterest?: () => void;
}

/**
 * The frame both API demos share: progress, "Step N of M", the step title (which
 * takes focus when the step changes) and the step buttons.
 */
export default function DemoCard({ header, progressLabel, shortSteps, steps, step, children, nav, rootRef, onInterest }: DemoCardProps) {
  const heading = useStepFocus<HTMLHeadingElement>(step);
  return (
    <div
      ref={rootRef}
      onPointerDownCapture={onInterest}
      onFocusCapture={onInterest}
      className="overflow-hidden rounded-card bg-white text-ocean-900 shadow-lift ring-1 ring-ocean-100"
    >
      <div className="bg-gradient-to-br from-ocean-800 to-ocean-950 px-5 py-5 text-white sm:px-8">
        {header}
        <div className="mt-4">
          <StepProgress label={progressLabel} steps={shortSteps} current={step} />
        </div>
      </div>

      <div className="px-5 py-7 sm:px-8">
        <p className="text-sm font-bold uppercase tracking-[0.15em] text-ocean-600">
          Step {step} of {steps.length}
        </p>
        <h3 ref={heading} tabIndex={-1} className="mt-1 font-display text-4xl uppercase leading-none focus:outline-none">
          {steps[step - 1]}
        </h3>

        {children}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {nav.startOver ? (
            <button type="button" onClick={nav.startOver.onClick} className="btn btn-secondary">
              {nav.startOver.label}
            </button>
          ) : (
            <>
              {nav.back ? (
                <button
                  type="button"
                  onClick={nav.back.onClick}
                  className="inline-flex min-h-12 items-center rounded-full px-4 font-bold text-ocean-700 underline decoration-2 underline-offset-4 hover:bg-ocean-50"
                >
                  {nav.back.label}
                </button>
              ) : (
                <span />
              )}
              {nav.next ? (
                <button type="button" onClick={nav.next.onClick} className="btn btn-primary">
                  {nav.next.label}
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Stands in for a step whose code is still on its way (or failed to arrive). */
export function LaterStepFallback({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="mt-6 grid min-h-40 place-items-center rounded-2xl bg-ocean-50 px-4 py-6 text-center text-base" role="status">
      {failed ? (
        <p>
          This step didn&apos;t load. Check your connection and{" "}
          <button type="button" onClick={onRetry} className="font-bold text-ocean-800 underline decoration-2 underline-offset-4">
            try again
          </button>
          .
        </p>
      ) : (
        <p className="text-ocean-700">Loading this step…</p>
      )}
    </div>
  );
}
