"use client";

import { Suspense, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { hydrationGate } from "@/lib/hydration-gate";

/**
 * An island a page section renders, in a chunk of its own. Every section type is
 * imported by the one route that draws the pages (app/(site)/[[...slug]]), and
 * Turbopack bundles a route's islands together: an island imported directly
 * would ride in a chunk every page loads. Through React.lazy only the pages
 * that show it fetch it. The server renders it in full; in the browser it
 * hydrates in a commit after the page's, once its chunk has arrived, so it
 * holds the hydration mark (lib/hydration-gate.ts) until it has: the early
 * event contract keeps what the visitor does until then, and replays it.
 *
 *   // chat-assistant-hydrating.tsx, the chunk's entry:
 *   export default hydrating(ChatAssistant);
 *   // chat-assistant-island.tsx, what the section renders:
 *   export default lazyIsland(lazy(() => import("./chat-assistant-hydrating")));
 *
 * (Not next/dynamic: its server render preloads a chunk name Turbopack never
 * writes, a request that fails on every page that shows the island.)
 */
export function hydrating<P extends object>(Island: ComponentType<P>) {
  function Hydrating({ release, ...props }: P & { release: () => void }) {
    useLayoutEffect(release, [release]);
    // The rest of P once `release` is taken out: TypeScript cannot see that through a generic.
    return <Island {...(props as unknown as P)} />;
  }
  return Hydrating;
}

export function lazyIsland<P extends object>(Loaded: LazyExoticComponent<ComponentType<P & { release: () => void }>>) {
  function LazyIsland(props: P) {
    const [release] = useState(() => hydrationGate.hold());
    return (
      <Suspense fallback={null}>
        <Loaded {...props} release={release} />
      </Suspense>
    );
  }
  return LazyIsland;
}
