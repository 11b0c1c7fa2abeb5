import type { ReactNode } from "react";
import SectionHeading from "@/components/ui/section-heading";

/** A section that opens with a SectionHeading; its id also names the heading (`${id}-title`). */
export interface HeadedSectionCopy {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
}

/**
 * The band around a live demo: its heading beside the demo. It takes focus when
 * a button higher up scrolls here, so the next Tab goes into the demo.
 */
export default function DemoSection({ copy, children }: { copy: HeadedSectionCopy; children: ReactNode }) {
  return (
    <section id={copy.id} tabIndex={-1} aria-labelledby={`${copy.id}-title`} className="scroll-mt-16 bg-white focus:outline-none md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-5 py-20 md:grid-cols-[1fr_1.15fr] md:px-8 md:py-24">
        <SectionHeading id={`${copy.id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        {children}
      </div>
    </section>
  );
}
