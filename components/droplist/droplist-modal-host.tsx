"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { closeDroplistModal, useDroplistModalOpen } from "./droplist-modal-store";

// Headless UI's dialog is fetched on first open, never with the page.
const DroplistModal = dynamic(() => import("./droplist-modal"), { ssr: false });

export default function DroplistModalHost() {
  const open = useDroplistModalOpen();
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      setUsed(true);
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    // The dialog lives in a lazily loaded chunk and can close itself (after joining),
    // when focus sits on a control it just disabled: hand focus back to the opener.
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  }, [open]);

  if (!used && !open) return null;
  return <DroplistModal open={open} onClose={closeDroplistModal} />;
}
