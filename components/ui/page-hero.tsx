import { useId, type ReactNode } from "react";
import { DARK_EYEBROW, GLOWS, HeroBand, HeroEyebrow } from "./hero-parts";

interface PageHeroProps {
  /** The band's anchor, for a link down to it. */
  id?: string;
  eyebrow: string;
  /** One line, or two with the second in the accent colour. */
  title: string | readonly string[];
  body: string;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Illustration beside the text from md up. */
  aside?: ReactNode;
}

/**
 * Dark opening band of an inner page. The header is solid white on these pages,
 * so the band starts below it (64 px, 80 px from md) with room to breathe.
 */
export default function PageHero({ id, eyebrow, title, body, actions, aside }: PageHeroProps) {
  const lines = typeof title === "string" ? [title] : title;
  // The band is a region named by its headline (an id of its own: two heroes may share a page, in the editor's gallery).
  const titleId = useId();
  return (
    <HeroBand id={id} titleId={titleId} className="surface-dark bg-ocean-950 pt-16 text-white md:pt-20" glow={GLOWS.inner}>
      <div
        className={`relative mx-auto grid max-w-6xl items-center gap-12 px-5 pb-20 pt-12 md:px-8 md:pb-24 md:pt-16 ${aside ? "md:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div className="min-w-0">
          <HeroEyebrow {...DARK_EYEBROW}>{eyebrow}</HeroEyebrow>
          <h1 id={titleId} className="mt-6 font-display text-display-lg uppercase">
            {lines.map((line, i) => (
              <span key={line} className={`block ${i === 1 ? "text-aqua-400" : ""}`}>
                {line}
              </span>
            ))}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-100 md:text-xl">{body}</p>
          {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </HeroBand>
  );
}
