import ChatAssistant from "@/components/chat/chat-assistant";
import DropMark from "@/components/ui/drop-mark";
import type { CHATBOT_PAGE } from "@/lib/content/chatbot";

type ChatSectionProps = typeof CHATBOT_PAGE & { greetings: readonly string[] };

/** The /chatbot page: who the assistant is for, then the conversation itself. */
export default function ChatSection({ eyebrow, headline, intro, tipsTitle, tips, note, noScript, greetings }: ChatSectionProps) {
  return (
    <section aria-labelledby="chat-title" className="relative overflow-hidden bg-gradient-to-b from-ocean-50 to-white">
      {/* Phones see the chat right after the intro; wide screens put the tips under the intro, beside the chat. */}
      <div className="relative mx-auto grid max-w-6xl items-start gap-10 px-5 pb-20 pt-28 md:px-8 md:pb-28 md:pt-36 lg:grid-cols-[1fr_1.15fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-0">
        <div className="min-w-0">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{eyebrow}</p>
          <h1 id="chat-title" className="mt-3 font-display text-display-lg uppercase text-ocean-900">
            <span className="block">{headline[0]}</span>
            <span className="block text-aqua-600">{headline[1]}</span>
          </h1>
          <p className="mt-5 max-w-lg text-lg text-ocean-700">{intro}</p>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ChatAssistant greetings={greetings} />
        </div>
        <div className="min-w-0">
          <h2 className="lg:mt-8 text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{tipsTitle}</h2>
          <ul className="mt-4 space-y-3">
            {tips.map((tip) => (
              <li key={tip.word} className="flex items-center gap-3 text-base text-ocean-800">
                <DropMark className="h-5 w-4 shrink-0 text-aqua-500" />
                <span>
                  <strong className="font-extrabold text-ocean-900">{tip.word}</strong>: {tip.hint}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-lg text-sm text-ocean-700">{note}</p>
          <noscript>
            <p className="mt-4 max-w-lg rounded-2xl bg-sun-300 px-4 py-3 text-sm font-semibold text-ocean-900">{noScript}</p>
          </noscript>
        </div>
      </div>
    </section>
  );
}
