"use client";

import type { ReactNode } from "react";
import type { DemoCardCopy } from "@/lib/content/shared";
import TemplateText from "@/components/ui/template-text";
import type { LaterSteps } from "./later-steps";
import StepProgress from "./step-progress";
import { useStepFocus } from "./use-step-focus";

interface DemoCardProps {
  /** The card's title row (brand, balance...). */
  header: ReactNode;
  copy: DemoCardCopy;
  step: number;
  /** The current step's content. */
  children: ReactNode;
  nav: {
    back?: { label: string; onClick: () => void };
    next?: { label: string; onClick: () => void };
    startOver?: { label: string; onClick: () => void };
  };
  /** The demo's later steps: fetched as the card nears the viewport or on the first touch or focus in it. */
  later?: Pick<LaterSteps<unknown>, "ref" | "request">;
}

/**
 * The frame both API demos share: progress, "Step N of M", the step title (which
 * takes focus when the step changes) and the step buttons.
 */
export default function DemoCard({ header, copy, step, children, nav, later }: DemoCardProps) {
  const { progressLabel, shortSteps, steps, frame } = copy;
  const heading = useStepFocus<HTMLHeadingElement>(step);
  return (
    <div
      ref={later?.ref}
      onPointerDownCapture={later?.request}
      onFocusCapture={later?.request}
      className="overflow-hidden rounded-card bg-white text-ocean-900 shadow-lift ring-1 ring-ocean-100"
    >
      <div className="surface-dark bg-gradient-to-br from-ocean-800 to-ocean-950 px-5 py-5 text-white sm:px-8">
        {header}
        <div className="mt-4">
          <StepProgress label={progressLabel} steps={shortSteps} current={step} frame={frame} />
        </div>
      </div>

      <div className="px-5 py-7 sm:px-8">
        <p className="text-sm font-bold uppercase tracking-[0.15em] text-ocean-600">
          <TemplateText template={frame.stepOf} values={{ step, total: steps.length }} />
        </p>
        <h3 ref={heading} tabIndex={-1} className="mt-1 scroll-mt-28 font-display text-4xl uppercase leading-none focus:outline-none">
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
        {/* The steps are the demo's script: without it, said, not left to buttons that do nothing. */}
        <noscript>
          <p className="mt-4 rounded-2xl bg-sun-300 px-4 py-3 text-sm font-semibold text-ocean-900">{frame.noScript}</p>
        </noscript>
      </div>
    </div>
  );
}
