"use client";

import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from "react";
import { chatReducer, createIdGenerator, createMessage, initialChatState, reply, sendableText, type RandomSource } from "@/lib/chat";
import { CHAT_REPLY_DELAY_MS } from "@/lib/constants";

export interface ChatDeps {
  random?: RandomSource;
  now?: () => number;
  makeId?: () => string;
}

const subscribeNothing = () => () => {};

/**
 * Wires lib/chat to React: each sent message schedules its own reply
 * CHAT_REPLY_DELAY_MS later, so replies arrive one per message, in order.
 */
export function useChat(greetings: readonly string[], { random = Math.random, now = Date.now, makeId }: ChatDeps = {}) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(greetings, now()));
  const ids = useRef(makeId);
  if (ids.current == null) ids.current = createIdGenerator();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const lastAnswer = useRef<string | undefined>(undefined);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    };
  }, []);

  // Times depend on the visitor's clock and zone: the exported HTML is built
  // elsewhere, so times appear once the page runs in the browser.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  const send = useCallback(
    (text: string): boolean => {
      const body = sendableText(text);
      if (body === null) return false;
      const nextId = ids.current!;
      dispatch({ type: "send", message: createMessage(body, "user", now(), nextId()) });
      const answer = reply(body, random, { avoid: lastAnswer.current });
      lastAnswer.current = answer;
      const handle = setTimeout(() => {
        timers.current.delete(handle);
        dispatch({ type: "reply", message: createMessage(answer, "bot", now(), nextId()) });
      }, CHAT_REPLY_DELAY_MS);
      timers.current.add(handle);
      return true;
    },
    [now, random],
  );

  return { state, send, hydrated };
}
