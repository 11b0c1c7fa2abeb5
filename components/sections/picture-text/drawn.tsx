import type { ReactNode } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import { MarkdownParagraphs } from "@/components/ui/markdown";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionContext } from "@/lib/content/section-context";
import type { SectionData } from "@/lib/sections/schemas";
import type { Drawing } from "@/lib/sections/picture-text/drawings";
import PitchButtons from "./pitch-buttons";

/** The band each drawing stands on: its section's classes. */
const BANDS: Record<Drawing["type"], { className: string; dark: boolean }> = {
  "feed-phone": { className: "bg-white", dark: false },
};

/** The drawing itself, from its own fields and the shared files. */
function drawingOf(drawing: Drawing, context: SectionContext): ReactNode {
  switch (drawing.type) {
    case "feed-phone":
      return <FeedPhone copy={context.illustrations.feedPhone} className={drawing.tilted ? "-rotate-2" : undefined} />;
  }
}

/**
 * A Picture and text section with a drawing of the app in place of its picture: the launch pages' pitches (the
 * charities' drops from the feed), the heading large with its eyebrow, the selling points and buttons under the text.
 * The drawing's side is the section's; on a phone the words come first.
 */
export default function DrawnPitch({
  section,
  drawing,
  anchor,
  context,
}: {
  section: SectionData<"picture-text">;
  drawing: Drawing;
  anchor: string;
  context: SectionContext;
}) {
  const { className, dark } = BANDS[drawing.type];
  const left = section.pictureSide === "left";
  const titleId = `${anchor}-title`;
  const drawn = drawingOf(drawing, context);
  return (
    <section id={anchor} aria-labelledby={titleId} className={className}>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className={left ? "md:order-2" : undefined}>
          <SectionHeading
            id={titleId}
            eyebrow={section.eyebrow}
            title={section.heading}
            body={(bodyClass) => <MarkdownParagraphs source={section.body} className={bodyClass} />}
            size="lg"
            dark={dark}
            className=""
          />
          {section.points ? <PointList points={section.points} /> : null}
          <PitchButtons buttons={section.buttons ?? []} dark={dark} />
        </div>
        {left ? <div className="md:order-1">{drawn}</div> : drawn}
      </div>
    </section>
  );
}
