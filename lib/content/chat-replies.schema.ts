import "server-only";
import { z } from "zod";
import { fields, islandText, list } from "./schema";

/** A word the visitor may type: lowercase, as the input is lowercased before it is matched. */
const trigger = () =>
  z
    .string({ error: "must be text" })
    .regex(/^[a-z][a-z ]*$/, { error: "must be lowercase letters, like idea" })
    .meta({ description: "Lowercase: the assistant answers when a message contains this word." });

/** What the chat assistant of /chatbot answers (the island ships this file; the page's other words are in chatbot.json). */
export const chatRepliesSchema = fields({
  /** The first rule whose trigger word appears in the message answers, so the order matters. */
  rules: list(fields({ trigger: trigger(), response: islandText({ max: 400, multiline: true }) })),
  /** With no trigger word, one of these is chosen at random. */
  generic: list(islandText({ max: 400, multiline: true }), { min: 2 }),
});

export type ChatRepliesContent = z.infer<typeof chatRepliesSchema>;
export type CannedRule = ChatRepliesContent["rules"][number];
