import type { ComponentType, ReactNode } from "react";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionContext } from "@/lib/content/section-context";

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

/**
 * The view of a demo section type: its words made into the island's copy
 * (which fills the figures in), then the island beside the heading. The demos
 * differ only in those two, so each type's view is this with its own pair.
 */
export function demoSectionView<Section, Copy extends HeadedSectionCopy>(
  copyOf: (section: Section, context: SectionContext) => Copy,
  Demo: ComponentType<{ copy: Copy }>,
) {
  return function DemoSectionView({ section, context }: { section: Section; context: SectionContext }) {
    const copy = copyOf(section, context);
    return (
      <DemoSection copy={copy}>
        <Demo copy={copy} />
      </DemoSection>
    );
  };
}
