import CodeBlock from "@/components/ui/code-block";
import ScrollToButton from "@/components/ui/scroll-to-button";
import SectionHeading from "@/components/ui/section-heading";
import type { DONATION_API_CHARITIES_CODE } from "@/lib/content/donation-api/charities";

/** The sample snippet: one checkout object on the charity's donate page. */
export default function CheckoutCode({ snippet, demoTarget }: { snippet: typeof DONATION_API_CHARITIES_CODE; demoTarget: string }) {
  return (
    <section aria-labelledby="checkout-code-title" className="bg-ocean-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
        <div className="min-w-0">
          <SectionHeading id="checkout-code-title" eyebrow="Simple integration" title="Live in minutes" body={snippet.intro} />
          <p className="mt-6 text-base text-ocean-700">{snippet.requestDemoNote}</p>
          <ScrollToButton targetId={demoTarget} className="btn btn-secondary mt-5">
            {snippet.requestDemo}
          </ScrollToButton>
        </div>
        <CodeBlock id={snippet.id} title={snippet.title} code={snippet.code} language={snippet.language} copyLabel={snippet.copyLabel} />
      </div>
    </section>
  );
}
