import type { PageMeta } from "../metadata";
import type { ChatbotContent, ChatbotPageCopy } from "./chatbot.schema";
import data from "./chatbot.json";
import { withFigures } from "./figures";

export type { ChatbotPageCopy, ChatPanelCopy } from "./chatbot.schema";
export { CHATBOT_GENERIC_REPLIES, CHATBOT_RULES, type CannedRule } from "./chat-replies";

/** lib/content/chatbot.json with its figures filled in; checked against chatbot.schema.ts at build time (lib/content/files.ts). */
const { meta, ...page } = withFigures(data as ChatbotContent);

export const CHATBOT_META = { path: "/chatbot", ...meta } satisfies PageMeta;

/** The two messages the assistant opens with. */
export const CHATBOT_GREETINGS: readonly string[] = page.greetings;

export const CHATBOT_PAGE: ChatbotPageCopy = page;
