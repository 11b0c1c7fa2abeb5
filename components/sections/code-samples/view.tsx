import ActionButton from "@/components/sections/shared/action-button";
import Band from "@/components/ui/band";
import CodeBlock from "@/components/ui/code-block";
import SectionHeading from "@/components/ui/section-heading";
import { codeBlockCopy } from "@/lib/content/shared";
import type { SectionProps } from "@/lib/sections/schemas";
import { CODE_SAMPLES } from "./code";

type Props = SectionProps<"code-samples">;
type Sample = Props["section"]["samples"][number];

/** One sample's box, its code and language the site's code sample it names. */
function SampleBlock({ sample, context, className }: { sample: Sample; context: Props["context"]; className?: string }) {
  const { code, language } = CODE_SAMPLES[sample.code];
  return (
    <CodeBlock
      id={sample.id}
      title={sample.title}
      code={code}
      language={language}
      copyLabel={sample.copyLabel}
      copy={codeBlockCopy(context.demos)}
      highlight={context.highlight}
      className={className}
    />
  );
}

/** A sample with its platform and note above it, where it has them; the box alone where it has neither. */
function SampleWithWords({ sample, context }: { sample: Sample; context: Props["context"] }) {
  return (
    <div className="min-w-0">
      {sample.platform ? <h3 className="text-2xl font-extrabold text-ocean-900">{sample.platform}</h3> : null}
      {sample.note ? <p className="mt-1 text-base text-ocean-700">{sample.note}</p> : null}
      <SampleBlock sample={sample} context={context} className="mt-4" />
    </div>
  );
}

/** The note and the button under the text, where the section has them. */
function NoteAndButtons({ section }: { section: Props["section"] }) {
  return (
    <>
      {section.note ? <p className="mt-6 text-base text-ocean-700">{section.note}</p> : null}
      {(section.buttons ?? []).map((button, i) => (
        <ActionButton key={i} action={button} look="under-note" />
      ))}
    </>
  );
}

/**
 * Code samples: one sample beside the text on a pale band (the charities' checkout), or several one under another
 * under the heading on a white band (the ecommerce platforms).
 */
export default function CodeSamples({ section, context }: Props) {
  const heading = { eyebrow: section.eyebrow || undefined, title: section.heading, body: section.intro || undefined };
  const [only, ...more] = section.samples;
  if (only && more.length === 0) {
    return (
      <section aria-labelledby="checkout-code-title" className="bg-ocean-50">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
          <div className="min-w-0">
            <SectionHeading id="checkout-code-title" {...heading} />
            <NoteAndButtons section={section} />
          </div>
          {only.platform || only.note ? <SampleWithWords sample={only} context={context} /> : <SampleBlock sample={only} context={context} />}
        </div>
      </section>
    );
  }
  return (
    <Band headingId="code-samples-title" heading={heading} className="bg-white">
      <NoteAndButtons section={section} />
      <div className="mt-12 grid gap-12">
        {section.samples.map((sample) => (
          <SampleWithWords key={sample.id} sample={sample} context={context} />
        ))}
      </div>
    </Band>
  );
}
