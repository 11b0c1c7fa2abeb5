import type { CannedRule } from "./chat-replies.schema";
import { fillSlots } from "../template";
import { ISLAND_FIGURE_VALUES } from "./figure-values";
import { CHAT_REPLIES_FILE } from "./island-files/chat-replies";

export type { CannedRule } from "./chat-replies.schema";

/**
 * lib/content/chat-replies.json with the figures an island's copy may name
 * (ISLAND_FIGURE_SLOTS) filled in, the one way slots are filled; checked against
 * chat-replies.schema.ts at build time (lib/content/shared-files.ts). The chat island
 * imports this module (through lib/chat.ts, in the chat's own chunk), so it
 * holds only the replies, read through the manifest's island half
 * (lib/content/island-files/).
 */
const REPLIES = fillSlots(CHAT_REPLIES_FILE, ISLAND_FIGURE_VALUES);

/**
 * The first rule whose trigger word appears in the lowercased input answers, so
 * the order matters: hello, help, idea, donation, charity.
 */
export const CHATBOT_RULES: readonly CannedRule[] = REPLIES.rules.map(({ trigger, response }) => ({ trigger, response }));

/** With no trigger word, one of these five is chosen at random. */
export const CHATBOT_GENERIC_REPLIES: readonly string[] = REPLIES.generic;
