"use client";

import { closeWithoutCommands } from "./native-dialog";
import CloseIcon from "./close-icon";

interface DialogCloseButtonProps {
  /** The accessible name: "Close". */
  label: string;
  /** The id of the `<dialog>` it closes. */
  dialogId: string;
  /** Where it sits in the panel's corner. */
  className: string;
}

/** The X in a dialog's corner: the browser closes the dialog (components/ui/native-dialog.ts). */
export default function DialogCloseButton({ label, dialogId, className }: DialogCloseButtonProps) {
  return (
    <button
      type="button"
      command="close"
      commandfor={dialogId}
      onClick={() => closeWithoutCommands(dialogId)}
      aria-label={label}
      className={`dialog-close ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
