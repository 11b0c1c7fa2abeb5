import type { CannedRule, ChatRepliesContent } from "./chat-replies.schema";
import data from "./chat-replies.json";
import { fillSlots } from "../template";
import { ISLAND_FIGURE_VALUES } from "./figure-values";

export type { CannedRule } from "./chat-replies.schema";

/**
 * lib/content/chat-replies.json with the figures an island's copy may name
 * (ISLAND_FIGURE_SLOTS) filled in, the one way slots are filled; checked against
 * chat-replies.schema.ts at build time (lib/content/files.ts). The chat island
 * imports this module (through lib/chat.ts, in the chat's own chunk), so it
 * holds only the replies.
 */
const REPLIES = fillSlots<ChatRepliesContent>(data, ISLAND_FIGURE_VALUES);

/**
 * The first rule whose trigger word appears in the lowercased input answers, so
 * the order matters: hello, help, idea, donation, charity.
 */
export const CHATBOT_RULES: readonly CannedRule[] = REPLIES.rules.map(({ trigger, response }) => ({ trigger, response }));

/** With no trigger word, one of these five is chosen at random. */
export const CHATBOT_GENERIC_REPLIES: readonly string[] = REPLIES.generic;
