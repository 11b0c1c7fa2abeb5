import { useId } from "react";
import Band from "@/components/ui/band";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import Markdown from "@/components/ui/markdown";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * Questions that open to their answers: native <details>, so they open by
 * click, tap or keyboard with no JavaScript, and the browser's find-in-page
 * opens the one it finds. The page's structured data lists them (faqPageLd).
 */
export default function Questions({ section }: SectionProps<"questions">) {
  const headingId = useId();
  return (
    <Band headingId={headingId} heading={{ title: section.heading }} className="bg-ocean-50">
      <div className="mt-10 max-w-3xl space-y-3">
        {section.questions.map((item, i) => (
          <details key={i} className="group rounded-2xl bg-white ring-1 ring-ocean-100 open:ring-aqua-600">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-extrabold text-ocean-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <LineIcon
                d={ICON_PATHS.arrowDown}
                size={20}
                className="shrink-0 text-ocean-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <Markdown source={item.answer} className="px-5 pb-5 text-base" />
          </details>
        ))}
      </div>
    </Band>
  );
}
