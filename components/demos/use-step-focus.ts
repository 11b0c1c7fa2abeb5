"use client";

import { useEffect, useRef } from "react";

/**
 * Moves focus to the step's heading whenever the step changes (never on first
 * render), so keyboard and screen-reader users land on the new step instead of
 * on a button that just disappeared.
 */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const heading = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
