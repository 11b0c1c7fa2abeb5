/**
 * lib/content/chat-replies.json as the chat island imports it, typed by its schema (no cast).
 * The manifest's island half (see lib/content/shared-files.ts): one module per file
 * an island ships, holding only its import, so an island loads its own file and
 * no schema, claim or other file; the manifest registers and checks it.
 */
import type { ChatRepliesContent } from "../chat-replies.schema";
import data from "../chat-replies.json";

export const CHAT_REPLIES_FILE: ChatRepliesContent = data;
