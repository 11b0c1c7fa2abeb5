import { useId } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import ActionButton from "@/components/sections/shared/action-button";
import { DARK_EYEBROW, GLOWS, HeroBand, HeroEyebrow } from "@/components/ui/hero-parts";
import type { SectionProps } from "@/lib/sections/schemas";

/** A dark hero drawing the app's feed: the home page's band, its h1 larger, the feed on a phone beside it from md up, a wave below. */
export default function FeedHero({ section, anchor, context, tagline }: SectionProps<"hero"> & { tagline?: string }) {
  // The hero is a region named by its headline.
  const titleId = useId();
  return (
    <HeroBand id={anchor} titleId={titleId} className="surface-dark bg-ocean-950 text-white" glow={GLOWS.home}>
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pb-24 pt-28 md:grid-cols-[1.5fr_1fr] md:px-8 md:pb-32 md:pt-40">
        <div>
          <HeroEyebrow {...DARK_EYEBROW}>{section.eyebrow}</HeroEyebrow>
          <h1 id={titleId} className="mt-6 font-display text-display-xl uppercase">
            <span className="block">{section.headline}</span>
            {section.headlineAccent ? <span className="block text-aqua-400">{section.headlineAccent}</span> : null}
          </h1>
          {tagline ? <p className="mt-6 font-display text-3xl uppercase text-coral-300 md:text-4xl">{tagline}</p> : null}
          <p className="mt-4 max-w-xl text-lg text-ocean-100 md:text-xl">{section.intro}</p>
          {section.buttons.map((button, i) => (
            <ActionButton key={i} action={button} look={i === 0 ? "down" : "on-dark"} />
          ))}
        </div>
        <div className="hidden md:block">
          <FeedPhone copy={context.illustrations.feedPhone} className="rotate-3" />
        </div>
      </div>
      <svg aria-hidden="true" viewBox="0 0 1440 80" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-10 w-full text-white md:h-16">
        <path d="M0 40 C 240 90 480 0 720 40 S 1200 80 1440 30 V80 H0 Z" fill="currentColor" />
      </svg>
    </HeroBand>
  );
}
