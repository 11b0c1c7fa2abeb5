import { useId } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import ActionButton from "@/components/sections/shared/action-button";
import type { SectionProps } from "@/lib/sections/schemas";

/** A dark hero drawing the app's feed: the home page's band, its h1 larger, the feed on a phone beside it from md up, a wave below. */
export default function FeedHero({ section, anchor, context, tagline }: SectionProps<"hero"> & { tagline?: string }) {
  // The hero is a region named by its headline.
  const titleId = useId();
  return (
    <section id={anchor} aria-labelledby={titleId} className="relative overflow-hidden bg-ocean-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_40rem_at_85%_10%,rgb(34_211_238/0.28),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgb(255_122_102/0.22),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pb-24 pt-28 md:grid-cols-[1.5fr_1fr] md:px-8 md:pb-32 md:pt-40">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold text-aqua-200 ring-1 ring-white/15">
            <span className="size-2 rounded-full bg-coral-400" aria-hidden="true" /> {section.eyebrow}
          </p>
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
    </section>
  );
}
