import CopyButton from "@/components/demos/copy-button";
import SectionHeading from "@/components/ui/section-heading";
import type { DONATION_API_ECOMMERCE_PROMPT } from "@/lib/content/donation-api/ecommerce";

/** The AI-assistant prompt: shown in full (selectable), with a copy button. */
export default function PromptSection({ prompt }: { prompt: typeof DONATION_API_ECOMMERCE_PROMPT }) {
  return (
    <section id={prompt.id} tabIndex={-1} aria-labelledby={`${prompt.id}-title`} className="scroll-mt-16 bg-white focus:outline-none md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
        <SectionHeading id={`${prompt.id}-title`} eyebrow={prompt.eyebrow} title={prompt.title} body={prompt.body} />
        <figure className="min-w-0 rounded-card bg-ocean-50 p-5 ring-1 ring-ocean-100 sm:p-7">
          <figcaption className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-sm font-bold uppercase tracking-[0.15em] text-ocean-600">Prompt</span>
            <CopyButton targetId={`${prompt.id}-text`} success={prompt.success} className="btn btn-primary">
              {prompt.copy}
            </CopyButton>
          </figcaption>
          <p id={`${prompt.id}-text`} className="mt-5 select-text whitespace-pre-wrap break-words font-mono text-sm leading-relaxed text-ocean-900">
            {prompt.text}
          </p>
        </figure>
      </div>
    </section>
  );
}
