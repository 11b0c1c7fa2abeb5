import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import SectionLink from "@/components/ui/section-link";
import type { Action } from "@/lib/sections/shared/action";

/**
/**
 * How a button stands: the band's main one; "wide", a little wider (the donation-API and brands heroes' main one, the
 * first of a closing band's two); "down", the home hero's, with an arrow pointing down after its words; "link-down", an
 * underlined link with that arrow (the brands hero's second); "spaced", the charities hero's, set apart from the words
 * above it; a closing band's lone one (wider still, on dark or on bright) or the first of two on bright; a quieter
 * second on a dark, a bright or a light band; a pitch's one button under its text (spaced from it), or a pitch's
 * second, a link, on a dark or a light band; or a button under a code sample's note.
 */
export type ActionLook =
  | "primary"
  | "wide"
  | "down"
  | "link-down"
  | "spaced"
  | "closing"
  | "closing-bright"
  | "closing-bright-first"
  | "on-dark"
  | "on-bright"
  | "secondary"
  | "pitch"
  | "pitch-on-dark"
  | "link"
  | "link-on-dark"
  | "under-note";

const LOOKS: Record<ActionLook, string> = {
  primary: "btn btn-primary h-14 px-8 text-lg",
  wide: "btn btn-primary h-14 px-9 text-lg",
  down: "btn btn-primary mt-9 h-14 px-9 text-lg",
  spaced: "btn btn-primary mt-9 h-14 px-8 text-lg",
  "link-down":
    "inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-ocean-900 underline decoration-aqua-500 decoration-2 underline-offset-4 hover:decoration-ocean-900",
  closing: "btn btn-primary h-14 px-10 text-lg",
  "closing-bright": "btn btn-secondary h-14 px-10 text-lg",
  "closing-bright-first": "btn btn-secondary h-14 px-9 text-lg",
  "on-dark": "btn btn-on-dark h-14 px-8 text-lg",
  "on-bright": "btn btn-on-bright h-14 px-8 text-lg",
  secondary: "btn btn-secondary h-14 px-8 text-lg",
  pitch: "btn btn-secondary mt-9 h-14 px-8 text-lg",
  "pitch-on-dark": "btn btn-primary mt-9 h-14 px-8 text-lg",
  link: "inline-flex min-h-11 items-center font-bold text-ocean-600 underline decoration-2 underline-offset-4 hover:text-ocean-800",
  "link-on-dark": "inline-flex min-h-11 items-center font-bold text-aqua-300 underline decoration-2 underline-offset-4 hover:text-aqua-200",
  "under-note": "btn btn-secondary mt-5",
};

/** The looks drawn with an arrow pointing down after the words, at this size in px. */
const ARROWS: Partial<Record<ActionLook, number>> = { down: 20, "link-down": 18 };

/**
 * One button of the action model (lib/sections/shared/action.ts): the
 * Droplist's and the partner enquiry's existing openers (their islands, so a
 * section adds no JavaScript of its own), or a plain link to a page or down to
 * a section, which works before hydration and without JavaScript; or the
 * spec's placeholder, a plain button that does nothing yet.
 */
export default function ActionButton({ action, look }: { action: Action; look: ActionLook }) {
  const className = LOOKS[look];
  const arrow = ARROWS[look];
  const label = arrow ? (
    <>
      {action.label}
      <LineIcon d={ICON_PATHS.arrowDown} size={arrow} />
    </>
  ) : (
    action.label
  );
  // What every kind is drawn with: the look's classes, and the label (with its arrow where the look has one).
  const drawn = { className, children: label };
  switch (action.type) {
    case "droplist":
      return <DroplistOpenButton {...drawn} />;
    case "partner-enquiry":
      return <PartnerOpenButton audience={action.audience} {...drawn} />;
    case "page":
      return <a href={action.page} {...drawn} />;
    case "section":
      return <SectionLink targetId={action.section} {...drawn} />;
    case "placeholder":
      // A button the spec draws and leaves without a target yet: it says nothing happened, because nothing does.
      return <button type="button" {...drawn} />;
  }
}
