import { formatTime, type ChatMessage } from "@/lib/chat";
import type { ChatPanelCopy } from "./chat-assistant";

interface ChatMessageItemProps {
  message: ChatMessage;
  speakers: ChatPanelCopy["speakers"];
  showTime: boolean;
}

/** One message of the log. The text is rendered as text, never as HTML. */
export default function ChatMessageItem({ message, speakers, showTime }: ChatMessageItemProps) {
  const mine = message.sender === "user";
  return (
    <li data-sender={message.sender} className={`flex max-w-[85%] min-w-0 flex-col gap-1 ${mine ? "items-end self-end" : "items-start self-start"}`}>
      <p
        className={`whitespace-pre-wrap wrap-anywhere rounded-3xl px-4 py-3 text-base leading-relaxed ${
          mine ? "rounded-br-md bg-ocean-900 text-white" : "rounded-bl-md bg-aqua-100 text-ocean-900"
        }`}
      >
        <span className="sr-only">{speakers[message.sender]}</span>
        {message.text}
      </p>
      {/* The line is kept before the time is known, so nothing moves when it appears. */}
      <span className="block min-h-4 px-2 text-xs leading-4 font-semibold text-ocean-600">
        {showTime ? <time dateTime={new Date(message.timestamp).toISOString()}>{formatTime(message.timestamp)}</time> : null}
      </span>
    </li>
  );
}
