import { useId } from "react";
import Band from "@/components/ui/band";
import Markdown from "@/components/ui/markdown";
import type { SectionProps } from "@/lib/sections/schemas";

/** A heading and its text, in a reading column: the body's Markdown drawn at build time (components/ui/markdown.tsx). */
export default function Text({ section }: SectionProps<"text">) {
  const headingId = useId();
  return (
    <Band headingId={headingId} heading={{ title: section.heading }} className="bg-white">
      <Markdown source={section.body} className="mt-8 max-w-3xl text-lg" />
    </Band>
  );
}
