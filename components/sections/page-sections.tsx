import type { ComponentType, ReactNode } from "react";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import { SECTION_TYPES } from "./registry";
import type { SectionContext, SectionType } from "./section-type";

const BY_NAME = new Map<string, SectionType>(SECTION_TYPES.map((type) => [type.name, type]));

/** The registry's entry for a section's type; a type it does not list fails, naming it. */
export function sectionType(name: string): SectionType {
  const type = BY_NAME.get(name);
  if (!type) throw new Error(`No section type "${name}" in components/sections/registry.ts`);
  return type;
}

/** What the editor's preview puts around each section (an error boundary); the site draws them bare. */
export type SectionFrame = ComponentType<{ section: { type: string }; index: number; children: ReactNode }>;

/** One section, drawn by its type's component (inside the frame, so that a type it cannot find is the frame's to show). */
function DrawnSection({ section, context }: { section: { type: string }; context: SectionContext }) {
  return sectionType(section.type).render(section, context);
}

/** A page's sections in order, each drawn by its type's component: the site's pages and the editor's preview both use it. */
export default function PageSections({ sections, context, Frame }: { sections: readonly { type: string }[]; context: SectionContext; Frame?: SectionFrame }) {
  if (Frame) {
    return (
      <>
        {sections.map((section, i) => (
          <Frame key={i} section={section} index={i}>
            <DrawnSection section={section} context={context} />
          </Frame>
        ))}
        {sections.some((section) => BY_NAME.get(section.type)?.partnerEnquiry) && <PartnerEnquiryHost />}
      </>
    );
  }
  const types = sections.map((section) => sectionType(section.type));
  return (
    <>
      {sections.map((section, i) => types[i]!.render(section, context, i))}
      {types.some((type) => type.partnerEnquiry) && <PartnerEnquiryHost />}
    </>
  );
}
