import CodeBlock from "@/components/ui/code-block";
import SectionLink from "@/components/ui/section-link";
import SectionHeading from "@/components/ui/section-heading";
import { codeBlockCopy } from "@/lib/content/shared";
import type { SectionProps } from "@/lib/sections/schemas";
import { CHECKOUT_CODE } from "./checkout-snippet";

/** The sample snippet: one checkout object on the charity's donate page. */
export default function ApiCheckoutCode({ section: copy, context }: SectionProps<"api-checkout-code">) {
  const { snippet } = copy;
  return (
    <section aria-labelledby="checkout-code-title" className="bg-ocean-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-[1fr_1.4fr] md:px-8 md:py-24">
        <div className="min-w-0">
          <SectionHeading id="checkout-code-title" eyebrow={copy.eyebrow} title={copy.title} body={copy.intro} />
          <p className="mt-6 text-base text-ocean-700">{copy.requestDemoNote}</p>
          {copy.target ? (
            <SectionLink targetId={copy.target} className="btn btn-secondary mt-5">
              {copy.requestDemo}
            </SectionLink>
          ) : null}
        </div>
        <CodeBlock
          id={snippet.id}
          title={snippet.title}
          code={CHECKOUT_CODE}
          language="javascript"
          copyLabel={snippet.copyLabel}
          copy={codeBlockCopy(context.demos)}
          highlight={context.highlight}
        />
      </div>
    </section>
  );
}
