import { createElement, type ComponentType, type ReactNode } from "react";
import PartnerEnquiryIsland from "@/components/partner/partner-enquiry-island";
import type { SectionContext } from "@/lib/content/section-context";
import { pageAnchors, partnerAudiences, scrollTargets } from "@/lib/sections/schemas";
import { sectionViewOf } from "./views";

/** What the editor's preview puts around each section (an error boundary); the site draws them bare. */
export type SectionFrame = ComponentType<{ section: { type: string }; index: number; children: ReactNode }>;

/** One section, drawn by its type's view (inside the frame, so that a type it cannot find is the frame's to show). */
function DrawnSection({
  section,
  context,
  anchor,
  first,
  scrolledTo,
}: {
  section: { type: string };
  context: SectionContext;
  anchor: string | undefined;
  first: boolean;
  scrolledTo: boolean;
}) {
  // Looked up, not made, during render: the views are module-level components of the views' index.
  return createElement(sectionViewOf(section.type), { section, context, anchor, first, scrolledTo });
}

/** A page's sections in order, each drawn by its type's view: the site's pages and the editor's preview both use it. */
export default function PageSections({ sections, context, Frame }: { sections: readonly { type: string }[]; context: SectionContext; Frame?: SectionFrame }) {
  // Worked out for the whole page at once: a derived anchor is unique among all of them (lib/sections/anchors.ts).
  const anchors = pageAnchors(sections);
  // The anchors a button of the page scrolls to: the section there may take the focus the button hands it.
  const targets = scrollTargets(sections);
  const scrolledTo = (i: number) => anchors[i] !== undefined && targets.has(anchors[i]);
  return (
    <>
      {sections.map((section, i) =>
        Frame ? (
          <Frame key={i} section={section} index={i}>
            <DrawnSection section={section} context={context} anchor={anchors[i]} first={i === 0} scrolledTo={scrolledTo(i)} />
          </Frame>
        ) : (
          <DrawnSection key={i} section={section} context={context} anchor={anchors[i]} first={i === 0} scrolledTo={scrolledTo(i)} />
        ),
      )}
      {/* The partner enquiry of each audience the page's buttons open, in its HTML: they open it at paint. */}
      {partnerAudiences(sections).map((audience) => (
        <PartnerEnquiryIsland key={audience} audience={audience} />
      ))}
    </>
  );
}
