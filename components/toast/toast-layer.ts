/**
 * Where the toasts are drawn: a `popover="manual"` element of their own, in the
 * top layer, so a toast shows above everything, a modal `<dialog>` and its
 * backdrop included. A modal dialog makes everything outside it inert (not
 * clickable, not announced), a popover shown above it too (checked in
 * Chromium), so while one is open the layer moves inside it; it moves back out
 * as the dialog closes, so a toast outlives the dialog it was fired from (the
 * Droplist closes itself after its welcome toast). React renders the toaster
 * into the layer through a portal: moving the layer is not React's business.
 */

import { TOAST_LAYER_ID as LAYER_ID } from "@/lib/top-layer-ids.mjs";

/** The topmost open modal dialog, if any. */
function openModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll("dialog")].reverse().find((dialog) => dialog.open && dialog.matches(":modal"));
}

/** Puts the layer inside `parent` (the open modal, or the body) and on top of the top layer. */
function place(layer: HTMLElement, parent: HTMLElement) {
  if (layer.parentElement !== parent) parent.append(layer);
  // Shown again to go on top of whatever entered the top layer since (a dialog opened after it).
  if (layer.matches(":popover-open")) layer.hidePopover();
  layer.showPopover();
}

/** Places the layer where the visitor can see and hear a toast now: in the open modal dialog, or over the page. */
export function raiseToastLayer() {
  const layer = document.getElementById(LAYER_ID);
  // A browser without popovers (nor, then, invoker commands or :modal) draws the toasts over the page as a plain box.
  if (layer && "showPopover" in layer) place(layer, openModal() ?? document.body);
}

/** A dialog is about to open or close: the layer follows (the event fires before the dialog changes). */
function onDialogToggle(event: Event) {
  const dialog = event.target;
  const layer = document.getElementById(LAYER_ID);
  if (!(dialog instanceof HTMLDialogElement) || !layer || !("showPopover" in layer) || !layer.matches(":popover-open")) return;
  const opening = (event as ToggleEvent).newState === "open";
  if (opening) {
    // A modal one only: show-modal and showModal(); a dialog shown without a backdrop leaves the page usable.
    queueMicrotask(() => {
      if (dialog.matches(":modal")) place(layer, dialog);
    });
  } else if (dialog.contains(layer)) {
    const others = openModal();
    place(layer, others && others !== dialog ? others : document.body);
  }
}

/** Makes the layer (once) and keeps it with the open modal dialog; returns it for the toaster's portal. */
export function createToastLayer(): HTMLElement {
  const existing = document.getElementById(LAYER_ID);
  if (existing) return existing;
  const layer = document.createElement("div");
  layer.id = LAYER_ID;
  layer.popover = "manual";
  layer.className = "toast-layer";
  document.body.append(layer);
  // beforetoggle: a dialog fires it before it closes (and "close" after, for browsers without it).
  document.addEventListener("beforetoggle", onDialogToggle, true);
  document.addEventListener(
    "close",
    (event) => {
      if (event.target instanceof HTMLDialogElement && event.target.contains(layer) && "showPopover" in layer) place(layer, openModal() ?? document.body);
    },
    true,
  );
  return layer;
}
