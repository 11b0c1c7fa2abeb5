import type { ReactNode } from "react";

/**
 * The pieces every opening band shares (the general Hero's, the home page's, the inner pages' dark band, the audience
 * pages' pale one), so each band's look differs only in its colours and columns.
 */

/** The dark bands' soft glows: the home page's, wider and brighter, and the inner pages'. */
export const GLOWS = {
  home: "bg-[radial-gradient(60rem_40rem_at_85%_10%,rgb(34_211_238/0.28),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgb(255_122_102/0.22),transparent_60%)]",
  inner:
    "bg-[radial-gradient(50rem_30rem_at_90%_0%,rgb(34_211_238/0.25),transparent_60%),radial-gradient(30rem_24rem_at_0%_100%,rgb(255_122_102/0.2),transparent_60%)]",
} as const;

interface HeroBandProps {
  id?: string;
  titleId: string;
  className: string;
  /** Its soft glow's classes (Glow), or, in its place, a backdrop of its own (a picture under a scrim). */
  glow: string | { backdrop: ReactNode };
  children: ReactNode;
}

/** The band: a region named by its h1, its backdrop (a soft glow, or a picture under a scrim) behind what it holds. */
export function HeroBand({ id, titleId, className, glow, children }: HeroBandProps) {
  return (
    <section id={id} aria-labelledby={titleId} className={`relative overflow-hidden ${className}`}>
      {typeof glow === "string" ? <Glow className={glow} /> : glow.backdrop}
      {children}
    </section>
  );
}

/** The band's soft glow of colour, behind everything, unseen by screen readers. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={`absolute inset-0 ${className}`} />;
}

/** The eyebrow above the h1: a pill with a coloured dot before its words. */
export function HeroEyebrow({ pill, dot, children }: { pill: string; dot: string; children: ReactNode }) {
  return (
    <p className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold ${pill}`}>
      <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" /> {children}
    </p>
  );
}

/** A headline's second line on a pale band, a marker stroke of colour behind it. */
export function MarkedLine({ mark, children }: { mark: string; children: ReactNode }) {
  return (
    <span className="relative inline-block">
      <span aria-hidden="true" className={`absolute inset-x-[-0.1em] bottom-[0.06em] h-[0.34em] rounded-sm ${mark}`} />
      <span className="relative">{children}</span>
    </span>
  );
}

/** The dark bands' eyebrow pill. */
export const DARK_EYEBROW = { pill: "bg-white/10 text-aqua-200 ring-1 ring-white/15", dot: "bg-coral-400" } as const;
