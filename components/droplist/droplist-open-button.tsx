"use client";

import type { ReactNode } from "react";
import { droplistDialog } from "./droplist-modal-store";

interface DroplistOpenButtonProps {
  className?: string;
  children: ReactNode;
}

export default function DroplistOpenButton({ className, children }: DroplistOpenButtonProps) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={(event) => droplistDialog.open(null, event.currentTarget)} className={className}>
      {children}
    </button>
  );
}
