import type { ReactNode } from "react";

/** Each look's space under the mark, title and line: on a tinted card under an icon or a step's number, or on the dark band under a figure. */
const LOOKS = {
  icon: { gap: "mt-5", title: "text-xl font-extrabold leading-snug text-ocean-900", body: "mt-2 text-base text-ocean-700" },
  numbered: { gap: "mt-4", title: "text-xl font-extrabold text-ocean-900", body: "mt-2 text-base text-ocean-700" },
  figure: { gap: "mt-4", title: "text-lg font-extrabold uppercase tracking-wider", body: "mt-1 text-base text-ocean-100" },
} as const;

interface TitledCardProps {
  /** A few words above the title, where given. */
  eyebrow?: string;
  title: string;
  /** Its line, where it has one. */
  body?: string;
  look: keyof typeof LOOKS;
  className: string;
  /** What stands above the title: an icon, a step's number, a figure; none where a feature has no icon. */
  children: ReactNode;
  /** What follows the line, where given: a feature's points. */
  after?: ReactNode;
}

/**
 * One card of a section's list (Features, the API's benefits, Steps, the
 * nonprofit stats): its mark, its title as a heading under the section's (h3)
 * and a line. One component, so every such list keeps that outline; the looks
 * differ only in spacing and colour.
 */
export default function TitledCard({ eyebrow, title, body, look, className, children, after }: TitledCardProps) {
  // The space under the mark is the eyebrow's, or the title's; none at the card's top; a little between eyebrow and title.
  const { gap } = LOOKS[look];
  return (
    <li className={className}>
      {children}
      {eyebrow ? <p className={`${gap} text-xs font-bold uppercase tracking-[0.2em] text-ocean-600 first:mt-0`}>{eyebrow}</p> : null}
      <h3 className={`${eyebrow ? "mt-2" : gap} ${LOOKS[look].title} first:mt-0`}>{title}</h3>
      {body ? <p className={LOOKS[look].body}>{body}</p> : null}
      {after}
    </li>
  );
}
