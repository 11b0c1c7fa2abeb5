"use client";

import type { ReactNode } from "react";
import { scrollBehavior } from "@/lib/scroll";

interface ScrollToButtonProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/** Scrolls to a section and hands it keyboard focus, so the next Tab continues there. */
export default function ScrollToButton({ targetId, className, children }: ScrollToButtonProps) {
  function go() {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: scrollBehavior(reduce), block: "start" });
    target.focus({ preventScroll: true });
  }
  return (
    <button type="button" onClick={go} className={className}>
      {children}
    </button>
  );
}
