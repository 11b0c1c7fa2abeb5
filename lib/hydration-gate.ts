/**
 * When the page counts as hydrated. React hydrates the page in one commit, but
 * an island in a chunk of its own (components/layout/lazy-island.tsx) hydrates
 * in a later one, once its code has arrived. The hydration mark (data-hydrated on
 * <html>, then "drops:hydrated", which the early event contract answers by
 * replaying what the visitor did) must wait for those too, or a tap would be
 * replayed into an island that cannot take it yet.
 *
 * So: the page's own hydration commit opens the gate once no island it holds
 * is still hydrating; each lazy island holds it from its first render (in the
 * hydration pass) until its own layout effect runs.
 */
export interface HydrationGate {
  /** A lazy island rendered: the mark waits until the returned release is called (once is enough; more are ignored). */
  hold(): () => void;
  /** The page's own hydration commit is done. */
  rootHydrated(): void;
  /** Whether the mark was set. */
  readonly open: boolean;
}

export function createHydrationGate(onOpen: () => void): HydrationGate {
  let holds = 0;
  let rootDone = false;
  let open = false;
  const check = () => {
    if (open || !rootDone || holds > 0) return;
    open = true;
    onOpen();
  };
  return {
    hold() {
      // After the mark, an island mounted by a later render (a client-side navigation) holds nothing.
      if (open) return () => {};
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        check();
      };
    },
    rootHydrated() {
      rootDone = true;
      check();
    },
    get open() {
      return open;
    },
  };
}

/** The page's gate: opening it sets the mark the early event contract (lib/inline/early-events.js) waits for. */
export const hydrationGate = createHydrationGate(() => {
  document.documentElement.dataset.hydrated = "";
  document.dispatchEvent(new Event("drops:hydrated"));
});
