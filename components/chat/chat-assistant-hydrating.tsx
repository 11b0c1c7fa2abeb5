"use client";

import { hydrating } from "@/components/layout/lazy-island";
import ChatAssistant from "./chat-assistant";

/** The chat as its own chunk loads it: it releases the hydration mark once hydrated (components/layout/lazy-island.tsx). */
export default hydrating(ChatAssistant);
