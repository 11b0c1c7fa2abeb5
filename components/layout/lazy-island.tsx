"use client";

import { Activity, use, useLayoutEffect, type ComponentType } from "react";
import { hydrationGate } from "@/lib/hydration-gate";

type IslandModule<P> = { default: ComponentType<P> };

/**
 * An island a page section renders, in a chunk of its own. Every section type
 * is imported by the one route that draws the pages (app/(site)/[[...slug]]),
 * and Turbopack bundles a route's islands together: an island imported directly
 * would ride in a chunk every page loads. Through this, only the pages that
 * show it fetch it:
 *
 * - the server renders it in place, from `server` (a synchronous require the
 *   browser's bundle drops): no Suspense boundary, so the HTML is whole and
 *   nothing is sent apart for a script to show (scripts/build/streamed-parts.mjs);
 * - in the browser, `load` starts as soon as the page's payload names the
 *   island (this module runs then, before React hydrates); the island waits
 *   for it with `use`, inside an <Activity> boundary, which keeps the server's
 *   HTML and hydrates on its own once the code is there, while the rest of the
 *   page hydrates without waiting;
 * - it holds the hydration mark (lib/hydration-gate.ts) from then until it has
 *   hydrated, so the early event contract keeps what the visitor does until the
 *   island can take it.
 *
 *   export default lazyIsland<ComponentProps<typeof Chat>>(
 *     typeof window === "undefined" ? require("./chat-assistant") : null,
 *     () => import("./chat-assistant"),
 *   );
 */
export function lazyIsland<P extends object>(server: IslandModule<P> | null, load: () => Promise<IslandModule<P>>) {
  let loading: Promise<IslandModule<P>> | null = null;
  let release = () => {};
  if (!server) {
    release = hydrationGate.hold();
    const promise = load();
    promise.then(
      // Marked settled the way React marks a promise it has read, so a render after this does not wait a turn.
      (module) => Object.assign(promise, { status: "fulfilled", value: module }),
      () => release(),
    );
    loading = promise;
  }
  function Loaded(props: P) {
    // Called on every render, in the same place: React replays a render that waited with the same hooks.
    const Island = loading ? use(loading).default : server!.default;
    // The island's own layout effects have run: it can take what the visitor did.
    useLayoutEffect(release, []);
    return <Island {...props} />;
  }
  function LazyIsland(props: P) {
    return (
      <Activity mode="visible">
        <Loaded {...props} />
      </Activity>
    );
  }
  return LazyIsland;
}
