"use client";

import type { ComponentProps } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";
import type ChatAssistant from "./chat-assistant";

/** The chat, in a chunk only the pages that show it load (components/layout/lazy-island.tsx). */
export default lazyIsland<ComponentProps<typeof ChatAssistant>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it in place; the browser's bundle drops this branch
  typeof window === "undefined" ? require("./chat-assistant") : null,
  () => import("./chat-assistant"),
);
