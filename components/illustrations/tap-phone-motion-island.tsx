"use client";

import type { ComponentProps } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";
import type TapPhoneMotion from "./tap-phone-motion";

/** The tap phone's motion, in a chunk only the pages that show it load (components/layout/lazy-island.tsx). */
export default lazyIsland<ComponentProps<typeof TapPhoneMotion>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it in place; the browser's bundle drops this branch
  typeof window === "undefined" ? require("./tap-phone-motion") : null,
  () => import("./tap-phone-motion"),
);
