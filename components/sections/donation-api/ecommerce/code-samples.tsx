import Band from "@/components/ui/band";
import CodeBlock from "@/components/ui/code-block";
import type { CodeSamplesCopy } from "@/lib/content/donation-api/ecommerce";

export default function CodeSamples({ copy }: { copy: CodeSamplesCopy }) {
  return (
    <Band headingId="code-samples-title" heading={copy} className="bg-white">
      <div className="mt-12 grid gap-12">
        {copy.samples.map((sample) => (
          <div key={sample.id} className="min-w-0">
            <h3 className="text-2xl font-extrabold text-ocean-900">{sample.platform}</h3>
            <p className="mt-1 text-base text-ocean-700">{sample.note}</p>
            <CodeBlock
              id={sample.id}
              title={sample.title}
              code={sample.code}
              language={sample.language}
              copyLabel={sample.copyLabel}
              copy={copy.block}
              className="mt-4"
            />
          </div>
        ))}
      </div>
    </Band>
  );
}
