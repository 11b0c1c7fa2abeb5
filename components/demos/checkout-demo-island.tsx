"use client";

import type { ComponentProps } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";
import type CheckoutDemo from "./checkout-demo";

/** The checkout demo, in a chunk only the pages that show it load (components/layout/lazy-island.tsx). */
export default lazyIsland<ComponentProps<typeof CheckoutDemo>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it in place; the browser's bundle drops this branch
  typeof window === "undefined" ? require("./checkout-demo") : null,
  () => import("./checkout-demo"),
);
