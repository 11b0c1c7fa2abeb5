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
      // Up to 600px wide sonner draws a toast across the screen, 16px from the top: over the fixed header's logo and menu
      // (components/layout/site-header.tsx: h-16 on a phone), and over a tall dialog's X (its bottom at about 4.7rem). So
      // there it sits below both. Wider, a toast is narrow and centred, between the logo and the links, 24px down, and clear
      // of a centred dialog's top.
      mobileOffset={{ top: "5rem" }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />,
    layer,
  );
}
