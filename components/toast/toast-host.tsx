"use client";

import { useEffect, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import type { ToasterProps } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { registerToastHost, toastHostReady } from "./notify";
import { createToastLayer } from "./toast-layer";

/**
 * Mounts sonner's <Toaster> the first time something asks for a toast, in the
 * toasts' own top-layer element (toast-layer.ts), above any open dialog.
 */
export default function ToastHost() {
  const [toaster, setToaster] = useState<{ Toaster: ComponentType<ToasterProps>; layer: HTMLElement } | null>(null);

  useEffect(() => {
    let started = false;
    registerToastHost(() => {
      if (started) return;
      started = true;
      void import("sonner").then((mod) => setToaster({ Toaster: mod.Toaster, layer: createToastLayer() }));
    });
  }, []);

  useEffect(() => {
    if (toaster) toastHostReady();
  }, [toaster]);

  if (!toaster) return null;
  const { Toaster, layer } = toaster;
  return createPortal(
    <Toaster
      position="top-center"
      // Below the fixed header (components/layout/site-header.tsx: h-16, md:h-20), not over its links, and, on a phone, clear of
      // an open dialog's X (a dialog as tall as the screen has it at about 4.7rem): sonner's own offsets, 16px up to 600px wide.
      offset={{ top: "6rem" }}
      mobileOffset={{ top: "5rem" }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />,
    layer,
  );
}
