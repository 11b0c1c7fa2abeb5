import type { Metadata } from "next";
import ChatSection from "@/components/sections/chatbot/chat-section";
import { CHATBOT_GREETINGS, CHATBOT_PAGE } from "@/lib/content/chatbot";
import { getMetadata } from "@/lib/metadata";

export const metadata: Metadata = getMetadata({
  path: "/chatbot",
  title: "Chat assistant",
  description:
    "Ask the Drops assistant for fundraising ideas: bake sales with drops, sponsored challenges, brand matching and more, ready to start this week.",
});

export default function ChatbotPage() {
  return <ChatSection {...CHATBOT_PAGE} greetings={CHATBOT_GREETINGS} />;
}
