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

/** A page's sections in order, each drawn by its type's component: the site's pages and the editor's preview both use it. */
export default function PageSections({ sections, context }: { sections: readonly { type: string }[]; context: SectionContext }) {
  const types = sections.map((section) => sectionType(section.type));
  return (
    <>
      {sections.map((section, i) => types[i]!.render(section, context, i))}
      {types.some((type) => type.partnerEnquiry) && <PartnerEnquiryHost />}
    </>
  );
}
