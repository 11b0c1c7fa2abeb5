/**
 * The site's dialogs are native `<dialog>` elements in the page's HTML, opened
 * and closed by buttons the browser runs itself (`command="show-modal"` or
 * `"close"` with `commandfor`): a tap opens one at paint, before any script.
 * Where a browser does not run invoker commands yet, the button's own click
 * handler does the same once the page has hydrated (the early event contract,
 * lib/inline/early-events.js, keeps a tap made before then and replays it).
 */

/** Whether the browser runs `command`/`commandfor` buttons itself. */
export function runsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;
}

function dialogById(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

/** What a `command="show-modal"` button does, for a browser that does not. */
export function showModalWithoutCommands(id: string) {
  if (runsInvokerCommands()) return;
  const dialog = dialogById(id);
  if (dialog && !dialog.open) dialog.showModal();
}

/** What a `command="close"` button does, for a browser that does not. */
export function closeWithoutCommands(id: string) {
  if (runsInvokerCommands()) return;
  dialogById(id)?.close();
}
