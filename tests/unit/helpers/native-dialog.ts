/**
 * jsdom has `<dialog>` and its `open` but none of its methods: the little of a
 * modal dialog the islands rely on, as the browser does it (the focus it gives
 * and takes back is the browser's, checked in tests/e2e/).
 */
export function installDialogMethods() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __installed?: boolean };
  if (proto.__installed) return;
  Object.assign(proto, {
    __installed: true,
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
      this.querySelector<HTMLElement>("[autofocus]")?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    },
  });
}
