"use client";

import dynamic from "next/dynamic";
import { useLazyDialog } from "@/components/ui/dialog-store";
import { droplistDialog } from "./droplist-modal-store";

// Headless UI's dialog is fetched on first open, never with the page.
const DroplistModal = dynamic(() => import("./droplist-modal"), { ssr: false });

export default function DroplistModalHost() {
  const request = droplistDialog.useRequest();
  if (!useLazyDialog(request)) return null;
  return <DroplistModal open={request.open} onClose={droplistDialog.close} />;
}
