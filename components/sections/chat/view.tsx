import ChatAssistant from "@/components/chat/chat-assistant-island";
import DropMark from "@/components/ui/drop-mark";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionProps } from "@/lib/sections/schemas";

/** The /chatbot page: who the assistant is for, then the conversation itself. */
export default function Chat({ section: copy }: SectionProps<"chat">) {
  return (
    <section aria-labelledby="chat-title" className="relative overflow-hidden bg-gradient-to-b from-ocean-50 to-white">
      {/* Phones see the chat right after the intro; wide screens put the tips under the intro, beside the chat. */}
      <div className="relative mx-auto grid max-w-6xl items-start gap-10 px-5 pb-20 pt-28 md:px-8 md:pb-28 md:pt-36 lg:grid-cols-[1fr_1.15fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-0">
        <SectionHeading id="chat-title" level={1} size="lg" eyebrow={copy.eyebrow} title={copy.headline} body={copy.intro} className="min-w-0" />
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ChatAssistant copy={copy.panel} greetings={copy.greetings} />
        </div>
        <div className="min-w-0">
          <h2 className="lg:mt-8 text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{copy.tipsTitle}</h2>
          <ul className="mt-4 space-y-3">
            {copy.tips.map((tip) => (
              <li key={tip.word} className="flex items-center gap-3 text-base text-ocean-800">
                <DropMark className="h-5 w-4 shrink-0 text-aqua-500" />
                <span>
                  <strong className="font-extrabold text-ocean-900">{tip.word}</strong>: {tip.hint}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-lg text-sm text-ocean-700">{copy.note}</p>
          <noscript>
            <p className="mt-4 max-w-lg rounded-2xl bg-sun-300 px-4 py-3 text-sm font-semibold text-ocean-900">{copy.noScript}</p>
          </noscript>
        </div>
      </div>
    </section>
  );
}
