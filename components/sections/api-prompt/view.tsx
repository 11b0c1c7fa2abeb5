import CopyButton from "@/components/ui/copy-button-island";
import SectionHeading from "@/components/ui/section-heading";
import { promptCopyToasts } from "@/lib/content/shared";
import type { SectionProps } from "@/lib/sections/schemas";
import { promptText } from "./prompt-text";

/** The AI-assistant prompt: shown in full (selectable), with a copy button. */
export default function ApiPrompt({ section: copy, context }: SectionProps<"api-prompt">) {
  return (
    <section id={copy.id} tabIndex={-1} aria-labelledby={`${copy.id}-title`} className="scroll-mt-16 bg-white focus:outline-none md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
        <SectionHeading id={`${copy.id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        <figure className="min-w-0 rounded-card bg-ocean-50 p-5 ring-1 ring-ocean-100 sm:p-7">
          <figcaption className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-sm font-bold uppercase tracking-[0.15em] text-ocean-600">{copy.label}</span>
            <CopyButton targetId={`${copy.id}-text`} toasts={promptCopyToasts(context.demos)} className="btn btn-primary">
              {copy.copy}
            </CopyButton>
          </figcaption>
          <p id={`${copy.id}-text`} className="mt-5 select-text whitespace-pre-wrap break-words font-mono text-sm leading-relaxed text-ocean-900">
            {promptText(copy.text)}
          </p>
        </figure>
      </div>
    </section>
  );
}
