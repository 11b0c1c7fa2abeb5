import type { ReactNode } from "react";
import DialogOpenButton from "@/components/ui/dialog-open-button";
import { DROPLIST_DIALOG_ID } from "@/lib/top-layer-ids.mjs";

interface DroplistOpenButtonProps {
  className?: string;
  children: ReactNode;
}

/** Opens the page's Droplist dialog (components/droplist/droplist-dialog.tsx). */
export default function DroplistOpenButton({ className, children }: DroplistOpenButtonProps) {
  return (
    <DialogOpenButton dialogId={DROPLIST_DIALOG_ID} className={className}>
      {children}
    </DialogOpenButton>
  );
}
