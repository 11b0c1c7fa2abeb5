import CodeBlock from "@/components/ui/code-block";
import SectionLink from "@/components/ui/section-link";
import SectionHeading from "@/components/ui/section-heading";
import type { CheckoutCodeCopy } from "@/lib/content/donation-api/charities";

/** The sample snippet: one checkout object on the charity's donate page. */
export default function CheckoutCode({ copy }: { copy: CheckoutCodeCopy }) {
  const { snippet } = copy;
  return (
    <section aria-labelledby="checkout-code-title" className="bg-ocean-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
        <div className="min-w-0">
          <SectionHeading id="checkout-code-title" eyebrow={copy.eyebrow} title={copy.title} body={copy.intro} />
          <p className="mt-6 text-base text-ocean-700">{copy.requestDemoNote}</p>
          <SectionLink targetId={copy.demoTarget} className="btn btn-secondary mt-5">
            {copy.requestDemo}
          </SectionLink>
        </div>
        <CodeBlock id={snippet.id} title={snippet.title} code={snippet.code} language={snippet.language} copyLabel={snippet.copyLabel} copy={copy.block} />
      </div>
    </section>
  );
}
