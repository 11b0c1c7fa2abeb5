import type { ReactNode } from "react";

/** Each look's title and line: on a tinted card under an icon or a step's number, or on the dark band under a figure. */
const LOOKS = {
  icon: { title: "mt-5 text-xl font-extrabold leading-snug text-ocean-900", body: "mt-2 text-base text-ocean-700" },
  numbered: { title: "mt-4 text-xl font-extrabold text-ocean-900", body: "mt-2 text-base text-ocean-700" },
  figure: { title: "mt-4 text-lg font-extrabold uppercase tracking-wider", body: "mt-1 text-base text-ocean-100" },
} as const;

interface TitledCardProps {
  title: string;
  /** Its line, where it has one. */
  body?: string;
  look: keyof typeof LOOKS;
  className: string;
  /** What stands above the title: an icon, a step's number, a figure. */
  children: ReactNode;
}

/**
 * One card of a section's list (Features, the API's benefits, Steps, the
 * nonprofit stats): its mark, its title as a heading under the section's (h3)
 * and a line. One component, so every such list keeps that outline; the looks
 * differ only in spacing and colour.
 */
export default function TitledCard({ title, body, look, className, children }: TitledCardProps) {
  return (
    <li className={className}>
      {children}
      <h3 className={LOOKS[look].title}>{title}</h3>
      {body ? <p className={LOOKS[look].body}>{body}</p> : null}
    </li>
  );
}

/** Cards each under a drawn icon: three to a row on a wide screen, two on a tablet, one on a phone. */
export function IconCards({ cards }: { cards: readonly { icon: ReactNode; title: string; body: string }[] }) {
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        <TitledCard key={i} title={card.title} body={card.body} look="icon" className="rounded-card bg-ocean-50 p-6">
          <span className="grid size-12 place-items-center rounded-2xl bg-ocean-900 text-aqua-300">{card.icon}</span>
        </TitledCard>
      ))}
    </ul>
  );
}
