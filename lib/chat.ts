import { CHATBOT_GENERIC_REPLIES, CHATBOT_RULES, type CannedRule } from "./content/chat-replies";

/**
 * The chat assistant of /chatbot as pure logic:
 * the message model, the reply rule, the send rule and the state transitions.
 * The island only wires these to React and to the reply timer.
 */

export type ChatSender = "user" | "bot";

export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  /** Milliseconds since the epoch; shown as HH:MM in the visitor's time zone. */
  timestamp: number;
}

/** A source of numbers in [0, 1), injected so tests can seed it. */
export type RandomSource = () => number;

export interface ReplyOptions {
  /** The previous reply: a generic pick never repeats it straight away. */
  avoid?: string;
  rules?: readonly CannedRule[];
  generic?: readonly string[];
}

/**
 * The first rule, in order, whose trigger word appears anywhere in the
 * lowercased input (a substring: "helpful" matches "help"); otherwise one of
 * the generic replies, picked with `random`.
 */
export function reply(input: string, random: RandomSource, options: ReplyOptions = {}): string {
  const { avoid, rules = CHATBOT_RULES, generic = CHATBOT_GENERIC_REPLIES } = options;
  const lowered = input.toLowerCase();
  const rule = rules.find((r) => lowered.includes(r.trigger));
  if (rule) return rule.response;
  // The same idea twice in a row reads like a glitch: pick among the others then.
  const choices = generic.length > 1 && avoid !== undefined ? generic.filter((text) => text !== avoid) : generic;
  // Clamp, so a source that returns exactly 1 still picks a reply.
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index];
}

/** Empty or whitespace-only text cannot be sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

/** The text that gets sent: what was typed without the blank edges, or null if nothing is left. */
export function sendableText(text: string): string | null {
  return canSend(text) ? text.trim() : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Hour:minute on a 24-hour clock, zero-padded: "09:05". */
export function formatTime(timestamp: number | Date): string {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Sequential ids ("m-1", "m-2", ...): unique within one conversation, stable in tests. */
export function createIdGenerator(prefix = "m"): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

export function createMessage(text: string, sender: ChatSender, timestamp: number, id: string): ChatMessage {
  return { id, text, sender, timestamp };
}

export interface ChatState {
  messages: readonly ChatMessage[];
  /** Replies still to come: the typing indicator shows while this is above zero. */
  pending: number;
}

export type ChatEvent = { type: "send"; message: ChatMessage } | { type: "reply"; message: ChatMessage };

/** The conversation opens with the greetings, all stamped with the time it opened. */
export function initialChatState(greetings: readonly string[], openedAt: number): ChatState {
  return {
    messages: greetings.map((text, i) => createMessage(text, "bot", openedAt, `greeting-${i + 1}`)),
    pending: 0,
  };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "send":
      if (event.message.sender !== "user" || !canSend(event.message.text)) return state;
      return { messages: [...state.messages, event.message], pending: state.pending + 1 };
    case "reply":
      if (event.message.sender !== "bot" || state.pending === 0) return state;
      return { messages: [...state.messages, event.message], pending: state.pending - 1 };
  }
}

/** The indicator shows while at least one reply is on its way. */
export function isTyping(state: ChatState): boolean {
  return state.pending > 0;
}

/** Enter sends; Shift+Enter (and Enter while composing with an IME) does not. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}
