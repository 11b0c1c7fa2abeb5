"use client";

import { useEffect } from "react";

/**
 * Sets data-hydrated on <html> once React has hydrated the page. Each page is
 * painted before its JavaScript starts (scripts/boot-after-paint.mjs), and until
 * this mark its buttons do nothing: the end-to-end tests wait for it before they
 * click, and a stylesheet could use it too.
 */
export default function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
