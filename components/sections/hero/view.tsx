import { useId } from "react";
import ActionButton from "@/components/sections/shared/action-button";
import PageHero from "@/components/ui/page-hero";
import Picture from "@/components/ui/picture";
import { drawingOf, underTheHeader } from "@/lib/sections/hero/drawing";
import { HERO_SIZES } from "@/lib/pictures/sizes.mjs";
import type { SectionProps } from "@/lib/sections/schemas";
import LightHero, { LIGHT_PILL } from "@/components/ui/light-hero";
import { DARK_EYEBROW, GLOWS, Glow, HeroBand, HeroEyebrow, MarkedLine } from "@/components/ui/hero-parts";
import StepList from "@/components/ui/step-list";
import BudgetFlowCard from "./budget-flow-card";
import VerifiedCauseCard from "./verified-cause-card";
import DrawingCard from "./drawing-card";
import FeedHero from "./feed-hero";

const BACKGROUNDS = {
  // Dark: the header starts see-through over it when it opens the page (the schema's darkTop), so it reaches under the header.
  dark: {
    band: "surface-dark bg-ocean-950 text-white",
    glow: GLOWS.inner,
    eyebrow: DARK_EYEBROW.pill,
    dot: DARK_EYEBROW.dot,
    accent: "text-aqua-400",
    tagline: "text-coral-300",
    intro: "text-ocean-100",
    second: "on-dark",
    // Over a picture behind the words: ocean-950 at 70% or more, darkest under the words: on the whitest picture white words keep 6.7:1, ocean-100 5.5:1.
    scrim: "bg-[linear-gradient(100deg,rgb(4_26_47/0.92)_0%,rgb(4_26_47/0.8)_60%,rgb(4_26_47/0.7)_100%)]",
  },
  light: {
    band: "bg-ocean-50 text-ocean-900",
    glow: "bg-[radial-gradient(44rem_30rem_at_90%_0%,rgb(34_211_238/0.25),transparent_65%),radial-gradient(30rem_24rem_at_0%_100%,rgb(255_210_63/0.25),transparent_65%)]",
    eyebrow: LIGHT_PILL,
    dot: "bg-coral-500",
    accent: "text-ocean-900",
    tagline: "text-coral-700",
    intro: "text-ocean-700",
    second: "secondary",
    // The light band's own pale blue (ocean-50) at 85% or more: its darkest picture leaves ocean-700 words over 5:1.
    scrim: "bg-[linear-gradient(100deg,rgb(238_247_252/0.94)_0%,rgb(238_247_252/0.9)_60%,rgb(238_247_252/0.85)_100%)]",
  },
} as const;

/** The light bands drawn as the audience pages have always been: the h1's id, the marker's colour, the buttons' looks. */
const LIGHT_BANDS = {
  "budget-flow": {
    id: "brands-hero",
    accent: "sun",
    first: "wide",
    rest: "link-down",
    // In a row beside each other where they fit, the second under the first where not (a tablet's half of the page).
    actions: "mt-9 flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6",
  },
  "verified-cause": { id: "charities-hero", accent: "coral", first: "spaced", rest: "secondary", actions: undefined },
} as const;

/**
 * A page's opening band: eyebrow, the page's h1 (a second line in the accent colour on dark, with a marker stroke on
 * light), an introduction and one or two buttons, the first the main one; with a picture, beside the words (under
 * them on a phone) or behind them under a scrim that keeps them readable; or with one of the site's drawings beside
 * them, each launch page's drawing in the band that page has always had.
 */
export default function Hero(props: SectionProps<"hero">) {
  const { section, anchor, context } = props;
  const drawing = drawingOf(section);
  if (drawing && underTheHeader(section)) {
    // The donation-API pages' dark band, under the white header.
    return (
      <PageHero
        id={anchor}
        eyebrow={section.eyebrow}
        title={section.headlineAccent ? [section.headline, section.headlineAccent] : section.headline}
        body={section.intro}
        actions={section.buttons.map((button, i) => (
          <ActionButton key={i} action={button} look={i === 0 ? "wide" : "on-dark"} />
        ))}
        aside={<DrawingCard drawing={drawing} context={context} />}
      />
    );
  }
  const light = section.background === "light";
  const lines = [section.headline, section.headlineAccent || undefined] as const;
  // The audience pages' pale bands: the brands' budget flow beside the words (its main button then a link down the
  // page), or the charities' verified cause (its steps across the band below).
  if (light && (drawing?.type === "budget-flow" || drawing?.type === "verified-cause")) {
    const band = LIGHT_BANDS[drawing.type];
    const buttons = section.buttons.map((button, i) => <ActionButton key={i} action={button} look={i === 0 ? band.first : band.rest} />);
    return (
      <LightHero
        id={band.id}
        anchor={anchor}
        copy={{ eyebrow: section.eyebrow, headline: lines, intro: section.intro }}
        accent={band.accent}
        actions={band.actions ? <div className={band.actions}>{buttons}</div> : buttons}
        aside={drawing.type === "budget-flow" ? <BudgetFlowCard copy={drawing} /> : <VerifiedCauseCard copy={drawing} />}
      >
        {drawing.type === "verified-cause" && drawing.steps?.length ? (
          <div className="relative mx-auto max-w-6xl px-5 pb-20 md:px-8 md:pb-28">
            {drawing.stepsTitle ? <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{drawing.stepsTitle}</h2> : null}
            <StepList
              steps={drawing.steps}
              className="mt-5 grid gap-4 md:grid-cols-3"
              itemClassName="rounded-card bg-white p-5 shadow-card ring-1 ring-ocean-100"
            />
          </div>
        ) : null}
      </LightHero>
    );
  }
  // The home page's band, the app's feed beside it.
  if (drawing?.type === "feed" && section.background === "dark") return <FeedHero {...props} tagline={drawing.tagline} />;
  return <GeneralHero {...props} />;
}

function GeneralHero({ section, anchor, context, first }: SectionProps<"hero">) {
  const look = BACKGROUNDS[section.background];
  const titleId = useId();
  const { picture } = section;
  const drawing = drawingOf(section);
  const behind = picture && section.picturePlacement === "behind";
  const beside = (picture && !behind) || drawing;
  return (
    <HeroBand
      id={anchor}
      titleId={titleId}
      className={`scroll-mt-16 md:scroll-mt-20 ${look.band}`}
      glow={
        behind
          ? {
              backdrop: (
                <div className="absolute inset-0">
                  <Picture
                    field={picture}
                    context={context}
                    sizes={HERO_SIZES.behind}
                    first={first}
                    frameClassName="contents"
                    className="size-full object-cover"
                  />
                  <Glow className={look.scrim} />
                </div>
              ),
            }
          : look.glow
      }
    >
      <div
        className={`relative mx-auto max-w-6xl px-5 pb-20 pt-28 md:px-8 md:pb-28 md:pt-40 ${beside ? "grid items-center gap-12 lg:grid-cols-2 lg:gap-14" : ""}`}
      >
        <div>
          <HeroEyebrow pill={look.eyebrow} dot={look.dot}>
            {section.eyebrow}
          </HeroEyebrow>
          <h1 id={titleId} className="mt-6 max-w-4xl break-words font-display text-display-lg uppercase">
            {section.headlineAccent ? (
              <>
                <span className="block">{section.headline}</span>
                {section.background === "dark" ? (
                  <span className={`block ${look.accent}`}>{section.headlineAccent}</span>
                ) : (
                  <MarkedLine mark="-rotate-1 bg-sun-300">{section.headlineAccent}</MarkedLine>
                )}
              </>
            ) : (
              section.headline
            )}
          </h1>
          {drawing?.type === "feed" && drawing.tagline ? (
            <p className={`mt-6 font-display text-3xl uppercase md:text-4xl ${look.tagline}`}>{drawing.tagline}</p>
          ) : null}
          <p className={`mt-6 max-w-2xl text-lg md:text-xl ${look.intro}`}>{section.intro}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            {section.buttons.map((button, i) => (
              <ActionButton key={i} action={button} look={i === 0 ? "primary" : look.second} />
            ))}
          </div>
        </div>
        {drawing ? (
          <div className="min-w-0">
            <DrawingCard drawing={drawing} context={context} />
          </div>
        ) : picture && beside ? (
          <Picture field={picture} context={context} sizes={HERO_SIZES.beside} first={first} className="h-auto w-full rounded-3xl shadow-card" />
        ) : null}
      </div>
    </HeroBand>
  );
}
