import { raiseToastLayer } from "./toast-layer";

/**
 * Toasts without shipping sonner up front: the first toast loads it, mounts the
 * host's <Toaster>, then shows the message. Later toasts reuse the loaded module.
 * Each toast first puts the toasts' layer where it can be seen and heard: on top
 * of the top layer, inside an open modal dialog (toast-layer.ts).
 */
export type ToastKind = "success" | "error";

let requestMount: (() => void) | null = null;
let pendingMount = false;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by <ToastHost> once on mount: how to mount the toaster on demand. */
export function registerToastHost(mount: () => void): void {
  requestMount = mount;
  if (pendingMount) mount();
}

/** Called by <ToastHost> once its <Toaster> has subscribed. */
export function toastHostReady(): void {
  markReady();
}

export async function notify(kind: ToastKind, title: string, description: string): Promise<void> {
  if (requestMount) requestMount();
  else pendingMount = true;
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  raiseToastLayer();
  toast[kind](title, { description });
}
