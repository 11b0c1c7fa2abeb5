import type { Metadata } from "next";
import ChatSection from "@/components/sections/chatbot/chat-section";
import { CHAT_GREETINGS, CHAT_PAGE } from "@/lib/content/chat";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata({
  path: "/chatbot",
  title: "Chat assistant",
  description:
    "Ask the Drops assistant for fundraising ideas: bake sales with drops, sponsored challenges, brand matching and more, ready to start this week.",
});

export default function ChatbotPage() {
  return <ChatSection {...CHAT_PAGE} greetings={CHAT_GREETINGS} />;
}
