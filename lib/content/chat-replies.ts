import { FREE_DROPS_DAILY, SITE_NAME } from "../site";
import type { CannedRule, ChatRepliesContent } from "./chat-replies.schema";
import data from "./chat-replies.json";

export type { CannedRule } from "./chat-replies.schema";

/**
 * lib/content/chat-replies.json with its figures filled in; checked against
 * chat-replies.schema.ts at build time (lib/content/files.ts). The chat island
 * imports this module (through lib/chat.ts), so it holds only the replies.
 */
const REPLIES: ChatRepliesContent = data;

/**
 * The figures an island's copy may name (ISLAND_FIGURE_SLOTS), filled in by
 * hand rather than with lib/content/slots.ts, so the chat page ships no more
 * JavaScript than when the replies were code.
 */
const fill = (line: string) => line.replaceAll("{freeDropsDaily}", String(FREE_DROPS_DAILY)).replaceAll("{siteName}", SITE_NAME);

/**
 * The first rule whose trigger word appears in the lowercased input answers, so
 * the order matters: hello, help, idea, donation, charity.
 */
export const CHATBOT_RULES: readonly CannedRule[] = REPLIES.rules.map(({ trigger, response }) => ({ trigger, response: fill(response) }));

/** With no trigger word, one of these five is chosen at random. */
export const CHATBOT_GENERIC_REPLIES: readonly string[] = REPLIES.generic.map(fill);
