"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import DropMark from "@/components/ui/drop-mark";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import { canSend, isSendKey, isTyping, type RandomSource } from "@/lib/chat";
import type { SectionData } from "@/lib/sections/schemas";
import { scrollBehavior } from "@/lib/scroll";
import { CHAT_MAX_HEIGHT_PX } from "@/lib/constants";
import ChatMessageItem from "./chat-message-item";
import TypingIndicator from "./typing-indicator";
import { useChat } from "./use-chat";

/** The chat panel's words, from the chat section. */
export type ChatPanelCopy = SectionData<"chat">["panel"];

interface ChatAssistantProps {
  copy: ChatPanelCopy;
  greetings: readonly string[];
  /** Injected in tests; Math.random and Date.now otherwise. */
  random?: RandomSource;
  now?: () => number;
}

export default function ChatAssistant({ copy, greetings, random, now }: ChatAssistantProps) {
  const { state, send, hydrated } = useChat(greetings, { random, now });
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const id = useId();

  // Follow the newest message each time one is added (not on first render).
  const count = state.messages.length;
  const shown = useRef(count);
  useEffect(() => {
    if (count === shown.current) return;
    shown.current = count;
    const el = log.current;
    if (!el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    el.scrollTo({ top: el.scrollHeight, behavior: scrollBehavior(reduce) });
  }, [count]);

  // It takes the text the form held when it was submitted, so a message sent before
  // hydration (the early event contract replays that submit) is the one on screen.
  function submit(formData: FormData) {
    if (!send(String(formData.get("message") ?? ""))) return;
    setDraft("");
    // Keep typing where you were after a click on Send.
    input.current?.focus();
  }

  // onSubmit, not a function action (React's inline replay script is needless beside the early event contract);
  // method="dialog": without JavaScript a submit sends nothing anywhere.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(new FormData(event.currentTarget));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ocean-100">
      <div className="flex items-center gap-3 border-b border-ocean-100 px-4 py-4 sm:px-6">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ocean-900" aria-hidden="true">
          <DropMark className="h-6 w-5 text-aqua-400" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-extrabold leading-tight text-ocean-900">{copy.title}</h2>
          <p className="text-sm text-ocean-700">{copy.subtitle}</p>
        </div>
      </div>

      <div
        ref={log}
        role="log"
        aria-label={copy.logLabel}
        tabIndex={0}
        // A fixed height from the start: a log that grew with each reply would push
        // the form down seconds after the visitor pressed Send (a layout shift). It
        // is the cap where the screen allows, less where the whole panel
        // would not otherwise fit beside the header (svh does not change on scroll).
        style={{ height: `min(${CHAT_MAX_HEIGHT_PX}px, max(16rem, 100svh - 25rem))`, maxHeight: CHAT_MAX_HEIGHT_PX }}
        className="overflow-y-auto overscroll-contain px-4 pt-5 pb-2 focus-visible:outline-offset-[-3px] sm:px-6"
      >
        <ol className="flex flex-col gap-4">
          {state.messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} speakers={copy.speakers} showTime={hydrated} />
          ))}
        </ol>
      </div>

      <TypingIndicator active={isTyping(state)} label={copy.typing} />

      <form method="dialog" onSubmit={onSubmit} className="border-t border-ocean-100 bg-ocean-50 px-4 py-4 sm:px-6">
        <label htmlFor={`${id}-message`} className="sr-only">
          {copy.messageLabel}
        </label>
        <div className="flex items-end gap-3">
          <textarea
            ref={input}
            id={`${id}-message`}
            name="message"
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={copy.placeholder}
            enterKeyHint="send"
            aria-describedby={`${id}-hint`}
            className="field-sizing-content max-h-40 min-h-12 min-w-0 flex-1 resize-none rounded-3xl border border-ocean-200 bg-white px-5 py-3 text-base leading-normal text-ocean-900 placeholder:text-ocean-600 focus:border-ocean-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-500"
          />
          {/* Never natively disabled, and not marked disabled until hydrated: a tap on Send
              before hydration submits the text on screen (the early event contract replays it). */}
          <button
            type="submit"
            aria-disabled={(hydrated && !canSend(draft)) || undefined}
            className="btn btn-primary h-12 shrink-0 px-5 aria-disabled:cursor-not-allowed sm:px-6"
          >
            {copy.send}
            <LineIcon d={ICON_PATHS.arrowRight} size={18} />
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-2 hidden px-2 text-xs text-ocean-700 sm:block">
          {copy.keyboardHint}
        </p>
      </form>
    </div>
  );
}
