"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { LATER_STEPS_MARGIN_PX } from "@/lib/constants";
import type { DemoFrameCopy } from "@/lib/content/shared";

/**
 * A demo's steps after the first live in their own chunk, so the page starts
 * without them. It is fetched when the card comes within LATER_STEPS_MARGIN_PX of the viewport,
 * when the visitor first touches or focuses the card, or at the latest when a
 * step after the first is shown. A failed fetch can be retried.
 */
export function useLaterSteps<M>(load: () => Promise<M>, needed: boolean) {
  const [steps, setSteps] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef(false);
  const ref = useRef<HTMLDivElement>(null);

  const request = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setFailed(false);
    load().then(
      (loaded) => setSteps(() => loaded),
      () => {
        pending.current = false;
        setFailed(true);
      },
    );
  }, [load]);

  useEffect(() => {
    if (needed) request();
  }, [needed, request]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        request();
      },
      { rootMargin: `${LATER_STEPS_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [request]);

  return { steps, failed, request, ref };
}

export type LaterSteps<M> = ReturnType<typeof useLaterSteps<M>>;

/**
 * Renders a later step from the loaded module, or stands in for it while its
 * code is on its way (or after it failed to arrive, with a retry).
 */
export function LaterStep<M>({ later, frame, children }: { later: LaterSteps<M>; frame: DemoFrameCopy; children: (steps: M) => ReactNode }) {
  if (later.steps) return children(later.steps);
  return (
    <div className="mt-6 grid min-h-40 place-items-center rounded-2xl bg-ocean-50 px-4 py-6 text-center text-base" role="status">
      {later.failed ? (
        <p>
          {frame.failed.before}{" "}
          <button type="button" onClick={later.request} className="font-bold text-ocean-800 underline decoration-2 underline-offset-4">
            {frame.failed.retry}
          </button>
          {frame.failed.after}
        </p>
      ) : (
        <p className="text-ocean-700">{frame.loading}</p>
      )}
    </div>
  );
}
