"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A demo's steps after the first live in their own chunk, so the page starts
 * without them. It is fetched when the card comes within 400 px of the viewport,
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
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [request]);

  return { steps, failed, request, ref };
}
