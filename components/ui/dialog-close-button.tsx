"use client";

import { closeWithoutCommands } from "./native-dialog";
import CloseIcon from "./close-icon";

interface DialogCloseButtonProps {
  /** The accessible name: "Close". */
  label: string;
  /** The id of the `<dialog>` it closes. */
  dialogId: string;
  /** Where it sits in the panel's corner, from the corner of the panel's content (negative: into its padding). */
  className: string;
}

/**
 * The X in a dialog's corner: the browser closes the dialog (components/ui/native-dialog.ts). It stays in its corner
 * as a long form scrolls inside the panel (a phone's partner enquiry): it sits in a sticky strip of no height at the
 * top of the panel's content, stuck from the start (a sticky box keeps clear of its scroller's padding, where the
 * content starts anyway), so nothing moves.
 */
export default function DialogCloseButton({ label, dialogId, className }: DialogCloseButtonProps) {
  return (
    <div className="sticky top-0 z-10 h-0">
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
    </div>
  );
}
