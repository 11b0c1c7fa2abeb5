"use client";

import type { ReactNode } from "react";
import { showModalWithoutCommands } from "./native-dialog";

interface DialogOpenButtonProps {
  /** The id of the `<dialog>` in the page it opens. */
  dialogId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens one of the page's dialogs as a modal: the browser does it
 * (`command="show-modal"`), at paint, and returns focus here when it closes.
 */
export default function DialogOpenButton({ dialogId, className, children }: DialogOpenButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={dialogId}
      onClick={() => showModalWithoutCommands(dialogId)}
      className={className}
    >
      {children}
    </button>
  );
}
