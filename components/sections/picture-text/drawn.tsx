import type { ReactNode } from "react";
import FeedPhone from "@/components/illustrations/feed-phone";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import { MarkdownParagraphs } from "@/components/ui/markdown";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";
import StepList from "@/components/ui/step-list";
import { claimValue, withClaims } from "@/lib/content/claim-values";
import type { SectionContext } from "@/lib/content/section-context";
import type { SectionData } from "@/lib/sections/schemas";
import type { Drawing } from "@/lib/sections/picture-text/drawings";
import { CHECKOUT } from "@/lib/constants";
import { formatAmount, shareOf } from "@/lib/money";
import { fillSlots } from "@/lib/template";
import CampaignCard from "./campaign-card";
import CheckoutSampleCard from "./checkout-sample-card";
import PitchButtons from "./pitch-buttons";

/** The band each drawing stands on: its section's classes; a dark one has a glow in its corner. */
const BANDS: Record<Drawing["type"], { className: string; dark: boolean }> = {
  "feed-phone": { className: "bg-white", dark: false },
  "campaign-card": { className: "scroll-mt-20 bg-white", dark: false },
  "checkout-card": { className: "surface-dark relative overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-900 text-white", dark: true },
};

/** Selling points on a dark band: tiles with a tick, two to a row from 40rem. */
function DarkPoints({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 rounded-2xl bg-white/[0.06] p-4 font-bold ring-1 ring-white/10">
          <LineIcon d={ICON_PATHS.tick} size={20} className="mt-0.5 shrink-0 text-aqua-400" />
          {point}
        </li>
      ))}
    </ul>
  );
}

/** The drawing itself, from its own fields and the shared files. */
function drawingOf(drawing: Drawing, context: SectionContext): ReactNode {
  switch (drawing.type) {
    case "feed-phone":
      return <FeedPhone copy={context.illustrations.feedPhone} className={drawing.tilted ? "-rotate-2" : undefined} />;
    case "checkout-card": {
      // The drawn checkout shows the default donation, and its Gift Aid line what Gift Aid adds to it.
      const giftAid = formatAmount(shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift));
      return <CheckoutSampleCard copy={{ ...fillSlots(drawing, { giftAid }), amount: formatAmount(CHECKOUT.defaultAmount) }} />;
    }
    case "campaign-card":
      return (
        <CampaignCard
          copy={{
            ...drawing,
            budget: { ...drawing.budget, value: claimValue(context.claims, drawing.budget.claim) },
            figures: withClaims(drawing.figures, context.claims),
            lifts: withClaims(drawing.lifts, context.claims),
          }}
        />
      );
  }
}

/**
 * A Picture and text section with a drawing of the app in place of its picture: the launch pages' pitches (the
 * charities' drops from the feed and their checkout, the brands' example campaign), the heading large with its eyebrow, the selling points and buttons under the text.
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
      {dark ? <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_28rem_at_100%_100%,rgb(34_211_238/0.2),transparent_65%)]" /> : null}
      <div className={`${dark ? "relative " : ""}mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28`}>
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
          {section.points ? dark ? <DarkPoints points={section.points} /> : <PointList points={section.points} /> : null}
          {section.steps ? <StepList steps={section.steps} className="mt-8 space-y-5" /> : null}
          <PitchButtons buttons={section.buttons ?? []} dark={dark} />
        </div>
        {left ? <div className="md:order-1">{drawn}</div> : drawn}
      </div>
    </section>
  );
}
