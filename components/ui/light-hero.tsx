import type { ReactNode } from "react";
import { HeroBand, HeroEyebrow, MarkedLine } from "./hero-parts";

interface LightHeroProps {
  /** Its h1's id is this and "-title". */
  id: string;
  /** The band's anchor, for a link down to it. */
  anchor?: string;
  /** The headline's second line, where it has one, gets a marker stroke behind it. */
  copy: { eyebrow: string; headline: readonly [string, string?]; intro: string };
  /** The marker's colour, with the eyebrow dot and the soft glows to match. */
  accent: "sun" | "coral";
  actions: ReactNode;
  aside: ReactNode;
  /** Anything that follows the two columns inside the same band. */
  children?: ReactNode;
}

/** The pale bands' eyebrow pill (its dot the accent's). */
export const LIGHT_PILL = "bg-white text-ocean-700 shadow-card ring-1 ring-ocean-100";

const ACCENTS = {
  sun: {
    dot: "bg-coral-500",
    mark: "-rotate-1 bg-sun-300",
    glow: "bg-[radial-gradient(44rem_30rem_at_90%_0%,rgb(34_211_238/0.25),transparent_65%),radial-gradient(30rem_24rem_at_0%_100%,rgb(255_210_63/0.25),transparent_65%)]",
  },
  coral: {
    dot: "bg-aqua-500",
    mark: "rotate-1 bg-coral-300",
    glow: "bg-[radial-gradient(44rem_30rem_at_95%_5%,rgb(255_122_102/0.22),transparent_65%),radial-gradient(34rem_26rem_at_0%_100%,rgb(34_211_238/0.22),transparent_65%)]",
  },
} as const;

/** The pale opening band of the audience pages, under the white header. */
export default function LightHero({ id, anchor, copy, accent, actions, aside, children }: LightHeroProps) {
  const { eyebrow, headline, intro } = copy;
  const { dot, mark, glow } = ACCENTS[accent];
  return (
    <HeroBand id={anchor} titleId={`${id}-title`} className="bg-ocean-50" glow={glow}>
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 pb-20 pt-28 md:grid-cols-[1.25fr_1fr] md:px-8 md:pb-28 md:pt-40">
        <div>
          <HeroEyebrow pill={LIGHT_PILL} dot={dot}>
            {eyebrow}
          </HeroEyebrow>
          <h1 id={`${id}-title`} className="mt-6 font-display text-display-lg uppercase text-ocean-900">
            <span className="block">{headline[0]}</span>
            {headline[1] ? <MarkedLine mark={mark}>{headline[1]}</MarkedLine> : null}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-700 md:text-xl">{intro}</p>
          {actions}
        </div>
        {aside}
      </div>
      {children}
    </HeroBand>
  );
}
