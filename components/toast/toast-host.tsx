"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { registerToastHost, toastHostReady } from "./notify";

/** Mounts sonner's <Toaster> the first time something asks for a toast. */
export default function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let started = false;
    registerToastHost(() => {
      if (started) return;
      started = true;
      void import("sonner").then((mod) => setToaster(() => mod.Toaster));
    });
  }, []);

  useEffect(() => {
    if (Toaster) toastHostReady();
  }, [Toaster]);

  if (!Toaster) return null;
  return <Toaster position="top-center" richColors closeButton duration={TOAST_DURATION_MS} toastOptions={{ classNames: { toast: "font-sans" } }} />;
}
