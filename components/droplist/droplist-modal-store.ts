import { useSyncExternalStore } from "react";

/** Open/closed state of the one Droplist modal, shared by every opener on the page. */
let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openDroplistModal(): void {
  if (open) return;
  open = true;
  emit();
}

export function closeDroplistModal(): void {
  if (!open) return;
  open = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDroplistModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
