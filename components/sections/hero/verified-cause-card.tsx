import DropMark from "@/components/ui/drop-mark";
import TemplateText from "@/components/ui/template-text";
import type { Drawing } from "@/lib/sections/hero/drawing";

type VerifiedCauseCardCopy = Omit<Extract<Drawing, { type: "verified-cause" }>, "type">;

/** A cause as supporters see it in the feed, with its verified badge. */
export default function VerifiedCauseCard({ copy }: { copy: VerifiedCauseCardCopy }) {
  const { name, tag, need, drops } = copy;
  return (
    <div className="relative mx-auto w-full max-w-sm md:ml-auto">
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-coral-300 via-sun-300 to-aqua-300 opacity-50 blur-2xl" />
      <div className="overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-ocean-100">
        <div aria-hidden="true" className="relative h-32 bg-gradient-to-br from-coral-400 to-sun-400">
          <svg viewBox="0 0 320 128" preserveAspectRatio="none" className="absolute inset-0 h-full w-full text-white/25">
            <path d="M0 90 C 60 60 120 120 180 86 S 280 60 320 80 V128 H0 Z" fill="currentColor" />
          </svg>
        </div>
        <div className="p-6">
          <div className="relative -mt-14 grid size-16 place-items-center rounded-2xl bg-ocean-900 text-white shadow-card ring-4 ring-white">
            <DropMark className="h-8 w-7 text-aqua-400" />
          </div>
          <p className="mt-4 flex items-center gap-2">
            <span className="font-display text-3xl uppercase leading-none text-ocean-900">{name}</span>
          </p>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-aqua-100 px-3 py-1 text-xs font-bold text-ocean-900">
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path
                d="m10 1.5 2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1Z"
                fill="var(--color-ocean-600)"
              />
              <path d="m6.5 10.2 2.3 2.3 4.7-4.8" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {tag}
          </p>
          <p className="mt-4 text-base font-semibold text-ocean-700">{need}</p>
          <div className="mt-5 flex items-center justify-between gap-3 rounded-2xl bg-ocean-50 p-3">
            <span className="flex items-center gap-2 text-sm font-bold text-ocean-900">
              <DropMark className="h-5 w-4 text-aqua-500" /> <TemplateText template={copy.received} values={{ drops }} />
            </span>
            <span aria-hidden="true" className="rounded-full bg-ocean-900 px-4 py-2 text-sm font-bold text-white">
              {copy.button}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
