"use client";

import { lazy } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";

/** The chat, in a chunk only the pages that show it load (components/layout/lazy-island.tsx). */
export default lazyIsland(lazy(() => import("./chat-assistant-hydrating")));
