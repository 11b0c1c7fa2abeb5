"use client";

import { LazyMotion, MotionConfig, m } from "framer-motion";
import { useEffect, useState } from "react";
import DropMark from "@/components/ui/drop-mark";
import type { TapPhoneCopy } from "./tap-phone-screen";
import { FREE_DROPS_DAILY, TAP_ANIMATION_MS } from "@/lib/constants";
import TapPhoneScreen, { RESTING_GIVEN, TAP_BUTTON_CLASS } from "./tap-phone-screen";

const loadFeatures = () => import("@/components/motion/motion-features").then((mod) => mod.default);

/** A tap sends a drop, which falls into today's counter. Loaded only when in view. */
export default function TapPhoneAnimated({ copy }: { copy: TapPhoneCopy }) {
  const [given, setGiven] = useState(RESTING_GIVEN);

  useEffect(() => {
    const timer = window.setInterval(() => setGiven((n) => (n >= FREE_DROPS_DAILY ? 1 : n + 1)), TAP_ANIMATION_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <TapPhoneScreen
          copy={copy}
          given={given}
          button={
            <m.span key={`tap-${given}`} className={TAP_BUTTON_CLASS} animate={{ scale: [1, 0.86, 1] }} transition={{ duration: 0.35 }}>
              <DropMark className="h-9 w-8" />
            </m.span>
          }
          fallingDrop={
            <m.span
              key={`drop-${given}`}
              className="absolute top-8"
              animate={{ y: [0, 150], opacity: [1, 1, 0], scale: [1, 0.7] }}
              transition={{ duration: 0.9, ease: "easeIn" }}
            >
              <DropMark className="h-6 w-5 text-aqua-500" />
            </m.span>
          }
        />
      </MotionConfig>
    </LazyMotion>
  );
}
