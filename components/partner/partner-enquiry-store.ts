import { useSyncExternalStore } from "react";
import type { PartnerAudience } from "@/lib/partner-enquiry";

/**
 * Which partner-enquiry dialog is open, for whom, and which button opened it.
 * Shared by every opener on the page and the one lazily loaded dialog.
 */
export interface PartnerDialogRequest {
  open: boolean;
  audience: PartnerAudience;
  /** The exact button that opened the dialog: focus goes back to it on close. */
  opener: HTMLElement | null;
}

let snapshot: PartnerDialogRequest = { open: false, audience: "brand", opener: null };
const serverSnapshot: PartnerDialogRequest = snapshot;
const listeners = new Set<() => void>();

function set(next: PartnerDialogRequest) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function openPartnerEnquiry(audience: PartnerAudience, opener: HTMLElement | null): void {
  if (snapshot.open) return;
  set({ open: true, audience, opener });
}

export function closePartnerEnquiry(): void {
  if (!snapshot.open) return;
  set({ ...snapshot, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePartnerEnquiryRequest(): PartnerDialogRequest {
  return useSyncExternalStore(subscribe, () => snapshot, () => serverSnapshot);
}

/** The dialog's chunk: fetched on first open, or a moment earlier when an opener is hovered or focused. */
export const loadPartnerEnquiryDialog = () => import("./partner-enquiry-dialog");
