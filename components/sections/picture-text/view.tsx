import { useId } from "react";
import Markdown from "@/components/ui/markdown";
import Picture, { PICTURE_SIZES } from "@/components/ui/picture";
import PointList from "@/components/ui/point-list";
import StepList from "@/components/ui/step-list";
import type { SectionProps } from "@/lib/sections/schemas";
import DrawnPitch from "./drawn";
import PitchButtons from "./pitch-buttons";

/**
 * A picture and a heading with its text side by side from 64rem, the picture on the side chosen; stacked, picture
 * first, on a phone. With a drawing of the app in place of the picture, the launch pages' pitch (./drawn.tsx).
 */
export default function PictureText({ section, anchor, context, first }: SectionProps<"picture-text">) {
  const headingId = useId();
  const [drawing] = section.drawing ?? [];
  if (drawing) return <DrawnPitch section={section} drawing={drawing} anchor={anchor ?? headingId} context={context} />;
  const right = section.pictureSide === "right";
  return (
    <section id={anchor} aria-labelledby={headingId} className="scroll-mt-16 bg-white md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-20 md:px-8 md:py-24 lg:grid-cols-2 lg:gap-16">
        <div className={right ? "lg:order-last" : ""}>
          {section.picture ? (
            <Picture field={section.picture} context={context} sizes={PICTURE_SIZES.half} first={first} className="h-auto w-full rounded-3xl shadow-card" />
          ) : null}
        </div>
        <div>
          {section.eyebrow ? <p className="mb-3 text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{section.eyebrow}</p> : null}
          <h2 id={headingId} className="font-display text-display-md uppercase text-ocean-900">
            {section.heading}
          </h2>
          <Markdown source={section.body} className="mt-6 text-lg" />
          {section.points ? <PointList points={section.points} /> : null}
          {section.steps ? <StepList steps={section.steps} className="mt-8 space-y-5" /> : null}
          <PitchButtons buttons={section.buttons ?? []} dark={false} />
        </div>
      </div>
    </section>
  );
}
