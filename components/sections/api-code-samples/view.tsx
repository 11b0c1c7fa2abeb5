import Band from "@/components/ui/band";
import CodeBlock from "@/components/ui/code-block";
import { codeBlockCopy } from "@/lib/content/shared";
import type { SectionProps } from "@/lib/sections/schemas";
import { PLATFORM_CODE } from "./platform-samples";

export default function ApiCodeSamples({ section: copy, context }: SectionProps<"api-code-samples">) {
  const block = codeBlockCopy(context.demos);
  return (
    <Band headingId="code-samples-title" heading={copy} className="bg-white">
      <div className="mt-12 grid gap-12">
        {copy.samples.map((sample, i) => (
          <div key={sample.id} className="min-w-0">
            <h3 className="text-2xl font-extrabold text-ocean-900">{sample.platform}</h3>
            <p className="mt-1 text-base text-ocean-700">{sample.note}</p>
            <CodeBlock
              id={sample.id}
              title={sample.title}
              code={PLATFORM_CODE[i]!.code}
              language={PLATFORM_CODE[i]!.language}
              copyLabel={sample.copyLabel}
              copy={block}
              highlight={context.highlight}
              className="mt-4"
            />
          </div>
        ))}
      </div>
    </Band>
  );
}
