"use client";

import { useLayoutEffect } from "react";
import { hydrationGate } from "@/lib/hydration-gate";

/**
 * Marks the moment React has hydrated the page: data-hydrated on <html>, then a
 * "drops:hydrated" event on the document. The early event contract
 * (lib/inline/early-events.js) answers it by replaying what the visitor did
 * before, in the order they did it.
 *
 * The mark waits for islands in chunks of their own, which hydrate in a later
 * commit (components/layout/lazy-island.tsx holds it for each, through
 * lib/hydration-gate.ts): tests/unit/hydration-boundaries.test.ts fails if a
 * Suspense boundary, a loading.tsx or a lazily loaded island could hydrate
 * after the mark without holding it.
 *
 * A layout effect, and the last one (this is the last element of <body>): it
 * runs in the commit that hydrated the page, after every island's own layout
 * effects and before any re-render. A re-render first would put an island's
 * state ("" in the chat's box) back into its field over what the visitor typed.
 */
export default function HydrationMark() {
  useLayoutEffect(() => {
    hydrationGate.rootHydrated();
  }, []);
  return null;
}
