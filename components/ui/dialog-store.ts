import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Whether a page's one lazily loaded dialog is open, with what, and which button opened it. */
export interface DialogRequest<P> {
  open: boolean;
  payload: P;
  /** The exact control that opened the dialog: focus goes back to it on close. */
  opener: HTMLElement | null;
}

/**
 * A module-level store shared by every opener button and the dialog's host, so
 * openers stay tiny islands and no context provider wraps the page.
 */
export function createDialogStore<P>(initial: P) {
  let snapshot: DialogRequest<P> = { open: false, payload: initial, opener: null };
  const serverSnapshot = snapshot;
  const listeners = new Set<() => void>();

  function set(next: DialogRequest<P>) {
    snapshot = next;
    for (const listener of listeners) listener();
  }
  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    open(payload: P, opener: HTMLElement | null) {
      if (!snapshot.open) set({ open: true, payload, opener });
    },
    close() {
      if (snapshot.open) set({ ...snapshot, open: false });
    },
    useRequest(): DialogRequest<P> {
      return useSyncExternalStore(
        subscribe,
        () => snapshot,
        () => serverSnapshot,
      );
    },
  };
}

/**
 * For a dialog whose code is fetched on first open: whether to render it (from
 * the first open on, so its closing transition and state survive), and focus
 * back on the opener when it closes, even when it closed itself while focus sat
 * on a control it had just disabled.
 */
export function useLazyDialog({ open, opener }: Pick<DialogRequest<unknown>, "open" | "opener">): boolean {
  const [used, setUsed] = useState(false);
  // Set while rendering, not in an effect: React renders again at once, before anything paints.
  if (open && !used) setUsed(true);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  }, [open, opener]);

  return used || open;
}
