"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { TapPhoneCopy } from "./tap-phone-screen";

// framer-motion arrives only once the phone scrolls into view, and never under reduced motion.
const TapPhoneAnimated = dynamic(() => import("./tap-phone-animated"), { ssr: false });

export default function TapPhoneMotion({ copy, children }: { copy: TapPhoneCopy; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setAnimate(true);
          observer.disconnect();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="h-full">
      {animate ? <TapPhoneAnimated copy={copy} /> : children}
    </div>
  );
}
