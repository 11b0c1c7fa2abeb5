import type { Metadata } from "next";
import ChatSection from "@/components/sections/chatbot/chat-section";
import { CHATBOT_META, CHATBOT_PAGE } from "@/lib/content/chatbot";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata(CHATBOT_META);

export default function ChatbotPage() {
  return <ChatSection copy={CHATBOT_PAGE} />;
}
