import { useId } from "react";
import Picture, { PICTURE_SIZES } from "@/components/ui/picture";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * One picture as a <figure>, its caption the <figcaption>: edge to edge
 * (wide) or in the reading column (inset). With a heading it is a region named
 * by it; without one, a figure in the page's flow (no unnamed landmark).
 */
export default function PictureSection({ section, anchor, context, first }: SectionProps<"picture">) {
  const headingId = useId();
  const wide = section.width === "wide";
  const heading = section.heading || undefined;
  const column = wide ? "mx-auto max-w-6xl px-5 md:px-8" : "mx-auto max-w-2xl px-5 md:px-0";
  const body = (
    <>
      {heading ? (
        <div className={column}>
          <h2 id={headingId} className="font-display text-display-md uppercase text-ocean-900">
            {heading}
          </h2>
        </div>
      ) : null}
      <figure className={`${heading ? "mt-8" : ""} ${wide ? "" : column}`}>
        <Picture
          field={section.picture}
          context={context}
          sizes={wide ? PICTURE_SIZES.full : PICTURE_SIZES.inset}
          first={first}
          className={wide ? "h-auto w-full" : "h-auto w-full rounded-3xl shadow-card"}
        />
        {section.caption ? <figcaption className={`mt-3 text-base text-ocean-700 ${wide ? column : ""}`}>{section.caption}</figcaption> : null}
      </figure>
    </>
  );
  const box = "scroll-mt-16 bg-white py-16 md:scroll-mt-20 md:py-20";
  return heading ? (
    <section id={anchor} aria-labelledby={headingId} className={box}>
      {body}
    </section>
  ) : (
    <div id={anchor} className={box}>
      {body}
    </div>
  );
}
