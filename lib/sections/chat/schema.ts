import { fields, list, text, twoLines } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** The chat assistant: who it is for, words to try, and the conversation itself (its replies are in chat-replies.json). */
const chatFields = {
  eyebrow: text({ max: 40 }),
  /** Two lines, the second in the accent colour. */
  headline: twoLines({ max: 40 }),
  intro: text({ max: 400, multiline: true }),
  tipsTitle: text(),
  /** A word to try (the assistant answers it) and what it is good for. */
  tips: list(fields({ word: text({ max: 30 }), hint: text() })),
  note: text({ max: 200, multiline: true }),
  /** Shown when JavaScript is off. */
  noScript: text({ max: 200, multiline: true }),
  panel: fields({
    title: text(),
    subtitle: text(),
    /** The conversation's accessible name. */
    logLabel: text(),
    messageLabel: text(),
    placeholder: text(),
    keyboardHint: text(),
    send: text({ max: 20 }),
    /** Read before each message, for screen readers. */
    speakers: fields({ user: text(), bot: text() }),
    typing: text(),
  }),
  /** The messages the assistant opens with. */
  greetings: list(text({ max: 400, multiline: true })),
};

export default defineSectionSchema("chat", {
  label: "Chat assistant",
  fields: chatFields,
  example: {
    eyebrow: "Example eyebrow",
    headline: ["Ask the", "assistant"],
    intro: "An example introduction to the assistant and what it can answer.",
    tipsTitle: "Words to try",
    tips: [
      { word: "fees", hint: "what a gift costs" },
      { word: "charities", hint: "who can receive drops" },
    ],
    note: "An example note on what the assistant knows.",
    noScript: "The assistant needs JavaScript.",
    panel: {
      title: "Example assistant",
      subtitle: "Answers in a moment",
      logLabel: "Conversation",
      messageLabel: "Your message",
      placeholder: "Type a question",
      keyboardHint: "Enter sends",
      send: "Send",
      speakers: { user: "You said", bot: "The assistant said" },
      typing: "The assistant is typing",
    },
    greetings: ["Hello! This is an example greeting."],
  },
  mainHeading: true,
});
