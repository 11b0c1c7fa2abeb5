"use client";

import type { ComponentProps } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";
import type LoyaltyDemo from "./loyalty-demo";

/** The loyalty demo, in a chunk only the pages that show it load (components/layout/lazy-island.tsx). */
export default lazyIsland<ComponentProps<typeof LoyaltyDemo>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it in place; the browser's bundle drops this branch
  typeof window === "undefined" ? require("./loyalty-demo") : null,
  () => import("./loyalty-demo"),
);
