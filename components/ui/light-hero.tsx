import type { ReactNode } from "react";

interface LightHeroProps {
  id: string;
  eyebrow: string;
  /** Second line gets a marker stroke behind it. */
  headline: readonly [string, string];
  intro: string;
  /** Tailwind classes: the eyebrow dot's colour and the marker's colour and tilt. */
  dotClass: string;
  markClass: string;
  /** The soft colour glows behind the band (a background-image utility). */
  glowClass: string;
  actions: ReactNode;
  aside: ReactNode;
  /** Anything that follows the two columns inside the same band. */
  children?: ReactNode;
}

/** The pale opening band of the audience pages, under the white header. */
export default function LightHero({ id, eyebrow, headline, intro, dotClass, markClass, glowClass, actions, aside, children }: LightHeroProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-ocean-50">
      <div aria-hidden="true" className={`absolute inset-0 ${glowClass}`} />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 pb-20 pt-28 md:grid-cols-[1.25fr_1fr] md:px-8 md:pb-28 md:pt-40">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-ocean-700 shadow-card ring-1 ring-ocean-100">
            <span className={`size-2 rounded-full ${dotClass}`} aria-hidden="true" /> {eyebrow}
          </p>
          <h1 id={`${id}-title`} className="mt-6 font-display text-display-lg uppercase text-ocean-900">
            <span className="block">{headline[0]}</span>
            <span className="relative inline-block">
              <span aria-hidden="true" className={`absolute inset-x-[-0.1em] bottom-[0.06em] h-[0.34em] rounded-sm ${markClass}`} />
              <span className="relative">{headline[1]}</span>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-700 md:text-xl">{intro}</p>
          {actions}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
