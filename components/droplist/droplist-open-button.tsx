"use client";

import type { ReactNode } from "react";
import { openDroplistModal } from "./droplist-modal-store";

interface DroplistOpenButtonProps {
  className?: string;
  children: ReactNode;
}

export default function DroplistOpenButton({ className, children }: DroplistOpenButtonProps) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={openDroplistModal} className={className}>
      {children}
    </button>
  );
}
